import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AUDIO_FLUSH_TIMEOUT_MS,
  AUDIO_LEVEL_INTERVAL_MS,
  SESSION_ID_PATTERN,
} from '@shared/constants';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { paths } from '@/config/paths';
import { anyStatus, messageFor } from '@/lib/error-message';
import { completeInterview } from '../api/complete-interview';
import { getQuestions } from '../api/get-questions';
import { getSpeechToken } from '../api/get-speech-token';
import type { SpeechTokenResponse } from '../api/get-speech-token';
import { saveAnswer } from '../api/save-answer';
import { uploadAudioChunk } from '../api/upload-audio-chunk';
import {
  AudioCapture,
  browserSupportsCapture,
  requestCameraAndMicrophone,
  stopStream,
} from '../audio/capture';
import { ChunkUploader } from '../audio/chunk-uploader';
import { AnswerRecorder, recorderMimeType } from '../audio/recorder';
import { SpeechFailure, startSpeech } from '../audio/speech';
import type { SpeechSession } from '../audio/speech';
import {
  canStart,
  canSubmit,
  currentAnswer,
  currentQuestion,
  fullHistory,
  initialState,
  interviewReducer,
  isLastQuestion,
} from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';

interface Resources {
  stream: MediaStream | null;
  capture: AudioCapture | null;
  speech: SpeechSession | null;
  recorder: AnswerRecorder | null;
  speechConfig: { value: SpeechTokenResponse; at: number } | null;
  unsubscribe: (() => void) | null;
  /** Bumped at every stop: async starts from an earlier generation give up. */
  generation: number;
}

const inProgress = (s: InterviewState) =>
  ['starting', 'answering', 'saving', 'completing'].includes(s.phase);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof SpeechFailure ? error.message : fallback;

/**
 * The interview's side effects around the pure state machine: session lookup, camera and
 * microphone, the capture pipeline (meter, speech, recorder), saving, completing.
 */
