// The engine a trigger calls, for answers with too little reliable text: neither the local engine
// nor the language model reads them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerInsightsSchema } from '../../shared/schemas/insights';
import { analyseWithConfiguredEngine } from './engine';
import { analyseAnswer } from './local-engine';

const rubric = ['Caches hot reads', 'Invalidates on writes'];
/** A model that must not be asked: nothing listens on port 9. */
const model = { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k', timeoutMs: 1000 };

afterEach(() => vi.restoreAllMocks());

describe('analyseWithConfiguredEngine on too little text', () => {
  it('marks a short answer, finds no evidence, quotes nothing and never asks the model', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const input = { transcript: 'I cache hot reads, um, and invalidate on writes.', rubric };
    const { insights, note } = await analyseWithConfiguredEngine(input, model);
    expect(fetch).not.toHaveBeenCalled();
    expect(note).toBeUndefined();
    expect(answerInsightsSchema.parse(insights)).toEqual(insights);
    expect(insights.tooLittleText).toBe(true);
    expect(insights.coverage).toEqual([
      { point: 'Caches hot reads', status: 'missing', quotes: [] },
      { point: 'Invalidates on writes', status: 'missing', quotes: [] },
    ]);
    expect(insights.summary).toEqual([]);
    expect(insights.delivery).toEqual({
      mode: 'typed',
      words: 9,
      speakingMs: null,
      wordsPerMinute: null,
      longPauses: 0,
      fillerRate: 11.1,
    });
    // Named as the local engine would name itself.
    expect(insights.engine).toEqual(analyseAnswer(input).engine);
  });

  it('marks a spoken answer the speech service doubted, keeping its delivery figures', async () => {
    const transcript =
      'I would put a cache in front of the database and invalidate it on every write.';
    const phrases = [{ text: transcript, offsetMs: 1000, durationMs: 6000, confidence: 0.3 }];
    const { insights } = await analyseWithConfiguredEngine({ transcript, rubric, phrases }, null);
    expect(insights.tooLittleText).toBe(true);
    expect(insights.coverage.map((c) => c.status)).toEqual(['missing', 'missing']);
    expect(insights.delivery).toMatchObject({ mode: 'spoken', words: 16, speakingMs: 6000 });
  });

  it('reads an answer with enough sure text as before, unmarked', async () => {
    const transcript =
      'I would put a cache in front of the database for the hot reads. Writes invalidate the key.';
    const phrases = [{ text: transcript, offsetMs: 0, durationMs: 6000, confidence: 0.9 }];
    const input = { transcript, rubric, phrases };
    const { insights } = await analyseWithConfiguredEngine(input, null);
    expect(insights).toEqual(analyseAnswer(input));
    expect(insights).not.toHaveProperty('tooLittleText');
  });
});
