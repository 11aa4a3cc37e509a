// Choosing the follow-up rule on train + dev only, out of fold: 6 folds grouped by question, each
// fold's evidence models (weights and "some evidence" threshold) trained by the shipped procedure
// on the other folds, so no answer is judged by a model or a threshold that saw its question. Each
// answer is decided as the save decides it alone (the library's ticks, 1 follow-up, none asked
// before, too-little-text asks nothing) and counted against the labels. The held-out splits are
// not read here.
// print-follow-up-cv.ts prints the figures.
import { joinedAnswers } from '../../functions/src/features/insights/follow-up-decision';
import { listenForPoint } from '../../functions/src/features/insights/listen-for';
import { tooLittleText } from '../../functions/src/features/insights/too-little-text';
import { LIBRARY_QUESTIONS } from '../../functions/src/shared/question-library';
import type { LabelledAnswer } from './dataset';
import { loadSplit } from './dataset';
import type { FollowUpCase, FollowUpFigures } from './follow-ups';
import { countFollowUps } from './follow-ups';
import { examples, foldsByQuestion, scoreOf, train } from './procedure';

const FOLDS = 6;
/** The target for follow-ups about a point the answer made: at most this share of those asked. */
const NOT_NEEDED_CAP = 0.15;

/** An askable point (ticked, with a prompt) as a rule sees it: out-of-fold probability and "some". */
export interface Reading {
  point: number;
  p: number;
  some: number;
}

export interface OutOfFoldAnswer {
  labels: LabelledAnswer['labels'];
  askIfMissing: boolean[];
  tooLittle: boolean;
  /** The askable points in rubric order. */
  askable: Reading[];
}

/** Every train + dev answer with its askable points' out-of-fold probabilities. */
export function outOfFold(): OutOfFoldAnswer[] {
  const answers = [...loadSplit('train'), ...loadSplit('dev')].map((a) => ({
    ...a,
    transcript: joinedAnswers([a.transcript]),
  }));
  const sets = { listenFor: examples(answers, true), ownWords: examples(answers, false) };
  const fold = foldsByQuestion(sets.listenFor, FOLDS);
  const scored = { listenFor: [] as Reading[], ownWords: [] as Reading[] };
  for (const kind of ['listenFor', 'ownWords'] as const) {
    const set = sets[kind];
    for (let f = 0; f < FOLDS; f++) {
      const model = train(set.filter((e) => fold.get(e.questionId) !== f));
      set.forEach((e, k) => {
        if (fold.get(e.questionId) === f)
          scored[kind][k] = { point: -1, p: scoreOf(e, model), some: model.some };
      });
    }
  }
  const questions = new Map(LIBRARY_QUESTIONS.map((q) => [q.id, q]));
  let k = 0;
  return answers.map((a) => {
    const q = questions.get(a.questionId)!;
    const askIfMissing = q.rubric.map((_, i) => q.probes?.[i]?.askIfMissing ?? false);
    const askable: Reading[] = [];
    q.rubric.forEach((point, i) => {
      const kind = listenForPoint(point).length > 0 ? 'listenFor' : 'ownWords';
      const probe = q.probes?.[i];
      if (probe?.askIfMissing && probe.prompt.trim())
        askable.push({ ...scored[kind][k + i], point: i });
    });
    k += q.rubric.length;
    return {
      labels: a.labels,
      askIfMissing,
      tooLittle: tooLittleText({ transcript: a.transcript, rubric: q.rubric }),
      askable,
    };
  });
}

type Rule = (askable: readonly Reading[], tau: number) => number | undefined;

const lowest = (rs: readonly Reading[]) =>
  rs.length === 0 ? undefined : rs.reduce((a, b) => (b.p < a.p ? b : a)).point;

/** The candidates fixed before any figure was computed. */
export const RULES: Record<string, { rule: Rule; tuned: boolean }> = {
  'A first missing in rubric order (today)': {
    rule: (rs) => rs.find((r) => r.p < r.some)?.point,
    tuned: false,
  },
  'B most surely missing': { rule: (rs) => lowest(rs.filter((r) => r.p < r.some)), tuned: false },
  'C first in rubric order under tau': {
    rule: (rs, tau) => rs.find((r) => r.p < Math.min(tau, r.some))?.point,
    tuned: true,
  },
  'D most surely missing, under tau': {
    rule: (rs, tau) => {
      const point = lowest(rs);
      const r = rs.find((x) => x.point === point);
      return r && r.p < Math.min(tau, r.some) ? point : undefined;
    },
    tuned: true,
  },
};

export function figuresOf(data: readonly OutOfFoldAnswer[], rule: Rule, tau: number) {
  return countFollowUps(
    data.map((a): FollowUpCase => {
      const asked = a.tooLittle ? undefined : rule(a.askable, tau);
      return {
        labels: a.labels,
        askIfMissing: a.askIfMissing,
        ...(asked === undefined ? {} : { asked }),
      };
    }),
  );
}

/** The highest threshold on the grid whose pooled "not needed" share keeps within the cap. */
export function chooseTau(data: readonly OutOfFoldAnswer[], rule: Rule) {
  const ps = [...new Set(data.flatMap((a) => a.askable.map((r) => r.p)))].sort((a, b) => a - b);
  const grid = ps.map((p, n) => (n + 1 < ps.length ? (p + ps[n + 1]) / 2 : p + 1e-6));
  let chosen: { tau: number; figures: FollowUpFigures } | undefined;
  for (const tau of grid) {
    const figures = figuresOf(data, rule, tau);
    if (figures.asked > 0 && figures.notNeededShare <= NOT_NEEDED_CAP) chosen = { tau, figures };
  }
  return chosen;
}
