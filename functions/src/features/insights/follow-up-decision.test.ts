import { describe, expect, it } from 'vitest';
import { decideFollowUp, joinedAnswers } from './follow-up-decision';
import type { FollowUpDecisionInput } from './follow-up-decision';

const rubric = [
  'Measures the problem before changing anything (profiling, metrics, logs)',
  'Describes the change they made and why it was chosen',
  'States the result with a number',
];
const probes = [
  { prompt: 'What did you measure before you changed anything?', askIfMissing: true },
  { prompt: 'Why did you choose that change?', askIfMissing: false },
  { prompt: 'How much faster was it afterwards?', askIfMissing: true },
];
const noMeasuring =
  'Our checkout page was slow, so I rewrote the product query to fetch everything in one call ' +
  'instead of one call per item, because the loop was obviously wasteful. After the change the ' +
  'page loaded in under a second instead of four seconds, which cut abandoned carts by a fifth.';
const measuring =
  'Before touching anything I profiled the checkout page and looked at our latency metrics and ' +
  'the slow query logs, which showed one database call per item in the cart.';

const input = (over: Partial<FollowUpDecisionInput> = {}): FollowUpDecisionInput => ({
  transcripts: [noMeasuring],
  rubric,
  probes,
  maxFollowUps: 1,
  askedPoints: [],
  askedInInterview: 0,
  interviewCap: 3,
  ...over,
});

describe('decideFollowUp', () => {
  it('asks about a point marked "ask if missing" that the answer gives no evidence for', () => {
    const decision = decideFollowUp(input());
    expect(decision).toMatchObject({ reason: 'asked', point: 0 });
    expect(decision.missingPoints).toContain(0);
    expect(decision.engineVersion).toMatch(/^\d+\+wink-eng-lite-web-model@/);
    expect(decision.answerSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the follow-ups together with the answer: evidence given there asks nothing more', () => {
    const decision = decideFollowUp(
      input({ transcripts: [noMeasuring, measuring], askedPoints: [0], maxFollowUps: 2 }),
    );
    expect(decision.reason).toBe('covered');
    expect(decision.point).toBeUndefined();
  });

  it('never asks about a point without "ask if missing", or one already asked about', () => {
    const onlyUnticked = [null, probes[1], null];
    expect(decideFollowUp(input({ probes: onlyUnticked })).reason).toBe('none-askable');
    expect(decideFollowUp(input({ probes: undefined })).reason).toBe('none-askable');
    const asked = decideFollowUp(input({ probes: [probes[0], null, null], askedPoints: [0] }));
    expect(asked.reason).toBe('none-askable');
  });

  it('keeps to 1 follow-up per question by default, 0 to 2 as the set says, and 3 per interview', () => {
    expect(decideFollowUp(input({ maxFollowUps: 0 })).reason).toBe('question-cap');
    expect(decideFollowUp(input({ maxFollowUps: undefined })).reason).toBe('question-cap');
    expect(decideFollowUp(input({ askedPoints: [2], maxFollowUps: 1 })).reason).toBe(
      'question-cap',
    );
    expect(decideFollowUp(input({ askedPoints: [2], maxFollowUps: 2 })).reason).toBe('asked');
    expect(decideFollowUp(input({ askedInInterview: 3 })).reason).toBe('interview-cap');
    expect(decideFollowUp(input({ askedInInterview: 2 })).reason).toBe('asked');
  });

  it('asks nothing when the org switched follow-ups off, or the answer is too short to judge', () => {
    expect(decideFollowUp(input({ interviewCap: 0 })).reason).toBe('off');
    expect(decideFollowUp(input({ transcripts: ['I made it faster.'] })).reason).toBe(
      'too-little-text',
    );
  });

  it('gives the same decision for the same words', () => {
    expect(decideFollowUp(input())).toEqual(decideFollowUp(input()));
  });
});

describe('joinedAnswers', () => {
  it('ends every answer with a sentence stop so none runs into the next', () => {
    expect(joinedAnswers(['first answer', ' second one. ', '', 'third?'])).toBe(
      'first answer. second one. third?',
    );
  });
});
