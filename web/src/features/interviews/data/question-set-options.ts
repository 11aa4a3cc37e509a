// The org's question sets the schedule modal offers: live and read-only (rules: staff of the org).
import { useMemo } from 'react';
import { collection, orderBy, query } from 'firebase/firestore';
import type { QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import { str } from '@/lib/firebase/fields';
import { useLiveQuery } from '@/lib/firebase/live';
import type { Live } from '@/lib/firebase/live';

export interface QuestionSetOption {
  id: string;
  name: string;
}

/** Only sets an interview can use: not archived, with at least one question. */
const toOptions = (snap: QuerySnapshot): QuestionSetOption[] =>
  snap.docs
    .filter((d) => {
      const data = d.data();
      return (
        data.archived !== true && typeof data.questionCount === 'number' && data.questionCount > 0
      );
    })
    .map((d) => ({ id: d.id, name: str(d.data().name) || d.id }));

/** The org's usable sets, last changed first, live. */
export function useQuestionSetOptions(orgId: string | undefined): Live<QuestionSetOption[]> {
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
