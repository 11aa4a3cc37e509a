// The org's question sets the schedule modal offers: live and read-only (rules: staff of the org).
import { useMemo } from 'react';
import { collection, orderBy, query } from 'firebase/firestore';
import type { QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import type { QuestionSetDoc } from '@shared/contract/collections';
import type { Readable } from '@shared/contract/read-document';
import { useLiveQuery } from '@/lib/firebase/live';
import type { Live } from '@/lib/firebase/live';
import { readSnapshots } from '@/lib/firebase/read';

export interface QuestionSetOption extends Pick<QuestionSetDoc, 'name'> {
  id: string;
}

/**
 * Only sets an interview can use: not archived, with at least one question. An unreadable set
 * stays (the select shows it, not choosable), since whether it is usable cannot be known.
 */
const toOptions = (snap: QuerySnapshot): Readable<QuestionSetOption>[] =>
  readSnapshots(collections.questionSets.schema, snap.docs, (set, id) =>
    !set.archived && set.questionCount > 0 ? { id, name: set.name || id } : null,
  ).filter((option) => option !== null);

/** The org's usable sets, last changed first, live. */
export function useQuestionSetOptions(
  orgId: string | undefined,
): Live<Readable<QuestionSetOption>[]> {
  const firestore = useFirestore();
  const sets = useMemo(
    () =>
      orgId
        ? query(
            collection(firestore, collections.questionSets.path(orgId)),
            orderBy('updatedAt', 'desc'),
          )
        : null,
    [firestore, orgId],
  );
  return useLiveQuery(sets, toOptions);
}
