import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerInsightsSchema } from '../../shared/schemas/insights';
import { EVAL_ANSWERS } from './eval/answers';
import { evaluate, rubricOf } from './evaluate';
import { analyseAnswer, WINK_MODEL_VERSION } from './local-engine';

const statusOf = (transcript: string, point: string) =>
  analyseAnswer({ transcript, rubric: [point] }).coverage[0].status;

describe('analyseAnswer', () => {
  it('quotes only exact passages of the transcript, for every evaluation answer', () => {
    for (const answer of EVAL_ANSWERS) {
      const { transcript } = answer;
      const insights = analyseAnswer({ transcript, rubric: rubricOf(answer.questionId) });
      expect(answerInsightsSchema.parse(insights)).toEqual(insights);
      const quotes = [
        ...insights.coverage.flatMap((c) => c.quotes),
        ...insights.summary.map((s) => s.quote),
      ];
      for (const q of quotes) expect(transcript.slice(q.start, q.end)).toBe(q.text);
      for (const q of quotes) expect(q.offsetMs).toBeUndefined();
      expect(insights.coverage.map((c) => c.point)).toEqual(rubricOf(answer.questionId));
      const sentences = transcript.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      expect(insights.summary.length).toBeLessThanOrEqual(4);
      if (sentences >= 2) expect(insights.summary.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('quotes exact passages of awkward text, with times when the answer was spoken', () => {
    const transcript =
      'Um…  threads\u00a0share memory — processes don’t!\n\nWe “never” cached 😅 anything.   ' +
      'Locks avoid data races, e.g. with a mutex?Yes. 301 or 302 redirects.';
    const cut = [0, 48, 79, 128];
    const phrases = cut.map((at, i) => ({
      text: transcript.slice(at, cut[i + 1]),
      offsetMs: i * 4000,
      durationMs: 3000,
    }));
    const rubric = [
      'Threads share memory',
      'Locks avoid data races',
      'Redirects with HTTP 301 or 302',
      'Caches reads',
    ];
    const insights = analyseAnswer({ transcript, rubric, phrases });
    const quotes = [
      ...insights.coverage.flatMap((c) => c.quotes),
      ...insights.summary.map((s) => s.quote),
    ];
    expect(quotes.length).toBeGreaterThan(3);
    for (const q of quotes) {
      expect(transcript.slice(q.start, q.end)).toBe(q.text);
      expect(q.offsetMs).toEqual(expect.any(Number));
    }
    expect(insights.coverage.map((c) => c.status)).toEqual([
      'covered',
      'covered',
      'covered',
      'missing',
    ]);
  });

  it('does not count a sentence that negates the point as covering it', () => {
    expect(statusOf('I used a cache in front of the service.', 'Uses a cache')).toBe('covered');
    expect(statusOf("I didn't use a cache in front of the service.", 'Uses a cache')).toBe(
      'missing',
    );
    expect(statusOf('We never added any cache.', 'Adds a cache')).toBe('missing');
    const quotes = analyseAnswer({
      transcript: "We didn't cache at first. Later we added a cache for the hot reads.",
      rubric: ['Adds a cache'],
    }).coverage[0].quotes;
    expect(quotes.map((q) => q.text)).toEqual(['Later we added a cache for the hot reads.']);
  });

  it('matches synonyms and inflections, not only the rubric’s words', () => {
    const point = 'A load balancer spreads requests across several identical servers';
    expect(statusOf('It divides the traffic between multiple machines.', point)).not.toBe(
      'missing',
    );
    expect(statusOf('Creating threads is cheaper.', 'Threads are lightweight to create')).toBe(
      'covered',
    );
    expect(statusOf('I like pizza and long walks.', point)).toBe('missing');
  });

  it('reports delivery for a spoken answer from its timed phrases', () => {
    const phrases = [
      { text: 'Um, a process has its own memory.', offsetMs: 0, durationMs: 3000 },
      { text: 'Threads, uh, share it.', offsetMs: 3500, durationMs: 2000 },
      { text: 'You know, they need locks.', offsetMs: 8000, durationMs: 2000 },
      { text: 'That is all.', offsetMs: 12_000, durationMs: 3000 },
    ];
    const transcript = phrases.map((p) => p.text).join(' ');
    const insights = analyseAnswer({ transcript, rubric: ['Threads need locks'], phrases });
    expect(insights.delivery).toEqual({
      mode: 'spoken',
      words: 19,
      speakingMs: 15_000,
      wordsPerMinute: 76, // 19 words in 15 s
      longPauses: 2, // 5.5 → 8 s and 10 → 12 s; 3 → 3.5 s is not long
      fillerRate: 15.8, // um, uh, you know: 3 of 19 words
    });
    // The point's words are spread over two sentences: both are quoted, each where it was said.
    expect(insights.coverage[0].quotes.map((q) => [q.text, q.offsetMs])).toEqual([
      ['Threads, uh, share it.', 3500],
      ['You know, they need locks.', 8000],
    ]);
    expect(answerInsightsSchema.safeParse(insights).success).toBe(true);
  });

  it('reports a typed answer without timing', () => {
    const insights = analyseAnswer({
      transcript: 'Threads share memory. Processes do not.',
      rubric: [],
    });
    expect(insights.delivery).toMatchObject({
      mode: 'typed',
      words: 6,
      speakingMs: null,
      wordsPerMinute: null,
      longPauses: 0,
    });
    expect(insights.summary.map((s) => s.sentence)).toEqual([
      'Threads share memory.',
      'Processes do not.',
    ]);
  });

  it('marks every point missing for an empty transcript', () => {
    const insights = analyseAnswer({ transcript: '  ', rubric: ['Uses a cache', 'Adds an index'] });
    expect(insights.coverage.map((c) => c.status)).toEqual(['missing', 'missing']);
    expect(insights.summary).toEqual([]);
    expect(insights.delivery.words).toBe(0);
    expect(insights.delivery.fillerRate).toBe(0);
  });

  it('names the installed wink model version', () => {
    // Resolved as the functions workspace resolves it (vitest runs from the repository root).
    const require = createRequire(resolve('functions', 'package.json'));
    const pkg = JSON.parse(
      readFileSync(require.resolve('wink-eng-lite-web-model/package.json'), 'utf8'),
    ) as { version: string };
    expect(WINK_MODEL_VERSION).toBe(pkg.version);
    expect(analyseAnswer({ transcript: '', rubric: [] }).engine.version).toContain(pkg.version);
  });
});

describe('evaluation set', () => {
  it('labels every rubric point of its library question', () => {
    expect(EVAL_ANSWERS.length).toBeGreaterThanOrEqual(40);
    for (const answer of EVAL_ANSWERS)
      expect(answer.labels).toHaveLength(rubricOf(answer.questionId).length);
  });

  it('meets the coverage targets: precision ≥ 0.8, recall ≥ 0.7, ≤ 200 ms per answer', () => {
    const result = evaluate();
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.7);
    expect(result.medianMs).toBeLessThanOrEqual(200);
  });
});
