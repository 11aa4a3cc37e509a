import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { uploadAudioChunk } from '../api/upload-audio-chunk';
import { ChunkUploader } from '../audio/chunk-uploader';
import { AnswerRecorder, recorderMimeType } from '../audio/recorder';
import type { InterviewEvent } from './interview-machine';
import type { MediaResources } from './media-resources';
import { speechMessageOf } from './use-speech-recognition';

/**
 * Recording one answer: the recorder (its chunks uploaded in the background) and recognition,
 * started, paused and resumed together.
 */
export function useAnswerRecording(
  res: RefObject<MediaResources>,
  sessionId: string,
  send: (event: InterviewEvent) => void,
  startRecognition: () => Promise<void>,
) {
  const uploader = useRef<ChunkUploader | null>(null);
  /** Whether the current answer is transcribed (a typed-only question is recorded, not heard). */
  const transcribing = useRef(true);

  const getUploader = useCallback(() => {
    uploader.current ??= new ChunkUploader((chunk) => uploadAudioChunk(sessionId, chunk));
    return uploader.current;
  }, [sessionId]);

  /**
   * Records the answer to `questionId` from the start as take `take` (null: the practice question,
   * whose chunks are never sent), with recognition when `transcribe`.
   */
  const startRecording = useCallback(
    async (questionId: string, take: string | null, transcribe: boolean) => {
      const capture = res.current.capture;
      if (!capture) throw new Error('no capture');
      const generation = res.current.generation;
      await capture.resume();
      if (generation !== res.current.generation) return;
      const mimeType = recorderMimeType();
      if (mimeType) {
        const up = take === null ? null : getUploader();
        res.current.recorder = new AnswerRecorder(
          capture.recordStream,
          questionId,
          take ?? '',
          mimeType,
          (chunk) => up?.enqueue(chunk),
        );
      }
      transcribing.current = transcribe;
      send({ type: 'RECORDING', recording: true });
      if (transcribe) await startRecognition();
    },
    [res, getUploader, send, startRecognition],
  );

  /** Pauses the recorder and ends recognition (its last words arrive before this resolves). */
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
      send({ type: 'ERROR', message: speechMessageOf(error, CANDIDATE_MESSAGES.speechStopFailed) });
    }
  }, [res, send]);

  /** Goes on recording the same answer after a pause. */
  const resumeRecording = useCallback(async () => {
    res.current.recorder?.resume();
    send({ type: 'RECORDING', recording: true });
    if (transcribing.current) await startRecognition();
  }, [res, send, startRecognition]);

  /** The answer is done: its recording ends (its last chunk queued). */
  const finishRecording = useCallback(async () => {
    await res.current.recorder?.stop();
    res.current.recorder = null;
  }, [res]);

  /** The take is thrown away (retaken, or practice): its recording ends and nothing more is sent. */
  const discardRecording = useCallback(async () => {
    await res.current.recorder?.discard();
    res.current.recorder = null;
  }, [res]);

  /** Waits (at most `timeoutMs`) for the queued chunks to reach the server. */
  const flushUploads = useCallback(
    (timeoutMs: number) => getUploader().flush(timeoutMs),
    [getUploader],
  );

  const pendingUploads = useCallback(() => uploader.current?.pending ?? 0, []);

  return {
    startRecording,
    stopRecording,
    resumeRecording,
    finishRecording,
    discardRecording,
    flushUploads,
    pendingUploads,
  };
}
