import { useEffect, useRef, useState } from 'react';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { currentQuestion } from './interview-machine';
import type { InterviewState } from './interview-machine';
import { passedAnnouncement, stageOf, startCountdown } from './question-clock';

export interface QuestionClock {
  /** Whole seconds left of the running countdown (think or answer time); null: none runs. */
  secondsLeft: number | null;
  /** The last remaining-time announcement for screen readers ('' until one is due). */
  announcement: string;
}

interface Handlers {
  /** Think time reached zero: recording starts. */
  thinkOver: () => void;
  /** The answer limit reached zero: the answer is saved and the flow moves on. */
  timeUp: () => void;
}

/**
 * Counts the current take down on the server's clock while the candidate answers (not while an
 * answer is being saved or retaken), and calls `thinkOver` or `timeUp` when it reaches zero.
 */
export function useQuestionClock(state: InterviewState, handlers: Handlers): QuestionClock {
  const on = useRef(handlers);
  useEffect(() => {
    on.current = handlers;
  });
  const question = currentQuestion(state);
  const stage =
    state.attempt && question ? stageOf(state.attempt, question.thinkTimeSec) : undefined;
  const running = state.phase === 'answering' && stage !== undefined && stage.stage !== 'ended';
  const endsAt = running ? stage.endsAt : null;
  const thinking = stage?.stage === 'thinking';
  const offset = state.clockOffsetMs;
  // The countdown this take runs now; ticks of an earlier one are not shown.
  const key = endsAt === null ? null : `${state.attempt?.questionId}:${thinking}:${endsAt}`;

  const [tick, setTick] = useState<{ key: string; left: number } | null>(null);
  const [said, setSaid] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    if (key === null || endsAt === null) return;
    let before: number | null = null;
    return startCountdown(
      endsAt,
      () => Date.now() + offset,
      (left) => {
        setTick({ key, left });
        const at = thinking ? null : passedAnnouncement(before, left);
        if (at !== null) setSaid({ key, text: CANDIDATE_MESSAGES.timeLeftAnnouncement(at) });
        before = left;
      },
      () => (thinking ? on.current.thinkOver() : on.current.timeUp()),
    );
  }, [key, endsAt, offset, thinking]);

  return {
    secondsLeft: tick !== null && tick.key === key ? tick.left : null,
    announcement: said !== null && said.key === key ? said.text : '',
  };
}