export function useInterviewFlow(sessionId: string) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(interviewReducer, initialState);
  const [level, setLevel] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // Async steps read the latest state through this mirror (the reducer is pure, so it is replayed).
  const stateRef = useRef<InterviewState>(initialState);
  const res = useRef<Resources>({
    stream: null,
    capture: null,
    speech: null,
    recorder: null,
    speechConfig: null,
    unsubscribe: null,
    generation: 0,
  });
  const uploader = useRef<ChunkUploader | null>(null);

  const send = useCallback((event: InterviewEvent) => {
    stateRef.current = interviewReducer(stateRef.current, event);
    dispatch(event);
  }, []);

  const getUploader = useCallback(() => {
    uploader.current ??= new ChunkUploader((chunk) => uploadAudioChunk(sessionId, chunk));
    return uploader.current;
  }, [sessionId]);

  const releaseMedia = useCallback(() => {
    const r = res.current;
    r.generation++;
    const speech = r.speech;
    r.speech = null;
    void speech?.stop().catch(() => undefined);
    void r.recorder?.stop().catch(() => undefined);
    r.recorder = null;
    r.unsubscribe?.();
    r.unsubscribe = null;
    r.capture?.close();
    r.capture = null;
    stopStream(r.stream);
    r.stream = null;
    setStream(null);
  }, []);

  // The session: which interview this is, or why it cannot be taken.
  useEffect(() => {
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      send({ type: 'SESSION_UNAVAILABLE', message: CANDIDATE_MESSAGES.sessionNotFound });
      return;
    }
    const controller = new AbortController();
    getQuestions(sessionId, controller.signal)
      .then((data) => send({ type: 'SESSION_LOADED', interview: data.interview }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        send({
          type: 'SESSION_UNAVAILABLE',
          message: messageFor(error, CANDIDATE_MESSAGES.startFailed, { show: anyStatus }),
        });
      });
    return () => controller.abort();
  }, [sessionId, send]);

  // Camera and microphone once the session is known: initializing → ready or error.
  const sessionOk = state.session === 'ok';
  useEffect(() => {
    if (!sessionOk) return;
    if (!browserSupportsCapture()) {
      send({ type: 'UNSUPPORTED', message: CANDIDATE_MESSAGES.unsupportedBrowser });
      return;
    }
    let cancelled = false;
    (async () => {
      let media: MediaStream;
      try {
        media = await requestCameraAndMicrophone();
      } catch {
        if (!cancelled) send({ type: 'MEDIA_DENIED', message: CANDIDATE_MESSAGES.mediaDenied });
        return;
      }
      if (cancelled) return stopStream(media);
      res.current.stream = media;
      setStream(media);
      try {
        const capture = await AudioCapture.open(media);
        if (cancelled) return capture.close();
        res.current.capture = capture;
        res.current.unsubscribe = capture.onFrame((frame, rate) =>
          res.current.speech?.push(frame, rate),
        );
        send({ type: 'MEDIA_READY' });
      } catch (error) {
        console.error('audio capture failed', error);
        if (!cancelled)
          send({ type: 'UNSUPPORTED', message: CANDIDATE_MESSAGES.unsupportedBrowser });
      }
    })();
    return () => {
      cancelled = true;
      releaseMedia();
    };
  }, [sessionOk, send, releaseMedia]);

  // The level meter: sampled every 100 ms on the 0–255 scale.
  const mediaReady = state.media === 'ready';
  useEffect(() => {
    if (!mediaReady) return;
    const timer = setInterval(
      () => setLevel(res.current.capture?.level ?? 0),
      AUDIO_LEVEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [mediaReady]);

  const speechConfig = useCallback(async (): Promise<SpeechTokenResponse> => {
    const cached = res.current.speechConfig;
    if (
      cached &&
      (cached.value.mode !== 'azure' || Date.now() - cached.at < cached.value.expiresInMs)
    )
      return cached.value;
    const value = await getSpeechToken(sessionId);
    res.current.speechConfig = { value, at: Date.now() };
    send({ type: 'SPEECH_MODE', mode: value.mode });
    return value;
  }, [sessionId, send]);

  /** Starts recognition for the current answer; failures open the Connection Issue modal. */
  const startRecognition = useCallback(async () => {
    // Each attempt belongs to one recording generation; a stop (Next, completion) ends it, so a
    // recogniser that finishes starting after the candidate moved on is stopped, never orphaned.
    const generation = res.current.generation;
    const current = () => generation === res.current.generation;
    let config: SpeechTokenResponse;
    try {
      config = await speechConfig();
    } catch {
      if (current()) send({ type: 'SPEECH_ERROR', message: CANDIDATE_MESSAGES.speechInitFailed });
      return;
    }
    if (config.mode === 'none' || !current()) return;
    let failed = false;
    const fail = (message: string) => {
      if (failed || !current()) return;
      failed = true;
      const session = res.current.speech;
      res.current.speech = null;
      res.current.recorder?.pause();
      void session?.stop().catch(() => undefined);
      send({ type: 'SPEECH_ERROR', message });
    };
    try {
      const session: SpeechSession = await startSpeech(config, {
        onInterim: (text) => {
          if (current()) send({ type: 'INTERIM', text });
        },
        onFinal: (text) => send({ type: 'FINAL', text }),
        onError: fail,
      });
      if (!current() || failed) {
        void session.stop().catch(() => undefined);
        return;
      }
      res.current.speech = session;
    } catch (error) {
      fail(messageOf(error, CANDIDATE_MESSAGES.speechStartFailed));
    }
  }, [speechConfig, send]);

  const startRecording = useCallback(
    async (questionId: string) => {
      const capture = res.current.capture;
      if (!capture) throw new Error('no capture');
      const generation = res.current.generation;
      await capture.resume();
      if (generation !== res.current.generation) return;
      const mimeType = recorderMimeType();
      if (mimeType) {
        const up = getUploader();
        res.current.recorder = new AnswerRecorder(
          capture.recordStream,
          questionId,
          mimeType,
          (chunk) => up.enqueue(chunk),
        );
      }
      send({ type: 'RECORDING', recording: true });
      await startRecognition();
    },
    [getUploader, send, startRecognition],
  );

  const stopRecording = useCallback(async () => {
    res.current.generation++;
    const speech = res.current.speech;
    res.current.speech = null;
    res.current.recorder?.pause();
    send({ type: 'RECORDING', recording: false });
    if (!speech) return;
    try {
      await speech.stop();
    } catch (error) {
      send({ type: 'ERROR', message: messageOf(error, CANDIDATE_MESSAGES.speechStopFailed) });
    }
  }, [send]);

  const start = useCallback(async () => {
    if (!canStart(stateRef.current)) return;
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
    const question = currentQuestion(stateRef.current);
    try {
      if (question) await startRecording(question.id);
    } catch (error) {
      console.error('recording start failed', error);
      send({ type: 'ERROR', message: CANDIDATE_MESSAGES.recordingStartFailed });
    }
  }, [send, sessionId, startRecording]);

  /**
   * Next Question / Complete Interview: stop recording, save a non-empty transcript, then move to
   * the next question (or, on the last one, complete with the whole history).
   */
  const submit = useCallback(async () => {
    const before = stateRef.current;
    const question = currentQuestion(before);
    if (!canSubmit(before) || !question) return;
    const last = isLastQuestion(before);
    send({ type: 'SUBMIT' });
    try {
      await stopRecording();
      const answer = currentAnswer(stateRef.current);
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
          res.current.recorder?.resume();
          send({ type: 'RECORDING', recording: true });
          await startRecognition();
          return;
        }
      }
      await res.current.recorder?.stop();
      res.current.recorder = null;
      send({ type: 'ANSWER_ACCEPTED' });
      if (!last) {
        const next = currentQuestion(stateRef.current);
        try {
          if (next) await startRecording(next.id);
        } catch {
          send({ type: 'ERROR', message: CANDIDATE_MESSAGES.recordingNextFailed });
        }
        return;
      }
      send({ type: 'COMPLETING' });
      await getUploader().flush(AUDIO_FLUSH_TIMEOUT_MS);
      try {
        await completeInterview(sessionId, fullHistory(stateRef.current));
      } catch {
        send({ type: 'COMPLETE_FAILED', message: CANDIDATE_MESSAGES.completeFailed });
        return;
      }
      releaseMedia();
      send({ type: 'COMPLETED' });
    } catch (error) {
      console.error('question failed', error);
      send({ type: 'ANSWER_FAILED', message: CANDIDATE_MESSAGES.processFailed });
    }
  }, [getUploader, releaseMedia, send, sessionId, startRecognition, startRecording, stopRecording]);

  const retryConnection = useCallback(async () => {
    send({ type: 'RETRY_CONNECTION' });
    if (stateRef.current.phase !== 'answering') return;
    res.current.recorder?.resume();
    send({ type: 'RECORDING', recording: true });
    await startRecognition();
  }, [send, startRecognition]);

  // Leaving mid-interview: confirm before closing or reloading; a hidden tab goes to /dashboard.
  const running = inProgress(state);
  useEffect(() => {
    if (!running) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const visibility = () => {
      if (document.visibilityState !== 'hidden') return;
      releaseMedia();
      navigate(paths.dashboard, { replace: true });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [running, navigate, releaseMedia]);

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
    pendingUploads: () => uploader.current?.pending ?? 0,
  };
}
