import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerInsightsSchema } from '../../shared/schemas/insights';
import { EVAL_ANSWERS, rubricOf } from './eval/answers';
import { analyseAnswer, readEvidence, WINK_MODEL_VERSION } from './local-engine';

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
      // Two or three key sentences, fewer only when the answer has fewer of five words or more.
      const sentences = transcript
        .split(/[.!?](?:\s|$)/)
        .filter((s) => s.trim().split(/\s+/).length >= 5).length;
      expect(insights.summary.length).toBeLessThanOrEqual(3);
      expect(insights.summary.length).toBeGreaterThanOrEqual(Math.min(2, sentences));
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
    expect(insights.summary.length).toBe(2);
    for (const q of quotes) {
      expect(transcript.slice(q.start, q.end)).toBe(q.text);
      expect(q.offsetMs).toEqual(expect.any(Number));
    }
  });

  // None of these answers is in the labelled set the evidence model was trained on.
  const LOAD_BALANCER = [
    'A load balancer spreads requests across several identical servers',
    'Distribution strategies: round robin, least connections',
    'Health checks take failed servers out of rotation',
    'Servers should be stateless (sessions in a shared store) so any server can answer',
  ];

  it('finds evidence for points made in plain words, not the rubric’s', () => {
    const transcript =
      'So when one server is not enough, you stand up three or four copies of the same app behind something that sits in front of them. It hands each request to one of the copies, usually just taking turns, or picking the one with the fewest open connections. It also pings each copy every few seconds, and if one stops answering it stops sending it traffic. And you keep the login sessions in Redis, not in the app’s memory, so it doesn’t matter which copy gets you.';
    const insights = analyseAnswer({ transcript, rubric: LOAD_BALANCER });
    // The third point, made without one word of the rubric's, and the fourth, made in a plain
    // clause ("you keep the login sessions in Redis") beside a negated one ("not in the app's
    // memory"), fall just under the threshold: it is chosen for precision and few traps accepted,
    // and a negation beside the point's words is what many traps look like.
    expect(insights.coverage.map((c) => c.status)).toEqual([
      'covered',
      'covered',
      'missing',
      'missing',
    ]);
    // The passage that carries the evidence, not the first one that shares a word.
    const { passages, points } = readEvidence(transcript, LOAD_BALANCER);
    const carrier = passages[points[2].evidence[0]];
    expect(transcript.slice(carrier.start, carrier.end)).toBe(
      'It also pings each copy every few seconds, and if one stops answering it stops sending it traffic.',
    );
  });

  it('finds no evidence where the answer names a subject only to disown it', () => {
    const denied = analyseAnswer({
      transcript:
        "I've heard of load balancers, but I've never actually set one up. At my last job the ops team handled all of that, so I don't really know how it works. I mostly wrote the frontend code for our dashboard and fixed bugs in it.",
      rubric: LOAD_BALANCER,
    });
    expect(denied.coverage.map((c) => c.status)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
    ]);
    const auth = analyseAnswer({
      transcript:
        'Authentication, I haven’t really worked with auth, another team did that part. I built the task list screens and the API for creating and editing tasks, with a Postgres table for tasks and one for users.',
      rubric: [
        'Defines a simple REST API: create, list, update and delete to-dos',
        'Data model: users and tasks, each task linked to its owner',
        'Authentication and checking that users only see their own tasks',
        'A single server with one database is enough to start; explains when it would change',
      ],
    });
    expect(auth.coverage[2]).toMatchObject({ status: 'missing', quotes: [] });
    const dismissed = analyseAnswer({
      transcript:
        "Postmortems, we did those after every outage, I sat in on a few, but honestly I don't think they matter much, nobody reads them afterwards and the same things break again.",
      rubric: ['Blameless postmortems whose action items are actually followed up'],
    });
    expect(dismissed.coverage[0].status).toBe('missing');
  });

  it('finds no evidence of the candidate’s own part in what someone else did', () => {
    const insights = analyseAnswer({
      transcript:
        'They found the root cause in the end, my lead did most of the digging and rolled back the release. I mostly watched and learned how he did it.',
      rubric: [
        'Describes the incident and their own role in mitigating it',
        'Mentions the postmortem and the follow-up actions taken',
      ],
    });
    expect(insights.coverage.map((c) => c.status)).toEqual(['missing', 'missing']);
  });

  it('does not count a sentence that negates the point', () => {
    const insights = analyseAnswer({
      transcript:
        "We didn't add any cache at first, I never thought we needed one. The page kept loading slowly, the same product queries ran on every request, and customers complained for weeks.",
      rubric: ['Caches hot reads in memory so repeated requests skip the database'],
    });
    expect(insights.coverage[0].status).toBe('missing');
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
    // Each key sentence is quoted where it was said.
    expect(insights.summary.map((s) => [s.quote.text, s.quote.offsetMs])).toEqual([
      ['Um, a process has its own memory.', 0],
      ['You know, they need locks.', 8000],
    ]);
    expect(answerInsightsSchema.safeParse(insights).success).toBe(true);
  });

  it('reports a typed answer without timing', () => {
    const insights = analyseAnswer({
      transcript: 'Threads share the memory of their process. Processes do not share any memory.',
      rubric: [],
    });
    expect(insights.delivery).toMatchObject({
      mode: 'typed',
      words: 13,
      speakingMs: null,
      wordsPerMinute: null,
      longPauses: 0,
    });
    expect(insights.summary.map((s) => s.sentence)).toEqual([
      'Threads share the memory of their process.',
      'Processes do not share any memory.',
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
});
