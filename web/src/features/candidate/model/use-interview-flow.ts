import { useCallback } from 'react';
import { AUDIO_FLUSH_TIMEOUT_MS } from '@shared/constants';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { messageFor } from '@/lib/error-message';
import { completeInterview } from '../api/complete-interview';
import { getQuestions } from '../api/get-questions';
import { saveAnswer } from '../api/save-answer';
import {
  canStart,
  canSubmit,
  currentAnswer,
  currentQuestion,
  fullHistory,
  isLastQuestion,
} from './interview-machine';
import type { InterviewState } from './interview-machine';
import { useMediaResources } from './media-resources';
import { useAnswerRecording } from './use-answer-recording';
import { useCameraAndMicrophone } from './use-camera-and-microphone';
import { useLeaveGuard } from './use-leave-guard';
import { useMachine } from './use-machine';
import { useSessionLookup } from './use-session-lookup';
import { useSpeechRecognition } from './use-speech-recognition';

const inProgress = (s: InterviewState) =>
  ['starting', 'answering', 'saving', 'completing'].includes(s.phase);

/**
 * The interview's side effects around the pure state machine: session lookup, camera and
 * microphone, recording and recognition, then the candidate's steps: start, save each answer,
 * complete.
 */
export function useInterviewFlow(sessionId: string) {
  const { state, latest, send } = useMachine();
  const res = useMediaResources();
  useSessionLookup(sessionId, send);
  const { level, stream, releaseMedia } = useCameraAndMicrophone(
    res,
    state.session === 'ok',
    state.media === 'ready',
    send,
  );
  const startRecognition = useSpeechRecognition(res, sessionId, send);
  const recording = useAnswerRecording(res, sessionId, send, startRecognition);
  const { startRecording, stopRecording, resumeRecording, finishRecording, flushUploads } =
    recording;

  const start = useCallback(async () => {
    if (!canStart(latest.current)) return;
    send({ type: 'START' });
    try {
      const data = await getQuestions(sessionId);
      if (data.questions.length === 0) {
        send({ type: 'START_FAILED', message: CANDIDATE_MESSAGES.startFailed });
        return;
      }
      send({ type: 'START_SUCCEEDED', questions: data.questions, answers: data.answers });
    } catch (error) {
      send({
        type: 'START_FAILED',
        // A link that no longer works (gone, already taken) says why; anything else one line.
        message: messageFor(error, CANDIDATE_MESSAGES.startFailed, { show: [404, 409] }),
      });
      return;
    }
    const question = currentQuestion(latest.current);
    try {
      if (question) await startRecording(question.id);
    } catch (error) {
      console.error('recording start failed', error);
      send({ type: 'ERROR', message: CANDIDATE_MESSAGES.recordingStartFailed });
    }
  }, [latest, send, sessionId, startRecording]);

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
   * Next Question / Complete Interview: stop recording, save a non-empty transcript, then move to
   * the next question (or, on the last one, complete with the whole history).
   */
  const submit = useCallback(async () => {
    const before = latest.current;
    const question = currentQuestion(before);
    if (!canSubmit(before) || !question) return;
    const last = isLastQuestion(before);
    send({ type: 'SUBMIT' });
    try {
      await stopRecording();
      const answer = currentAnswer(latest.current);
      if (answer) {
        try {
          await saveAnswer(sessionId, { questionId: question.id, transcript: answer });
        } catch {
          send({
            type: 'ANSWER_FAILED',
            message: last
              ? CANDIDATE_MESSAGES.finalAnswerSaveFailed
              : CANDIDATE_MESSAGES.answerSaveFailed,
          });
          await resumeRecording();
          return;
        }
      }
      await finishRecording();
      send({ type: 'ANSWER_ACCEPTED' });
      if (last) return await complete();
      const next = currentQuestion(latest.current);
      try {
        if (next) await startRecording(next.id);
      } catch {
        send({ type: 'ERROR', message: CANDIDATE_MESSAGES.recordingNextFailed });
      }
    } catch (error) {
      console.error('question failed', error);
      send({ type: 'ANSWER_FAILED', message: CANDIDATE_MESSAGES.processFailed });
    }
  }, [
    complete,
    finishRecording,
    latest,
    resumeRecording,
    send,
    sessionId,
    startRecording,
    stopRecording,
  ]);

  const retryConnection = useCallback(async () => {
    send({ type: 'RETRY_CONNECTION' });
    if (latest.current.phase !== 'answering') return;
    await resumeRecording();
  }, [latest, send, resumeRecording]);

  useLeaveGuard(inProgress(state), releaseMedia);

  return {
    state,
    level,
    stream,
    start,
    submit,
    typed: (text: string) => send({ type: 'TYPED', text }),
    closeError: (id: number) => send({ type: 'CLOSE_ERROR', id }),
    dismissConnection: () => send({ type: 'DISMISS_CONNECTION' }),
    retryConnection,
    pendingUploads: recording.pendingUploads,
  };
}
