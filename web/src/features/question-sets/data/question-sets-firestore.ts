// All of the question-sets feature's Firestore access: live and read-only (rules: members of the
// org; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import type { QuestionSetDoc, SetQuestionDoc } from '@shared/contract/collections';
import type { Readable } from '@shared/contract/read-document';
import { isoOf } from '@/lib/firebase/fields';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import type { Live } from '@/lib/firebase/live';
import { readSnapshot, readSnapshots, unlessUnreadable } from '@/lib/firebase/read';
import type { StoredDocument } from '@/lib/firebase/read';
import type { QuestionSetRow, SetQuestionView } from '../types';

/** An empty hint is none; empty rubric points are left out, with their follow-ups. */
function toQuestion(question: SetQuestionDoc): SetQuestionView {
  const kept = question.rubric.flatMap((point, i) => (point ? [i] : []));
  return {
    ...question,
    hint: question.hint || null,
    rubric: kept.map((i) => question.rubric[i]),
    ...(question.probes ? { probes: kept.map((i) => question.probes?.[i] ?? null) } : {}),
  };
}

const toQuestionSetRow = (set: QuestionSetDoc, id: string): QuestionSetRow => ({
  id,
  name: set.name,
  description: set.description,
  questions: set.questions.map(toQuestion),
  ...(set.followUpsPerQuestion === undefined
    ? {}
    : { followUpsPerQuestion: set.followUpsPerQuestion }),
  questionCount: set.questionCount,
  archived: set.archived,
  updatedByName: set.updatedByName,
  updatedAt: isoOf(set.updatedAt),
});

/** Question set documents in order, each as its row, or unreadable (the table shows an error row). */
export const toQuestionSetRows = (docs: readonly StoredDocument[]) =>
  readSnapshots(collections.questionSets.schema, docs, toQuestionSetRow);

const SERVER_CONFIRMED = { skipCacheOnly: true };

const toRows = (snap: QuerySnapshot) => toQuestionSetRows(snap.docs);
const toRow = (snap: DocumentSnapshot) =>
  readSnapshot(collections.questionSets.schema, snap, toQuestionSetRow);

/** The org's sets, archived ones too, last changed first, live. */
export function useQuestionSets(orgId: string): Live<Readable<QuestionSetRow>[]> {
  const firestore = useFirestore();
  const sets = useMemo(
    () =>
      query(
        collection(firestore, collections.questionSets.path(orgId)),
        orderBy('updatedAt', 'desc'),
      ),
    [firestore, orgId],
  );
  return useLiveQuery(sets, toRows, SERVER_CONFIRMED);
}

/** One of the org's sets, live; null when it does not exist; an unreadable one is an error. */
export function useQuestionSet(orgId: string, id: string): Live<QuestionSetRow | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, collections.questionSets.doc(orgId, id)),
    [firestore, orgId, id],
  );
  return unlessUnreadable(useLiveDoc(ref, toRow, SERVER_CONFIRMED));
}
