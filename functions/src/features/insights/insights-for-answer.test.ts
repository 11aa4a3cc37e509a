import { describe, expect, it } from 'vitest';
import { collections } from '../../shared/contract/collections';
import type { AnswerDoc, InsightDoc, InterviewDoc } from '../../shared/contract/collections';
import { planInsights, settleInsights } from './insights-for-answer';
import type { ComputedInsight, InsightDocs, InsightPlan } from './insights-for-answer';
import { analyseAnswer } from './local-engine';

const transcript =
  'I would cache the reads behind a key with a short expiry. Writes invalidate the key first.';
const rubric = ['Caches reads', 'Invalidates on write'];
const interview = (aiAssist?: boolean) =>
  ({ aiAssist, questions: [{ id: 'q1', text: 'Design a cache', rubric }] }) as InterviewDoc;
const answer = (text = transcript, take?: number) =>
  ({ questionId: 'q1', transcript: text, take }) as AnswerDoc;
/** The local engine's version, as it records it. */
const LOCAL = analyseAnswer({ transcript, rubric }).engine.version;
const docs = (over: Partial<InsightDocs>): InsightDocs => ({
  questionId: 'q1',
  answer: answer(),
  interview: interview(true),
  stored: undefined,
  engineVersion: LOCAL,
  ...over,
});

/** Plans, analyses with the local engine and settles on the same documents, as the trigger does. */
function computed(d: InsightDocs, note?: string): ComputedInsight {
  const plan = planInsights(d);
  if (plan.kind !== 'analyse') throw new Error(`expected an analysis, got ${plan.kind}`);
  const result = { insights: analyseAnswer(plan.input), note };
  const action = settleInsights(plan, { ...plan, questionId: d.questionId, result });
  if (action.kind !== 'write') throw new Error(`expected a write, got ${action.kind}`);
  return action.insight;
}
const stored = (insight: ComputedInsight) => ({ ...insight, computedAt: {} }) as InsightDoc;

