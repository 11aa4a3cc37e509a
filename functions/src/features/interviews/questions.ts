import type { InterviewLevel, InterviewType } from '../../shared/constants';
import { db } from '../../lib/firebase';
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
  const snap = await db
    .collection('questionBank')
    .where('type', '==', type)
    .where('level', '==', level)
    .get();
  const fromStore = snap.docs
    .map((doc) => ({
      id: doc.id,
      ...(doc.data() as { text?: unknown; hint?: unknown; order?: unknown }),
    }))
    .filter(
      (q): q is { id: string; text: string; hint?: unknown; order?: unknown } =>
        typeof q.text === 'string' && q.text.trim() !== '',
    )
    .sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0) || a.id.localeCompare(b.id))
    .map((q) => ({
      id: q.id,
      text: q.text,
      ...(typeof q.hint === 'string' && q.hint ? { hint: q.hint } : {}),
    }));
  if (fromStore.length > 0) return fromStore;
  return QUESTION_BANK.filter((q) => q.type === type && q.level === level)
    .sort((a, b) => a.order - b.order)
    .map(({ id, text, hint }) => ({ id, text, ...(hint ? { hint } : {}) }));
}
