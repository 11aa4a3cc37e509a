import type { InterviewLevel, InterviewType } from '../../shared/constants';
import { collections } from '../../shared/contract/collections';
import { collectionRef } from '../../lib/firebase';
import type { InterviewQuestion } from './interview-record';
import { QUESTION_BANK } from './question-bank-data';

/**
 * The questions an interview of this type and level asks, in order: from `questionBank` (which
 * the seed fills and staff may edit), else the built-in bank (an empty project still works).
 */
export async function questionsFor(
  type: InterviewType,
  level: InterviewLevel,
): Promise<InterviewQuestion[]> {
  const snap = await collectionRef(collections.questionBank)
    .where('type', '==', type)
    .where('level', '==', level)
    .get();
  const fromStore = snap.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .filter((q) => q.text.trim() !== '')
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ id, text, hint }) => ({ id, text, ...(hint ? { hint } : {}) }));
  if (fromStore.length > 0) return fromStore;
  return QUESTION_BANK.filter((q) => q.type === type && q.level === level)
    .sort((a, b) => a.order - b.order)
    .map(({ id, text, hint }) => ({ id, text, ...(hint ? { hint } : {}) }));
}
