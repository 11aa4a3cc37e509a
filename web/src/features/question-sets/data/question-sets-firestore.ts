// All of the question-sets feature's Firestore access: live and read-only (rules: members of the
// org; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ANSWER_MODES, LEGACY_QUESTION_SETTINGS } from '@shared/constants/domain';
import type { AnswerMode } from '@shared/constants/domain';
import { collections } from '@shared/contract/collections';
import { isoOf, str } from '@/lib/firebase/fields';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import type { Live } from '@/lib/firebase/live';
import type { QuestionSetRow, SetQuestionView } from '../types';

const count = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

const answerModeOf = (value: unknown): AnswerMode =>
  ANSWER_MODES.includes(value as AnswerMode)
    ? (value as AnswerMode)
    : LEGACY_QUESTION_SETTINGS.answerMode;

function toQuestion(data: unknown): SetQuestionView {
  const q = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    id: str(q.id),
    text: str(q.text),
    hint: str(q.hint) || null,
    rubric: Array.isArray(q.rubric) ? q.rubric.map(str).filter(Boolean) : [],
    thinkTimeSec: count(q.thinkTimeSec, LEGACY_QUESTION_SETTINGS.thinkTimeSec),
    answerLimitSec: q.answerLimitSec === null ? null : count(q.answerLimitSec) || null,
    retakes: count(q.retakes, LEGACY_QUESTION_SETTINGS.retakes),
    answerMode: answerModeOf(q.answerMode),
  };
}

function toQuestionSetRow(id: string, data: DocumentData): QuestionSetRow {
  const questions = Array.isArray(data.questions) ? data.questions.map(toQuestion) : [];
  return {
    id,
    name: str(data.name),
    description: str(data.description),
    questions,
    questionCount: count(data.questionCount, questions.length),
    archived: data.archived === true,
    updatedByName: str(data.updatedByName),
    updatedAt: isoOf(data.updatedAt),
  };
}

const SERVER_CONFIRMED = { skipCacheOnly: true };

const toRows = (snap: QuerySnapshot) => snap.docs.map((d) => toQuestionSetRow(d.id, d.data()));
const toRow = (snap: DocumentSnapshot) =>
  snap.exists() ? toQuestionSetRow(snap.id, snap.data()) : null;

/** The org's sets, archived ones too, last changed first, live. */
export function useQuestionSets(orgId: string): Live<QuestionSetRow[]> {
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

/** One of the org's sets, live; null when it does not exist. */
export function useQuestionSet(orgId: string, id: string): Live<QuestionSetRow | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, collections.questionSets.doc(orgId, id)),
    [firestore, orgId, id],
  );
  return useLiveDoc(ref, toRow, SERVER_CONFIRMED);
}
