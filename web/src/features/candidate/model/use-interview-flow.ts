import { useCallback, useRef, useState } from 'react';
import { AUDIO_FLUSH_TIMEOUT_MS } from '@shared/constants/capture';
import type { PublicAttempt, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { messageFor } from '@/lib/error-message';
import { completeInterview } from '../api/complete-interview';
import { getQuestions } from '../api/get-questions';
import { giveConsent } from '../api/give-consent';
import { openQuestion } from '../api/open-question';
import { retakeAnswer } from '../api/retake-answer';
import { saveAnswer } from '../api/save-answer';
import { startAnswer } from '../api/start-answer';
import { peekFirstScreen } from '../boot/early-start';
import {
  canPracticeFollowUp,
  canPracticeNext,
  canRetake,
  canStart,
  canSubmit,
  currentAnswer,
  currentQuestion,
  fullHistory,
  isLastQuestion,
  isThinking,
  initialState,
} from './interview-machine';
import type { InterviewState } from './interview-machine';
import { useMediaResources } from './media-resources';
import {
  clockOffset,
  practiceAttempt,
  practiceFollowUpQuestion,
  practiceStarted,
} from './question-clock';
import { segmentsInTranscript } from './transcript-segments';
import { useAnswerRecording } from './use-answer-recording';
import { useCameraAndMicrophone } from './use-camera-and-microphone';
import { useFirstScreenHandOver } from './use-first-screen-hand-over';
import { useLeaveGuard } from './use-leave-guard';
import { useMachine } from './use-machine';
import { useQuestionClock } from './use-question-clock';
import { useSessionLookup } from './use-session-lookup';
import { useSpeechRecognition } from './use-speech-recognition';

const inProgress = (s: InterviewState) =>
  !s.practice && ['starting', 'answering', 'retaking', 'saving', 'completing'].includes(s.phase);

/** One take, told apart from the next take or the next question's. */
const takeKey = (a: PublicAttempt) => `${a.questionId}:${a.take}:${a.shownAt}`;

/** Refusals that close the question for good: the flow moves on, saying why. */
const QUESTION_CLOSED: readonly string[] = [
  CANDIDATE_MESSAGES.answerTooLate,
  CANDIDATE_MESSAGES.questionAlreadyAnswered,
];

type AttemptData = { attempt: PublicAttempt; question: PublicQuestion; serverTime: string };

/**
 * An attempt's answer as the machine takes it: the take, the question (its text comes with its
 * take) and the server's clock against ours.
 */
const takeOf = (data: AttemptData, receivedAt: number) => ({
  attempt: data.attempt,
  question: data.question,
  clockOffsetMs: clockOffset(data.serverTime, receivedAt),
});

/**
 * The interview's side effects around the pure state machine: session lookup, camera and
 * microphone, recording and recognition, then the candidate's steps: consent, the practice
 * question, start, each question's take on the server's clock (think time, recording, retakes),
 * save each answer, complete.
 */
export function useInterviewFlow(sessionId: string) {
  // The first screen the page may have shown before this code ran: its state is the start.
  const [firstScreen] = useState(peekFirstScreen);
  const { state, latest, send } = useMachine(() => firstScreen?.state ?? initialState);
  const res = useMediaResources();
  useSessionLookup(sessionId, firstScreen !== null, send);
  const { readLevel, stream, releaseMedia } = useCameraAndMicrophone(
    res,
    state.session === 'ok',
    send,
  );
  const startRecognition = useSpeechRecognition(res, sessionId, send);
  const recording = useAnswerRecording(res, sessionId, send, startRecognition);
  const {
    startRecording,
    stopRecording,
    resumeRecording,
    finishRecording,
    discardRecording,
    flushUploads,
  } = recording;
  // The takes whose recording was started, whose think time was ended, whose time ran out: each
  // happens once per take, however often a button, a countdown or a reload asks.
  const recorded = useRef<string | null>(null);
  const begun = useRef<string | null>(null);
  const timedOut = useRef<string | null>(null);

  /** The server has the candidate's consent (asked once); else the line to show. */
  const consent = useCallback(async (): Promise<string | null> => {
    if (latest.current.consentGiven) return null;
    try {
      await giveConsent(sessionId);
    } catch (error) {
      return messageFor(error, CANDIDATE_MESSAGES.startFailed, { show: [404, 409, 410] });
    }
    send({ type: 'CONSENT_GIVEN' });
    return null;
  }, [latest, send, sessionId]);

  /** Records the current take once it has started (at once, or after its think time). */
  const recordTake = useCallback(async () => {
    const s = latest.current;
    const question = currentQuestion(s);
    const attempt = s.attempt;
    if (!question || !attempt || attempt.ended || attempt.startedAt === null) return;
    if (s.phase !== 'answering' || recorded.current === takeKey(attempt)) return;
    // A take whose time ran out while the page was away is only saved and left, not recorded.
    const deadline = attempt.deadlineAt === null ? null : Date.parse(attempt.deadlineAt);
    if (deadline !== null && deadline <= Date.now() + s.clockOffsetMs) return;
    recorded.current = takeKey(attempt);
    try {
      await startRecording(
        question.id,
        s.practice ? null : attempt.takeId,
        question.answerMode !== 'type',
        s.interview?.recordingMode ?? 'video',
      );
    } catch (error) {
      console.error('recording start failed', error);
      send({
        type: 'ERROR',
        message:
          s.index === 0 || s.practice
            ? CANDIDATE_MESSAGES.recordingStartFailed
            : CANDIDATE_MESSAGES.recordingNextFailed,
      });
    }
  }, [latest, send, startRecording]);

  /** The question on screen gets its take from the server (a reload gets the running one). */
  const openCurrent = useCallback(async () => {
    const question = currentQuestion(latest.current);
    if (!question) return;
    try {
      const data = await openQuestion(sessionId, question.id);
      send({ type: 'ATTEMPT', ...takeOf(data, Date.now()) });
    } catch (error) {
      send({
        type: 'ERROR',
        message: messageFor(error, CANDIDATE_MESSAGES.processFailed, { show: [409] }),
      });
      return;
    }
    await recordTake();
  }, [latest, recordTake, send, sessionId]);

  /** Think time is over (Start now, or its countdown reached zero): recording starts. */
  const beginAnswer = useCallback(async () => {
    const s = latest.current;
    const question = currentQuestion(s);
    if (!question || !s.attempt || !isThinking(s) || s.phase !== 'answering') return;
    const key = takeKey(s.attempt);
    if (begun.current === key) return;
    begun.current = key;
    if (s.practice) {
      send({ type: 'ATTEMPT', attempt: practiceStarted(s.attempt, Date.now()), clockOffsetMs: 0 });
    } else {
      try {
        const data = await startAnswer(sessionId, question.id);
        send({ type: 'ATTEMPT', ...takeOf(data, Date.now()) });
      } catch (error) {
        begun.current = null;
        send({
          type: 'ERROR',
          message: messageFor(error, CANDIDATE_MESSAGES.recordingStartFailed, { show: [409] }),
        });
        return;
      }
    }
    await recordTake();
  }, [latest, recordTake, send, sessionId]);

  /** The last answer is saved: wait for its audio (briefly), then send the whole history. */
  const complete = useCallback(async () => {
    send({ type: 'COMPLETING' });
    await flushUploads(AUDIO_FLUSH_TIMEOUT_MS);
    try {
      await completeInterview(sessionId, fullHistory(latest.current));
    } catch {
      send({ type: 'COMPLETE_FAILED', message: CANDIDATE_MESSAGES.completeFailed });
      return;
    }
    releaseMedia();
    send({ type: 'COMPLETED' });
  }, [flushUploads, latest, releaseMedia, send, sessionId]);

  /**
   * Next Question / Complete Interview (or the answer time running out): stop recording, save a
   * non-empty transcript, then move to the follow-up the save asked for or the next question (or,
   * after the last one, complete with the whole history). Whether it was the last is known only
   * from the save's answer: the last answer may still bring a follow-up.
   */
  const submit = useCallback(
    async (timeUp = false) => {
      const before = latest.current;
      const question = currentQuestion(before);
      if (!canSubmit(before) || !question) return;
      const last = isLastQuestion(before);
      send({ type: 'SUBMIT', timeUp });
      try {
        await stopRecording();
        const heard = latest.current;
        const answer = currentAnswer(heard);
        let followUp: PublicQuestion | null = null;
        if (answer) {
          const segments = segmentsInTranscript(heard.segments, answer);
          try {
            followUp = await saveAnswer(sessionId, {
              questionId: question.id,
              transcript: answer,
              ...(segments.length ? { segments } : {}),
            });
          } catch (error) {
            const closed = messageFor(error, '', { show: [409] });
            if (!QUESTION_CLOSED.includes(closed)) {
              send({
                type: 'ANSWER_FAILED',
                message: last
                  ? CANDIDATE_MESSAGES.finalAnswerSaveFailed
                  : CANDIDATE_MESSAGES.answerSaveFailed,
              });
              await resumeRecording();
              return;
            }
            // The server closed the question (its time is over): retrying cannot help.
            send({ type: 'ERROR', message: closed });
          }
        }
        await finishRecording();
        send({ type: 'ANSWER_ACCEPTED', followUp });
        // Still saving: that was the last answer and it brought no follow-up.
        if (latest.current.phase === 'saving') return await complete();
        await openCurrent();
      } catch (error) {
        console.error('question failed', error);
        send({ type: 'ANSWER_FAILED', message: CANDIDATE_MESSAGES.processFailed });
      }
    },
    [
      complete,
      finishRecording,
      latest,
      openCurrent,
      resumeRecording,
      send,
      sessionId,
      stopRecording,
    ],
  );

  /**
   * The practice take is over (Next, or its time ran out): nothing of it is kept; its follow-up
   * comes next where the interview may ask follow-ups, else the take just ends.
   */
  const endPracticeTake = useCallback(async () => {
    const s = latest.current;
    if (!s.practice || !s.attempt) return;
    const followUp = canPracticeFollowUp(s);
    const ended = { ...s.attempt, ended: true };
    await stopRecording();
    await discardRecording();
    if (!followUp) {
      send({ type: 'ATTEMPT', attempt: ended, clockOffsetMs: 0 });
      return;
    }
    send({
      type: 'PRACTICE_FOLLOW_UP',
      attempt: practiceAttempt(Date.now(), practiceFollowUpQuestion),
    });
    await recordTake();
  }, [discardRecording, latest, recordTake, send, stopRecording]);

  /** Next on the practice question or its follow-up. */
  const practiceNext = useCallback(async () => {
    if (!canPracticeNext(latest.current)) return;
    await endPracticeTake();
  }, [endPracticeTake, latest]);

  /** The answer time ran out: saved as Next would; the practice take ends. */
  const timeRanOut = useCallback(async () => {
    const s = latest.current;
    if (s.phase !== 'answering' || !s.attempt || s.attempt.ended || isThinking(s)) return;
    const key = takeKey(s.attempt);
    if (timedOut.current === key) return;
    timedOut.current = key;
    if (!s.practice) return await submit(true);
    await endPracticeTake();
  }, [endPracticeTake, latest, submit]);

  const clock = useQuestionClock(state, {
    thinkOver: () => void beginAnswer(),
    timeUp: () => void timeRanOut(),
  });

  /** Start Interview: consent (once), the questions, then the first open question's take. */
  const start = useCallback(async () => {
    if (!canStart(latest.current)) return;
    send({ type: 'START' });
    const refused = await consent();
    if (refused !== null) {
      send({ type: 'START_FAILED', message: refused });
      return;
    }
    try {
      const data = await getQuestions(sessionId);
      if (data.questions.length === 0) {
        send({ type: 'START_FAILED', message: CANDIDATE_MESSAGES.startFailed });
        return;
      }
      send({
        type: 'START_SUCCEEDED',
        questions: data.questions,
        answers: data.answers,
        attempts: data.attempts,
      });
    } catch (error) {
      send({
        type: 'START_FAILED',
        // A link that no longer works (gone, expired, already taken) says why; anything else one line.
        message: messageFor(error, CANDIDATE_MESSAGES.startFailed, { show: [404, 409, 410] }),
      });
      return;
    }
    await openCurrent();
  }, [consent, latest, openCurrent, send, sessionId]);

  /** The practice question (its speech goes to the transcriber, so it needs consent too). */
  const practice = useCallback(async () => {
    if (!canStart(latest.current)) return;
    const refused = await consent();
    if (refused !== null) {
      send({ type: 'ERROR', message: refused });
      return;
    }
    send({ type: 'PRACTICE_START', attempt: practiceAttempt(Date.now()) });
    await recordTake();
  }, [consent, latest, recordTake, send]);

  /** Ends the practice take: nothing of it is kept. */
  const dropPractice = useCallback(async () => {
    await stopRecording();
    await discardRecording();
  }, [discardRecording, stopRecording]);

  const practiceAgain = useCallback(async () => {
    const s = latest.current;
    if (!s.practice || s.phase !== 'answering') return;
    await dropPractice();
    send({ type: 'PRACTICE_START', attempt: practiceAttempt(Date.now()) });
    await recordTake();
  }, [dropPractice, latest, recordTake, send]);

  const startReal = useCallback(async () => {
    if (!latest.current.practice) return;
    await dropPractice();
    send({ type: 'PRACTICE_END' });
    await start();
  }, [dropPractice, latest, send, start]);

  /** Retake: the server opens a new take; this one's transcript and recording are dropped. */
  const retake = useCallback(async () => {
    const s = latest.current;
    const question = currentQuestion(s);
    if (!canRetake(s) || !question) return;
    send({ type: 'RETAKE' });
    let data: AttemptData;
    try {
      data = await retakeAnswer(sessionId, question.id);
    } catch (error) {
      send({
        type: 'RETAKE_FAILED',
        message: messageFor(error, CANDIDATE_MESSAGES.retakeFailed, { show: [409] }),
      });
      return;
    }
    const next = takeOf(data, Date.now());
    await stopRecording();
    await discardRecording();
    send({ type: 'RETAKE_STARTED', ...next });
    await recordTake();
  }, [discardRecording, latest, recordTake, send, sessionId, stopRecording]);

  const retryConnection = useCallback(async () => {
    send({ type: 'RETRY_CONNECTION' });
    if (latest.current.phase !== 'answering' || isThinking(latest.current)) return;
    await resumeRecording();
  }, [latest, send, resumeRecording]);

  useLeaveGuard(inProgress(state), releaseMedia);

  useFirstScreenHandOver({ state, latest, send, start, practice });

  return {
    state,
    readLevel,
    stream,
    clock,
    start,
    practice,
    practiceAgain,
    practiceNext,
    startReal,
    beginAnswer,
    retake,
    submit: () => submit(false),
    typed: (text: string) => send({ type: 'TYPED', text }),
    consent: (ticked: boolean) => send({ type: 'CONSENT_TICKED', ticked }),
    closeError: (id: number) => send({ type: 'CLOSE_ERROR', id }),
    dismissConnection: () => send({ type: 'DISMISS_CONNECTION' }),
    retryConnection,
    pendingUploads: recording.pendingUploads,
  };
}
