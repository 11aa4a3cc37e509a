// The evidence classifier's training procedure, shared by the trainer (train.ts) and its
// cross-validation (cv.ts) so that what is measured is exactly what ships. Every choice is made
// from out-of-fold predictions, folds grouped by question: an answer's own question never tunes
// the model that judges it, so the chosen thresholds hold on questions the model has not seen.
import type { Model } from '../../functions/src/features/insights/evidence-classifier';
import { probability } from '../../functions/src/features/insights/evidence-classifier';
import { readEvidence } from '../../functions/src/features/insights/local-engine';
import type { CoverageStatus } from '../../functions/src/shared/schemas/insights';
import type { LabelledAnswer } from './dataset';
import { addressed, rubricOf } from './dataset';
import { fitLogistic, logLoss } from './fit';

/** The pooled out-of-fold precision the "addressed" call aims at… */
export const TARGET_PRECISION = 0.87;
/** …unless that leaves less than this recall: then recall is kept, and precision is what it is. */
export const MIN_RECALL = 0.66;
/**
 * …and at most this share of the traps (points the labellers agreed were not made, in answers
 * written to tempt the engine with the point's words) accepted, while the recall floor allows it.
 */
const TRAP_CAP = 0.1;
/**
 * A trap weighs this many ordinary points in the fit: a trap shares the point's words by design,
 * so it is where the features that tell a point made from its look-alike are learned.
 */
const TRAP_WEIGHT = 3;
const PENALTIES = [0.001, 0.01, 0.03, 0.1];
/** Folds for choosing the penalty and thresholds inside one training set. */
const INNER_FOLDS = 5;

export interface Example {
  questionId: string;
  features: number[];
  /** The point's telling word is said only where the answer disowns it: never evidence. */
  disowned: boolean;
  label: CoverageStatus;
  /** A trap point the labellers agreed was not made. */
  trap: boolean;
  /** The trap's kind (negation, opposite, keyword, agent), for a trap. */
  trapKind?: string;
}

export function examples(answers: readonly LabelledAnswer[], useListenFor: boolean): Example[] {
  return answers.flatMap((answer) =>
    readEvidence(answer.transcript, rubricOf(answer.questionId), { useListenFor }).points.map(
      (p, i) => ({
        questionId: answer.questionId,
        features: p.features,
        disowned: p.disowned || p.evidence.length === 0,
        label: answer.labels[i],
        trap: !addressed(answer.labels[i]) && answer.trapPoints.some((t) => t.point === i),
        trapKind: addressed(answer.labels[i])
          ? undefined
          : answer.trapPoints.find((t) => t.point === i)?.kind,
      }),
    ),
  );
}

/**
 * Questions dealt into k folds, in id order round-robin, so each fold holds every type and level.
 * Returns each question's fold.
 */
export function foldsByQuestion(set: readonly Example[], k: number): Map<string, number> {
  const ids = [...new Set(set.map((e) => e.questionId))].sort();
  return new Map(ids.map((id, n) => [id, n % k]));
}

const targets = (set: readonly Example[]) => set.map((e) => (addressed(e.label) ? 1 : 0));

type Weights = Omit<Model, 'found' | 'some'>;

const fit = (set: readonly Example[], l2: number): Weights =>
  fitLogistic(
    set.map((e) => e.features),
    targets(set),
    { l2, rowWeights: set.map((e) => (e.trap ? TRAP_WEIGHT : 1)) },
  );

/** The model's probability, with a disowned point held at zero as the engine holds it. */
export const scoreOf = (e: Example, w: Weights) =>
  e.disowned ? 0 : probability(e.features, { ...w, found: 1, some: 1 });

/**
 * The lowest threshold whose calls keep the target precision and accept no more than the trap cap
 * (the most recall that allows), or, when that recall is under the floor, the highest threshold
 * that reaches the floor.
 */
export function thresholdFor(
  scored: readonly { p: number; yes: boolean; trap: boolean }[],
  target: number,
  minRecall: number,
  trapCap = TRAP_CAP,
): number {
  const sorted = [...scored].sort((a, b) => b.p - a.p);
  const positives = sorted.filter((s) => s.yes).length;
  const traps = sorted.filter((s) => s.trap).length;
  let tp = 0;
  let accepted = 0;
  let precise = 1;
  let precisePoint = 0;
  let floor = 0;
  sorted.forEach((s, k) => {
    if (s.yes) tp++;
    if (s.trap) accepted++;
    const nextDiffers = k === sorted.length - 1 || sorted[k + 1].p < s.p;
    if (!nextDiffers || s.p <= 0) return;
    if (tp / (k + 1) >= target && accepted <= trapCap * traps) [precise, precisePoint] = [s.p, tp];
    if (floor === 0 && tp >= minRecall * positives) floor = s.p;
  });
  return precisePoint >= minRecall * positives || floor === 0 ? precise : floor;
}

export interface Trained extends Model {
  l2: number;
  points: number;
}

/**
 * Fits the classifier on `set`: the penalty with the lowest out-of-fold log loss, the "some
 * evidence" threshold that keeps the target precision (or the recall floor) over the pooled
 * out-of-fold calls, then the weights refitted on all of `set`.
 */
export function train(
  set: readonly Example[],
  target = TARGET_PRECISION,
  minRecall = MIN_RECALL,
): Trained {
  const fold = foldsByQuestion(set, INNER_FOLDS);
  let chosen: { l2: number; loss: number; scored: number[] } | undefined;
  for (const l2 of PENALTIES) {
    const scored = new Array<number>(set.length);
    for (let f = 0; f < INNER_FOLDS; f++) {
      const w = fit(
        set.filter((e) => fold.get(e.questionId) !== f),
        l2,
      );
      set.forEach((e, i) => {
        if (fold.get(e.questionId) === f) scored[i] = scoreOf(e, w);
      });
    }
    const loss = logLoss(scored, targets(set));
    if (!chosen || loss < chosen.loss) chosen = { l2, loss, scored };
  }
  const { l2, scored } = chosen!;
  const some = thresholdFor(
    scored.map((p, i) => ({ p, yes: addressed(set[i].label), trap: set[i].trap })),
    target,
    minRecall,
  );
  // "Evidence found" rather than "some evidence": the threshold that best separates covered from
  // partly among the out-of-fold points called addressed, kept only if it clearly beats calling
  // them all covered.
  const called = scored.flatMap((p, i) => (p >= some ? [{ p, label: set[i].label }] : []));
  const accuracyAt = (found: number) =>
    called.filter((s) => (s.p >= found ? 'covered' : 'partly') === s.label).length /
    Math.max(1, called.length);
  let found = some;
  for (const s of called) if (accuracyAt(s.p) > accuracyAt(found) + 0.05) found = s.p;
  return { ...fit(set, l2), found, some, l2, points: set.length };
}
