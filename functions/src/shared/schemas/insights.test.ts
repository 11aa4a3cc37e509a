import { describe, expect, it } from 'vitest';
import { answerInsightsSchema } from './insights';

const quote = { text: 'We added a cache.', start: 0, end: 17 };
const valid = {
  coverage: [{ point: 'Adds a cache', status: 'covered', quotes: [quote] }],
  summary: [{ sentence: 'We added a cache.', quote }],
  delivery: {
    mode: 'typed',
    words: 4,
    speakingMs: null,
    wordsPerMinute: null,
    longPauses: 0,
    fillerRate: 0,
  },
  engine: { name: 'local', version: '1' },
};

describe('answerInsightsSchema', () => {
  it('accepts an engine result', () => {
    expect(answerInsightsSchema.parse(valid)).toEqual(valid);
  });

  it('refuses an unknown status, a fifth summary sentence, unknown fields and an unknown engine', () => {
    const bad = (patch: object) => answerInsightsSchema.safeParse({ ...valid, ...patch }).success;
    expect(bad({ coverage: [{ point: 'x', status: 'maybe', quotes: [] }] })).toBe(false);
    expect(bad({ summary: Array(5).fill(valid.summary[0]) })).toBe(false);
    expect(bad({ extra: true })).toBe(false);
    expect(bad({ engine: { name: 'gpt', version: '1' } })).toBe(false);
    expect(bad({ engine: { name: 'llm', version: 'a-model' } })).toBe(true);
  });

  it('marks an answer with too little text by `true` alone', () => {
    const ok = (patch: object) => answerInsightsSchema.safeParse({ ...valid, ...patch }).success;
    expect(ok({ tooLittleText: true })).toBe(true);
    expect(ok({ tooLittleText: false })).toBe(false);
    expect(ok({ tooLittleText: 'yes' })).toBe(false);
  });
});
