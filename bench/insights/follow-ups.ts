// Follow-up questions against the settled labels: each labelled answer alone, as the save would
// decide it (the library's reviewed follow-ups, 1 per question, 3 per interview, nothing asked
// before), counting the follow-ups that were not needed (about a point the labellers say the answer
// made, covered or partly) and the needed ones that were asked (an answer missing a point marked
// "ask if missing" asked about a point the labellers say is missing).
import { decideFollowUp } from '../../functions/src/features/insights/follow-up-decision';
import { LIBRARY_QUESTIONS } from '../../functions/src/shared/question-library';
import type { CoverageStatus } from '../../functions/src/shared/schemas/insights';
import type { LabelledAnswer, Split } from './dataset';
import { addressed, loadSplit } from './dataset';

/** One answer as the counting sees it. */
export interface FollowUpCase {
  /** The settled label per rubric point. */
  labels: readonly CoverageStatus[];
  /** Per rubric point: whether it is asked about when missing. */
  askIfMissing: readonly boolean[];
  /** The point the rule asked about (absent: it asked nothing). */
  asked?: number;
}

export interface FollowUpFigures {
  answers: number;
  /** Answers that got a follow-up. */
  asked: number;
  /** Of those, the ones about a point the answer made (covered or partly). */
  notNeeded: number;
  /** Answers missing at least one point marked "ask if missing". */
  needed: number;
  /** Of those, the ones asked about a point labelled missing. */
  neededAsked: number;
  notNeededShare: number;
  neededAskedShare: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function countFollowUps(cases: readonly FollowUpCase[]): FollowUpFigures {
  let asked = 0;
  let notNeeded = 0;
  let needed = 0;
  let neededAsked = 0;
  for (const c of cases) {
    const made = c.asked === undefined ? undefined : addressed(c.labels[c.asked]);
    if (made !== undefined) asked++;
    if (made) notNeeded++;
    if (c.labels.some((label, i) => c.askIfMissing[i] && !addressed(label))) {
      needed++;
      if (made === false) neededAsked++;
    }
  }
  return {
    answers: cases.length,
    asked,
    notNeeded,
    needed,
    neededAsked,
    notNeededShare: ratio(notNeeded, asked),
    neededAskedShare: ratio(neededAsked, needed),
  };
}

const QUESTIONS = new Map(LIBRARY_QUESTIONS.map((q) => [q.id, q]));

/** What the rule decides for one labelled answer, saved alone as a library question's answer. */
export function followUpCase(answer: LabelledAnswer): FollowUpCase {
  const question = QUESTIONS.get(answer.questionId);
  if (!question) throw new Error(`No library question ${answer.questionId}`);
  const decision = decideFollowUp({
    transcripts: [answer.transcript],
    rubric: question.rubric,
    probes: question.probes,
    maxFollowUps: 1,
    askedPoints: [],
    askedInInterview: 0,
    interviewCap: 3,
  });
  return {
    labels: answer.labels,
    askIfMissing: question.rubric.map((_, i) => question.probes?.[i]?.askIfMissing ?? false),
    ...(decision.reason === 'asked' ? { asked: decision.point } : {}),
  };
}

export type FollowUpSplits = Record<Extract<Split, 'fresh2' | 'fresh' | 'test'>, FollowUpFigures>;

/** The newest held-out split (the headline) and the older ones of the same questions. */
export function followUpFigures(): FollowUpSplits {
  const on = (split: Split) => countFollowUps(loadSplit(split).map(followUpCase));
  return { fresh2: on('fresh2'), fresh: on('fresh'), test: on('test') };
}
