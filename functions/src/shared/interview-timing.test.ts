import { describe, expect, it } from 'vitest';
import { effectiveTiming, estimatedMinutes, formatClock, settingsOf } from './interview-timing';

const timed = { thinkTimeSec: 30, answerLimitSec: 90, retakes: 2, answerMode: 'speak' } as const;

describe('settingsOf', () => {
  it('a question snapshotted before settings existed is untimed, without retakes, either mode', () => {
    expect(settingsOf({})).toEqual({
      thinkTimeSec: 0,
      answerLimitSec: null,
      retakes: 0,
      answerMode: 'either',
    });
  });

  it('keeps what a question has, including "no limit" (null)', () => {
    expect(settingsOf(timed)).toEqual(timed);
    expect(settingsOf({ answerLimitSec: null, retakes: 1 })).toEqual({
      thinkTimeSec: 0,
      answerLimitSec: null,
      retakes: 1,
      answerMode: 'either',
    });
  });
});

describe('effectiveTiming', () => {
  it('no extra time: the question as written', () => {
    expect(effectiveTiming(timed)).toEqual(timed);
    expect(effectiveTiming(timed, 'none')).toEqual(timed);
  });

  it('scales think and answer time, rounded up to whole seconds; retakes and mode stay', () => {
    expect(effectiveTiming(timed, 'plus25')).toEqual({
      ...timed,
      thinkTimeSec: 38,
      answerLimitSec: 113,
    });
    expect(effectiveTiming(timed, 'plus50')).toEqual({
      ...timed,
      thinkTimeSec: 45,
      answerLimitSec: 135,
    });
    expect(effectiveTiming(timed, 'plus100')).toEqual({
      ...timed,
      thinkTimeSec: 60,
      answerLimitSec: 180,
    });
  });

  it('a question without a limit keeps none when scaled', () => {
    expect(effectiveTiming({ ...timed, answerLimitSec: null }, 'plus50')).toMatchObject({
      thinkTimeSec: 45,
      answerLimitSec: null,
    });
  });

  it('untimed removes think time and the limit, keeping retakes and mode', () => {
    expect(effectiveTiming(timed, 'untimed')).toEqual({
      thinkTimeSec: 0,
      answerLimitSec: null,
      retakes: 2,
      answerMode: 'speak',
    });
  });

  it('a legacy question stays legacy with any extra time', () => {
    for (const extra of ['none', 'plus25', 'plus100', 'untimed'] as const)
      expect(effectiveTiming({}, extra)).toEqual(settingsOf({}));
  });
});

describe('estimatedMinutes', () => {
  it('sums think and answer time, an untimed question counting 3 minutes, rounded up', () => {
    expect(estimatedMinutes([timed])).toBe(2); // 120 s
    expect(estimatedMinutes([timed, { ...timed, thinkTimeSec: 31 }])).toBe(5); // 241 s
    expect(estimatedMinutes([settingsOf({}), settingsOf({})])).toBe(6);
  });

  it('is at least one minute, also for no questions', () => {
    expect(estimatedMinutes([])).toBe(1);
    expect(estimatedMinutes([{ ...timed, thinkTimeSec: 0, answerLimitSec: 30 }])).toBe(1);
  });
});

describe('formatClock', () => {
  it('m:ss, seconds rounded up, never below zero', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(125)).toBe('2:05');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
