import { describe, expect, it } from 'vitest';
import type { AnswerDoc, InsightDoc, InterviewDoc } from '../../shared/contract/collections';
import { insightsForAnswer } from './insights-for-answer';
import type { ComputedInsight } from './insights-for-answer';

const transcript =
  'I would cache the reads behind a key with a short expiry. Writes invalidate the key first.';
const rubric = ['Caches reads', 'Invalidates on write'];
const interview = (aiAssist?: boolean) =>
  ({ aiAssist, questions: [{ id: 'q1', text: 'Design a cache', rubric }] }) as InterviewDoc;
const answer = (text = transcript, take?: number) =>
  ({ questionId: 'q1', transcript: text, take }) as AnswerDoc;
const computed = (a: AnswerDoc, i: InterviewDoc) => {
  const action = insightsForAnswer({
    questionId: 'q1',
    answer: a,
    interview: i,
    stored: undefined,
  });
  if (action.kind !== 'write') throw new Error(`expected a write, got ${action.kind}`);
  return action.insight;
};
const stored = (insight: ComputedInsight) => ({ ...insight, computedAt: {} }) as InsightDoc;

describe('insightsForAnswer', () => {
  it('analyses an answer against its question rubric, quoting the transcript exactly', () => {
    const insight = computed(answer(transcript, 1), interview(true));
    expect(insight.questionId).toBe('q1');
    expect(insight.take).toBe(1);
    expect(insight.transcriptSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(insight.coverage.map((c) => c.point)).toEqual(rubric);
    for (const q of insight.coverage.flatMap((c) => c.quotes))
      expect(transcript.slice(q.start, q.end)).toBe(q.text);
  });

  it('is not enabled unless the interview says aiAssist: true', () => {
    for (const i of [interview(), interview(false)])
      expect(
        insightsForAnswer({ questionId: 'q1', answer: answer(), interview: i, stored: undefined }),
      ).toEqual({ kind: 'none', reason: 'not-enabled' });
  });

  it('writes nothing for the same transcript and take, and recomputes when either changes', () => {
    const first = stored(computed(answer(transcript, 1), interview(true)));
    const again = (a: AnswerDoc) =>
      insightsForAnswer({ questionId: 'q1', answer: a, interview: interview(true), stored: first })
        .kind;
    expect(again(answer(transcript, 1))).toBe('none');
    expect(again(answer(transcript, 2))).toBe('write');
    expect(again(answer('Something else entirely.', 1))).toBe('write');
  });

  it('deletes the insights of a deleted answer, and analyses a question without a rubric', () => {
    const first = stored(computed(answer(), interview(true)));
    expect(
      insightsForAnswer({
        questionId: 'q1',
        answer: undefined,
        interview: undefined,
        stored: first,
      }),
    ).toEqual({ kind: 'delete' });
    expect(
      insightsForAnswer({
        questionId: 'q1',
        answer: undefined,
        interview: undefined,
        stored: undefined,
      }),
    ).toEqual({ kind: 'none', reason: 'no-answer' });
    const bare = { aiAssist: true, questions: [{ id: 'q1', text: 'Tell us' }] } as InterviewDoc;
    const insight = computed(answer(), bare);
    expect(insight.coverage).toEqual([]);
    expect(insight.take).toBeNull();
  });
});
