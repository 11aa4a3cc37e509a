import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAttempt } from '@shared/contract/endpoints/candidate';
import {
  clockOffset,
  passedAnnouncement,
  practiceAttempt,
  practiceStarted,
  secondsLeft,
  stageOf,
  startCountdown,
} from './question-clock';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const attempt = (over: Partial<PublicAttempt> = {}): PublicAttempt => ({
  questionId: 'q1',
  take: 1,
  takeId: 'abcdefghijklmnop',
  shownAt: new Date(T0).toISOString(),
  startedAt: null,
  deadlineAt: null,
  ended: false,
  retakesLeft: 1,
  ...over,
});

describe('stageOf', () => {
  it('thinks until shownAt plus think time, then answers until the deadline (or without one)', () => {
    expect(stageOf(attempt(), 30)).toEqual({ stage: 'thinking', endsAt: T0 + 30_000 });
    const started = attempt({
      startedAt: new Date(T0 + 5_000).toISOString(),
      deadlineAt: new Date(T0 + 65_000).toISOString(),
    });
    expect(stageOf(started, 30)).toEqual({ stage: 'answering', endsAt: T0 + 65_000 });
    expect(stageOf({ ...started, deadlineAt: null }, 30)).toEqual({
      stage: 'answering',
      endsAt: null,
    });
    expect(stageOf({ ...started, ended: true }, 30)).toEqual({ stage: 'ended' });
  });
});

describe('clock arithmetic', () => {
  it('measures the server clock against the browser and rounds seconds left up', () => {
    expect(clockOffset(new Date(T0 + 2_500).toISOString(), T0)).toBe(2_500);
    expect(clockOffset(new Date(T0 - 1_000).toISOString(), T0)).toBe(-1_000);
    expect(secondsLeft(T0 + 10_000, T0)).toBe(10);
    expect(secondsLeft(T0 + 10_000, T0 + 1)).toBe(10);
    expect(secondsLeft(T0 + 10_000, T0 + 1_001)).toBe(9);
    expect(secondsLeft(T0, T0 + 5_000)).toBe(0);
  });

  it('announces 30 s and 10 s once each as they pass, never a resumed starting point', () => {
    expect(passedAnnouncement(31, 30)).toBe(30);
    expect(passedAnnouncement(30, 29)).toBeNull();
    expect(passedAnnouncement(11, 10)).toBe(10);
    // A throttled tab skipping seconds still announces the point it passed.
    expect(passedAnnouncement(33, 27)).toBe(30);
    expect(passedAnnouncement(40, 5)).toBe(10);
    expect(passedAnnouncement(null, 30)).toBeNull();
    expect(passedAnnouncement(1, 0)).toBeNull();
  });
});

describe('startCountdown (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks each whole second down to zero, then calls onZero exactly once', () => {
    const ticks: number[] = [];
    const onZero = vi.fn();
    startCountdown(T0 + 3_000, Date.now, (s) => ticks.push(s), onZero);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([3, 2]);
    expect(onZero).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(onZero).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(ticks).toEqual([3, 2, 1, 0]);
  });

  it('counts on the corrected clock: a browser 5 s behind the server ends 5 s earlier', () => {
    const onZero = vi.fn();
    const serverNow = () => Date.now() + 5_000;
    startCountdown(T0 + 8_000, serverNow, () => {}, onZero);
    vi.advanceTimersByTime(2_900);
    expect(onZero).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('a deadline already past (time ran out while away) calls onZero at once', () => {
    const onZero = vi.fn();
    const ticks: number[] = [];
    startCountdown(T0 - 60_000, Date.now, (s) => ticks.push(s), onZero);
    expect(ticks).toEqual([0]);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('stops when asked: no more ticks, no onZero', () => {
    const onZero = vi.fn();
    const onTick = vi.fn();
    const stop = startCountdown(T0 + 2_000, Date.now, onTick, onZero);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(onZero).not.toHaveBeenCalled();
  });
});

describe('practice take', () => {
  it('thinks 10 s, then starts at the button or when think time ran out, with a 60 s limit', () => {
    const take = practiceAttempt(T0);
    expect(take).toMatchObject({ questionId: 'practice', startedAt: null, deadlineAt: null });
    expect(stageOf(take, 10)).toEqual({ stage: 'thinking', endsAt: T0 + 10_000 });
    const early = practiceStarted(take, T0 + 4_000);
    expect(early.startedAt).toBe(new Date(T0 + 4_000).toISOString());
    expect(early.deadlineAt).toBe(new Date(T0 + 64_000).toISOString());
    // Think time that ran out while the tab slept is not given back.
    const late = practiceStarted(take, T0 + 25_000);
    expect(late.startedAt).toBe(new Date(T0 + 10_000).toISOString());
    expect(practiceStarted(early, T0 + 30_000)).toBe(early);
  });
});
