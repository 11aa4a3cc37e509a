import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAttempt, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { initialState, interviewReducer } from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';
import { useQuestionClock } from './use-question-clock';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const question: PublicQuestion = {
  id: 'q1',
  text: 'One?',
  hint: null,
  thinkTimeSec: 5,
  answerLimitSec: 40,
  retakes: 0,
  answerMode: 'either',
};
const interview = {
  candidateName: 'C',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
  consented: true,
  estimatedMinutes: 1,
};
const withAttempt = (attempt: PublicAttempt, clockOffsetMs = 0): InterviewState =>
  (
    [
      { type: 'SESSION_LOADED', interview, questions: [question] },
      { type: 'MEDIA_READY' },
      { type: 'START' },
      { type: 'START_SUCCEEDED', questions: [question], answers: {}, attempts: {} },
      { type: 'ATTEMPT', attempt, clockOffsetMs },
    ] as InterviewEvent[]
  ).reduce(interviewReducer, initialState);
const take = (over: Partial<PublicAttempt>): PublicAttempt => ({
  questionId: 'q1',
  take: 1,
  takeId: 'take-one-aaaaaaaa',
  shownAt: iso(T0),
  startedAt: null,
  deadlineAt: null,
  ended: false,
  retakesLeft: 0,
  ...over,
});

describe('useQuestionClock (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('counts think time down and calls thinkOver once at zero', () => {
    const thinkOver = vi.fn();
    const timeUp = vi.fn();
    const { result } = renderHook(() =>
      useQuestionClock(withAttempt(take({})), { thinkOver, timeUp }),
    );
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(3_000));
    expect(thinkOver).toHaveBeenCalledTimes(1);
    expect(timeUp).not.toHaveBeenCalled();
  });

  it('announces 30 and 10 seconds left as the answer time passes them, then calls timeUp', () => {
    const timeUp = vi.fn();
    const started = take({ startedAt: iso(T0), deadlineAt: iso(T0 + 40_000) });
    const { result } = renderHook(() =>
      useQuestionClock(withAttempt(started), { thinkOver: vi.fn(), timeUp }),
    );
    expect(result.current.secondsLeft).toBe(40);
    expect(result.current.announcement).toBe('');
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.announcement).toBe('30 seconds left to answer');
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.announcement).toBe('10 seconds left to answer');
    expect(timeUp).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(timeUp).toHaveBeenCalledTimes(1);
  });

  it("counts on the server's clock: a browser 20 s behind sees 20 s less", () => {
    const started = take({ startedAt: iso(T0), deadlineAt: iso(T0 + 40_000) });
    const { result } = renderHook(() =>
      useQuestionClock(withAttempt(started, 20_000), { thinkOver: vi.fn(), timeUp: vi.fn() }),
    );
    expect(result.current.secondsLeft).toBe(20);
  });

  it('runs no countdown for an untimed take or while the answer is being saved', () => {
    const untimed = take({ startedAt: iso(T0) });
    const timeUp = vi.fn();
    const { result, rerender } = renderHook(
      ({ state }: { state: InterviewState }) =>
        useQuestionClock(state, { thinkOver: vi.fn(), timeUp }),
      { initialProps: { state: withAttempt(untimed) } },
    );
    expect(result.current.secondsLeft).toBeNull();
    const saving = interviewReducer(
      withAttempt(take({ startedAt: iso(T0), deadlineAt: iso(T0 + 1_000) })),
      { type: 'SUBMIT' },
    );
    rerender({ state: saving });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBeNull();
    expect(timeUp).not.toHaveBeenCalled();
  });
});
