// Measures an engine's findings against the settled labels of one split: precision, recall and F1
// of "the answer makes this point" (covered or partly), recall on points made in words unlike the
// rubric's, the share of traps wrongly accepted, 3-class accuracy, and time per answer.
import type { CoverageStatus } from '../../functions/src/shared/schemas/insights';
import type { LabelledAnswer } from './dataset';
import { addressed, rubricOf } from './dataset';

export type Engine = (transcript: string, rubric: readonly string[]) => CoverageStatus[];

export interface Figures {
  answers: number;
  points: number;
  precision: number;
  recall: number;
  f1: number;
  paraphraseRecall: number;
  paraphrasePoints: number;
  trapsAccepted: number;
  traps: number;
  accuracy3: number;
  medianMs: number;
  recallByType: Record<string, number>;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function measure(engine: Engine, answers: readonly LabelledAnswer[]): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let points = 0;
  let same3 = 0;
  let paraphraseHit = 0;
  let paraphraseAll = 0;
  let trapHit = 0;
  let trapAll = 0;
  const byType: Record<string, { hit: number; all: number }> = {};
  const ms: number[] = [];
  for (const answer of answers) {
    const rubric = rubricOf(answer.questionId);
    const started = performance.now();
    const statuses = engine(answer.transcript, rubric);
    ms.push(performance.now() - started);
    const type = answer.questionId.split('-')[0];
    byType[type] ??= { hit: 0, all: 0 };
    statuses.forEach((status, i) => {
      const label = answer.labels[i];
      const predicted = addressed(status);
      const labelled = addressed(label);
      points++;
      if (status === label) same3++;
      if (predicted && labelled) tp++;
      else if (predicted) fp++;
      else if (labelled) fn++;
      if (labelled) {
        byType[type].all++;
        if (predicted) byType[type].hit++;
      }
      if (labelled && answer.paraphrasePoints.includes(i)) {
        paraphraseAll++;
        if (predicted) paraphraseHit++;
      }
      // A trap counts where the labellers agreed the point was not made.
      if (!labelled && answer.trapPoints.some((t) => t.point === i)) {
        trapAll++;
        if (predicted) trapHit++;
      }
    });
  }
  ms.sort((a, b) => a - b);
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    answers: answers.length,
    points,
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
    paraphraseRecall: ratio(paraphraseHit, paraphraseAll),
    paraphrasePoints: paraphraseAll,
    trapsAccepted: ratio(trapHit, trapAll),
    traps: trapAll,
    accuracy3: ratio(same3, points),
    medianMs: ms[Math.floor(ms.length / 2)] ?? 0,
    recallByType: Object.fromEntries(
      Object.entries(byType).map(([type, { hit, all }]) => [type, ratio(hit, all)]),
    ),
  };
}
