// Measures the local engine against the hand-labelled answers in eval/answers.ts: how well it
// tells a rubric point the answer addresses (covered or partly) from one it misses, and how long
// an answer takes. Used by the unit test (which fails below the targets) and the bench.
import { LIBRARY_QUESTIONS } from '../../shared/question-library';
import { EVAL_ANSWERS } from './eval/answers';
import { analyseAnswer } from './local-engine';

export function rubricOf(questionId: string): readonly string[] {
  const question = LIBRARY_QUESTIONS.find((q) => q.id === questionId);
  if (!question) throw new Error(`No library question ${questionId}`);
  return question.rubric;
}

export function evaluate() {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let points = 0;
  const ms: number[] = [];
  // The first call loads the model (once per process): timed apart from the answers.
  const loadStarted = performance.now();
  analyseAnswer({ transcript: 'Warm up.', rubric: ['Loads the model'] });
  const firstCallMs = performance.now() - loadStarted;
  for (const answer of EVAL_ANSWERS) {
    const started = performance.now();
    const insights = analyseAnswer({
      transcript: answer.transcript,
      rubric: rubricOf(answer.questionId),
    });
    ms.push(performance.now() - started);
    insights.coverage.forEach((item, i) => {
      points++;
      const predicted = item.status !== 'missing';
      const labelled = answer.labels[i] !== 'missing';
      if (predicted && labelled) truePositive++;
      else if (predicted) falsePositive++;
      else if (labelled) falseNegative++;
    });
  }
  ms.sort((a, b) => a - b);
  return {
    answers: EVAL_ANSWERS.length,
    points,
    precision: truePositive / Math.max(1, truePositive + falsePositive),
    recall: truePositive / Math.max(1, truePositive + falseNegative),
    medianMs: ms[Math.floor(ms.length / 2)],
    firstCallMs,
  };
}
