import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { AttemptDoc } from '../../shared/contract/collections';
import type { QuestionTiming } from '../../shared/interview-timing';
import { freshTake, isEndedPastGrace, isPastDeadline, publicAttempt, startOf } from './clock';

const timing: QuestionTiming = {
  thinkTimeSec: 30,
  answerLimitSec: 60,
  retakes: 2,
  answerMode: 'either',
};
const at = (ms: number) => Timestamp.fromMillis(ms);
const T0 = Date.parse('2026-11-22T10:00:00.000Z');

function attempt(over: Partial<AttemptDoc> = {}): AttemptDoc {
  return {
    questionId: 'q1',
    take: 1,
    takeId: 'abcdefghijklmnop',
    shownAt: at(T0),
    startedAt: null,
    deadlineAt: null,
    endedAt: null,
    retakesUsed: 0,
    ...over,
  };
}

describe('freshTake', () => {
  it('with think time: shown now, not started, the deadline already set (think end + limit); a 16-character take id', () => {
    const take = freshTake(timing, at(T0));
    expect(take).toMatchObject({
      shownAt: at(T0),
      startedAt: null,
      deadlineAt: at(T0 + 30_000 + 60_000),
      endedAt: null,
    });
    expect(take.takeId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(freshTake(timing, at(T0)).takeId).not.toBe(take.takeId);
  });

  it('without think time: answering starts at once and the deadline runs', () => {
    const take = freshTake({ ...timing, thinkTimeSec: 0 }, at(T0));
    expect(take.startedAt).toEqual(at(T0));
    expect(take.deadlineAt).toEqual(at(T0 + 60_000));
    expect(freshTake({ ...timing, thinkTimeSec: 0, answerLimitSec: null }, at(T0)).deadlineAt).toBe(
      null,
    );
  });
});

describe('startOf', () => {
  it('now while think time runs; its end when the tab asks later (no time given back)', () => {
    expect(startOf(attempt(), timing, at(T0 + 10_000))).toEqual(at(T0 + 10_000));
    expect(startOf(attempt(), timing, at(T0 + 500_000))).toEqual(at(T0 + 30_000));
  });
});

describe('limits', () => {
  it('past the deadline only after the grace; no deadline never passes', () => {
    const running = attempt({ startedAt: at(T0), deadlineAt: at(T0 + 60_000) });
    expect(isPastDeadline(running, timing, T0 + 60_000 + 15_000)).toBe(false);
    expect(isPastDeadline(running, timing, T0 + 60_000 + 15_000 + 1)).toBe(true);
    const untimed = { ...timing, answerLimitSec: null };
    expect(isPastDeadline(attempt({ startedAt: at(T0) }), untimed, T0 + 10 * 86_400_000)).toBe(
      false,
    );
  });

  it('a take stored while thinking without a deadline runs out think time + limit after it was shown', () => {
    const thinking = attempt();
    expect(isPastDeadline(thinking, timing, T0 + 90_000 + 15_000)).toBe(false);
    expect(isPastDeadline(thinking, timing, T0 + 90_000 + 15_000 + 1)).toBe(true);
  });

  it('an ended take takes late chunks during the grace only', () => {
    const ended = attempt({ endedAt: at(T0) });
    expect(isEndedPastGrace(ended, T0 + 15_000)).toBe(false);
    expect(isEndedPastGrace(ended, T0 + 15_000 + 1)).toBe(true);
    expect(isEndedPastGrace(attempt(), T0 + 10 * 86_400_000)).toBe(false);
  });
});

describe('publicAttempt', () => {
  it('ISO times, ended as a flag, the retakes left', () => {
    const a = attempt({
      take: 2,
      retakesUsed: 1,
      startedAt: at(T0 + 30_000),
      deadlineAt: at(T0 + 90_000),
      endedAt: at(T0 + 80_000),
    });
    expect(publicAttempt(a, timing)).toEqual({
      questionId: 'q1',
      take: 2,
      takeId: 'abcdefghijklmnop',
      shownAt: '2026-11-22T10:00:00.000Z',
      startedAt: '2026-11-22T10:00:30.000Z',
      deadlineAt: '2026-11-22T10:01:30.000Z',
      ended: true,
      retakesLeft: 1,
    });
    expect(publicAttempt(attempt(), timing)).toMatchObject({
      startedAt: null,
      deadlineAt: null,
      ended: false,
      retakesLeft: 2,
    });
  });
});
