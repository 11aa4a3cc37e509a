import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { InterviewDoc } from '../../shared/contract/collections';
import { answerIdsOf } from '../../shared/follow-up-order';
import { decideOnSave, followUpAskedBy, parentOf } from './follow-ups';

const rubric = [
  'Measures the problem before changing anything (profiling, metrics, logs)',
  'Describes the change they made and why it was chosen',
  'States the result with a number',
];
const probes = [
  { prompt: ' What did you measure before you changed anything? ', askIfMissing: true },
  null,
  { prompt: 'How much faster was it afterwards?', askIfMissing: true },
];
const noMeasuring =
  'Our checkout page was slow, so I rewrote the product query to fetch everything in one call ' +
  'instead of one call per item, because the loop was obviously wasteful. After the change the ' +
  'page loaded in under a second instead of four seconds, which cut abandoned carts by a fifth.';
const measuring =
  'Before touching anything I profiled the checkout page and looked at our latency metrics and ' +
  'the slow query logs, which showed one database call per item in the cart.';

const now = Timestamp.fromMillis(1_800_000_000_000);
const interview = (over: Partial<InterviewDoc> = {}) =>
  ({
    questions: [
      { id: 'intro', text: 'Hello?', rubric: [] },
      { id: 'perf', text: 'A slow page?', rubric, probes, maxFollowUps: 2, answerMode: 'type' },
    ],
    maxFollowUps: 3,
    ...over,
  }) as InterviewDoc;

describe('decideOnSave', () => {
  it('asks fu-<position>-1 about the first missing point, with 10 s / 90 s and the parent’s mode', () => {
    const outcome = decideOnSave(interview(), 'perf', [noMeasuring], now)!;
    expect(outcome.asked).toEqual({
      id: 'fu-2-1',
      parentId: 'perf',
      point: 0,
      pointText: rubric[0],
      prompt: 'What did you measure before you changed anything?',
      askedAfter: 'perf',
      askedAt: now,
      thinkTimeSec: 10,
      answerLimitSec: 90,
      answerMode: 'type',
    });
    expect(outcome.decision).toMatchObject({
      asked: true,
      reason: 'asked',
      followUpId: 'fu-2-1',
      point: 0,
      decidedAt: now,
    });
    expect(outcome.decision.answerSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads a follow-up's answer with its question's, and numbers the next one under it", () => {
    const first = decideOnSave(interview(), 'perf', [noMeasuring], now)!.asked!;
    const after = interview({ followUps: [first] });
    expect(parentOf(after, 'fu-2-1')).toMatchObject({ position: 2, parent: { id: 'perf' } });
    expect(answerIdsOf(after.followUps, 'perf')).toEqual(['perf', 'fu-2-1']);
    const outcome = decideOnSave(after, 'fu-2-1', [noMeasuring, measuring], now)!;
    // The point asked already is not asked again; the answers together cover the rest.
    expect(outcome.decision).toMatchObject({ asked: false, reason: 'covered' });
  });

  it('asks nothing past the caps, and nothing at all on an interview without one', () => {
    const first = decideOnSave(interview(), 'perf', [noMeasuring], now)!.asked!;
    const full = interview({ maxFollowUps: 1, followUps: [first] });
    expect(decideOnSave(full, 'fu-2-1', [noMeasuring, 'It was fine.'], now)!.decision.reason).toBe(
      'interview-cap',
    );
    expect(decideOnSave(interview({ maxFollowUps: 0 }), 'perf', [noMeasuring], now)).toMatchObject({
      decision: { asked: false, reason: 'off', missingPoints: [] },
      asked: null,
    });
    expect(decideOnSave(interview({ maxFollowUps: undefined }), 'perf', [noMeasuring], now)).toBe(
      undefined,
    );
  });

  it('answers the follow-up a decision asked, as the candidate gets it', () => {
    const outcome = decideOnSave(interview(), 'perf', [noMeasuring], now)!;
    const after = interview({ followUps: [outcome.asked!], extraTime: 'plus25' });
    expect(followUpAskedBy(after, outcome.decision)).toEqual({
      id: 'fu-2-1',
      text: 'What did you measure before you changed anything?',
      hint: null,
      thinkTimeSec: 13,
      answerLimitSec: 113,
      retakes: 0,
      answerMode: 'type',
      followUpOf: 'perf',
    });
    expect(followUpAskedBy(after, undefined)).toBeNull();
  });
});