describe('planInsights and settleInsights', () => {
  it('analyse an answer against its question rubric, quoting the transcript exactly', () => {
    const insight = computed(docs({ answer: answer(transcript, 1) }));
    expect(insight.questionId).toBe('q1');
    expect(insight.take).toBe(1);
    expect(insight.transcriptSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(insight.coverage.map((c) => c.point)).toEqual(rubric);
    expect(insight).not.toHaveProperty('note');
    for (const q of insight.coverage.flatMap((c) => c.quotes))
      expect(transcript.slice(q.start, q.end)).toBe(q.text);
  });

  it("give the engine each stored phrase with the speech service's confidence, when it had one", () => {
    const segments = [
      {
        text: 'I would cache the reads behind a key with a short expiry.',
        offsetMs: 0,
        durationMs: 4000,
        confidence: 0.31,
      },
      { text: 'Writes invalidate the key first.', offsetMs: 4000, durationMs: 2000 },
    ];
    // As the trigger reads it: through the answers collection's converter.
    const stored = collections.answers.converter.fromFirestore({
      data: () => ({
        questionId: 'q1',
        transcript,
        savedAt: { seconds: 0, nanoseconds: 0, toMillis: () => 0, toDate: () => new Date(0) },
        segments,
      }),
    });
    const plan = planInsights(docs({ answer: stored }));
    if (plan.kind !== 'analyse') throw new Error('expected an analysis');
    expect(plan.input.phrases).toEqual(segments);
  });

  it('tell the reviewer when the answer repeats a rubric point word for word, whatever the engine', () => {
    const point = 'Invalidates the cached key on every write before the database is updated';
    const pasted = `Honestly: ${point.toLowerCase()}.`;
    const d = docs({
      answer: answer(pasted),
      interview: {
        aiAssist: true,
        questions: [{ id: 'q1', text: 'Design a cache', rubric: [point] }],
      } as InterviewDoc,
    });
    expect(computed(d).rubricEcho).toEqual([
      { point, quote: { text: point.toLowerCase(), start: 10, end: 10 + point.length } },
    ]);
    expect(computed(docs({}))).not.toHaveProperty('rubricEcho');
  });

  it("read the question's rubric over its answer and its follow-ups' answers together", () => {
    const partial = 'I would cache the reads behind a key with a short expiry';
    const followUp = { questionId: 'fu-1-1', transcript: 'Writes invalidate the key first.' };
    const alone = planInsights(docs({ answer: answer(partial, 1) }));
    const joined = planInsights(
      docs({ answer: answer(partial, 1), followUpAnswers: [followUp as AnswerDoc, undefined] }),
    );
    if (alone.kind !== 'analyse' || joined.kind !== 'analyse') throw new Error('expected analyses');
    // Without a follow-up answer the text is the answer as saved; with one, both as sentences.
    expect(alone.input.transcript).toBe(partial);
    expect(joined.input.transcript).toBe(`${partial}. Writes invalidate the key first.`);
    expect(joined.transcriptSha256).not.toBe(alone.transcriptSha256);
    // A follow-up answered after the question's insights were written recomputes them.
    const first = stored(computed(docs({ answer: answer(partial, 1) })));
    const plan = (followUpAnswers: AnswerDoc[]) =>
      planInsights(docs({ answer: answer(partial, 1), followUpAnswers, stored: first })).kind;
    expect(plan([])).toBe('none');
    expect(plan([followUp as AnswerDoc])).toBe('analyse');
  });

  it('keep the reason a fallback engine answered', () => {
    const insight = computed(docs({}), 'The model was slow.');
    expect(insight.note).toBe('The model was slow.');
  });

  it('are not enabled unless the interview says aiAssist: true', () => {
    for (const i of [interview(), interview(false)])
      expect(planInsights(docs({ interview: i }))).toEqual({
        kind: 'none',
        reason: 'not-enabled',
      });
  });

  it('do nothing for the same transcript and take, and recompute when either changes', () => {
    const first = stored(computed(docs({ answer: answer(transcript, 1) })));
    const again = (a: AnswerDoc) => planInsights(docs({ answer: a, stored: first })).kind;
    expect(again(answer(transcript, 1))).toBe('none');
    expect(again(answer(transcript, 2))).toBe('analyse');
    expect(again(answer('Something else entirely.', 1))).toBe('analyse');
  });

  it('record the configured engine, and recompute once another one is configured', () => {
    const first = stored(computed(docs({ answer: answer(transcript, 1) })));
    expect(first.engineVersion).toBe(LOCAL);
    const plan = (engineVersion: string, s: InsightDoc = first) =>
      planInsights(docs({ answer: answer(transcript, 1), stored: s, engineVersion }));
    expect(plan(LOCAL)).toEqual({ kind: 'none', reason: 'unchanged' });
    // A new local engine, or a model configured: the same answer is analysed again, for it.
    expect(plan('5+wink-eng-lite-web-model@1.8.1')).toMatchObject({
      kind: 'analyse',
      engineVersion: '5+wink-eng-lite-web-model@1.8.1',
    });
    expect(plan('gpt-4o-review').kind).toBe('analyse');
    const byModel = stored(
      computed(docs({ answer: answer(transcript, 1), engineVersion: 'gpt-4o-review' })),
    );
    expect(byModel.engineVersion).toBe('gpt-4o-review');
    expect(plan('gpt-4o-review', byModel)).toEqual({ kind: 'none', reason: 'unchanged' });
    expect(plan('gpt-4.1-review', byModel).kind).toBe('analyse');
  });

  it("take a model's fallback to the local engine as computed for the model", () => {
    // The model failed and the local engine answered: engine.version is the local one's.
    const fallback = stored(
      computed(docs({ answer: answer(transcript, 1), engineVersion: 'gpt-4o-review' }), 'slow'),
    );
    expect(fallback.engine.version).toBe(LOCAL);
    expect(fallback.engineVersion).toBe('gpt-4o-review');
    const plan = (engineVersion: string) =>
      planInsights(docs({ answer: answer(transcript, 1), stored: fallback, engineVersion })).kind;
    expect(plan('gpt-4o-review')).toBe('none');
    expect(plan(LOCAL)).toBe('analyse');
  });

  it('read insights from before the configured engine was recorded by their engine.version', () => {
    const { engineVersion: _, ...legacy } = stored(
      computed(docs({ answer: answer(transcript, 1) })),
    );
    const plan = (engineVersion: string) =>
      planInsights(
        docs({ answer: answer(transcript, 1), stored: legacy as InsightDoc, engineVersion }),
      ).kind;
    expect(plan(LOCAL)).toBe('none');
    expect(plan('gpt-4o-review')).toBe('analyse');
  });

  it('store nothing when the engine configured changed while it worked', () => {
    const before = planInsights(docs({ answer: answer(transcript, 1) }));
    if (before.kind !== 'analyse') throw new Error('expected an analysis');
    const analysed = {
      ...before,
      questionId: 'q1',
      result: { insights: analyseAnswer(before.input) },
    };
    const now = planInsights(
      docs({ answer: answer(transcript, 1), engineVersion: 'gpt-4o-review' }),
    );
    expect(settleInsights(now, analysed)).toEqual({ kind: 'none', reason: 'stale' });
  });

  it('store nothing when the answer changed while the engine worked', () => {
    const before = planInsights(docs({ answer: answer(transcript, 1) }));
    if (before.kind !== 'analyse') throw new Error('expected an analysis');
    const analysed = {
      ...before,
      questionId: 'q1',
      result: { insights: analyseAnswer(before.input) },
    };
    const now = (a: AnswerDoc | undefined, s?: InsightDoc): InsightPlan =>
      planInsights(docs({ answer: a, stored: s }));
    // A retake of the same words, or other words, saved meanwhile: that save's event analyses it.
    expect(settleInsights(now(answer(transcript, 2)), analysed)).toEqual({
      kind: 'none',
      reason: 'stale',
    });
    expect(settleInsights(now(answer('Other words.', 1)), analysed).kind).toBe('none');
    // Already stored by a faster event for the same answer: not written twice.
    const done = stored(computed(docs({ answer: answer(transcript, 1) })));
    expect(settleInsights(now(answer(transcript, 1), done), analysed)).toEqual({
      kind: 'none',
      reason: 'unchanged',
    });
    // The answer deleted meanwhile: its insights go, whatever was analysed.
    expect(settleInsights(now(undefined, done), analysed)).toEqual({ kind: 'delete' });
    // A plan that wants an analysis none was made for is left to its own event.
    expect(settleInsights(now(answer(transcript, 1)))).toEqual({ kind: 'none', reason: 'stale' });
  });

  it('delete the insights of a deleted answer, and analyse a question without a rubric', () => {
    const first = stored(computed(docs({})));
    expect(planInsights(docs({ answer: undefined, interview: undefined, stored: first }))).toEqual({
      kind: 'delete',
    });
    expect(planInsights(docs({ answer: undefined, interview: undefined }))).toEqual({
      kind: 'none',
      reason: 'no-answer',
    });
    const bare = { aiAssist: true, questions: [{ id: 'q1', text: 'Tell us' }] } as InterviewDoc;
    const insight = computed(docs({ interview: bare }));
    expect(insight.coverage).toEqual([]);
    expect(insight.take).toBeNull();
  });
});
