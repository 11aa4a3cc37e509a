import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';
import type { RecordingMode } from '@shared/constants/domain';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { messageFor } from '@/lib/error-message';
import { uploadMediaChunk } from '../api/upload-media-chunk';
import { ChunkUploader } from '../audio/chunk-uploader';
import { chooseMediaFormat } from '../audio/media-format';
import { AnswerRecorder, takeStream } from '../audio/media-recorder';
import { VideoBitRate } from '../audio/video-bit-rate';
import type { InterviewEvent } from './interview-machine';
import type { MediaResources } from './media-resources';
import { speechMessageOf } from './use-speech-recognition';

/** What the browser can record, asked once per take (absent in old browsers). */
const isTypeSupported = (mimeType: string) =>
  typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mimeType);

/**
 * Recording one answer: the recorder (camera and microphone, or the microphone only; its chunks
 * uploaded in the background) and recognition, started, paused and resumed together.
 */
export function useAnswerRecording(
  res: RefObject<MediaResources>,
  sessionId: string,
  send: (event: InterviewEvent) => void,
  startRecognition: () => Promise<void>,
) {
  const uploader = useRef<ChunkUploader | null>(null);
  const bitRate = useRef(new VideoBitRate());
  /** The refusals already on screen: each is said once, however many chunks it hits. */
  const refusalsShown = useRef(new Set<string>());
  /** Whether the current answer is transcribed (a typed-only question is recorded, not heard). */
  const transcribing = useRef(true);

  const getUploader = useCallback(() => {
    uploader.current ??= new ChunkUploader(
      (chunk) => uploadMediaChunk(sessionId, chunk),
      undefined,
      (error) => {
        const message = messageFor(error, CANDIDATE_MESSAGES.answerMediaTooLarge, {
          show: [413, 415],
        });
        if (refusalsShown.current.has(message)) return;
        refusalsShown.current.add(message);
        send({ type: 'ERROR', message });
      },
    );
    return uploader.current;
  }, [send, sessionId]);

  /**
   * Records the answer to `questionId` from the start as take `take` (null: the practice question,
   * whose chunks are never sent), as `mode` allows, with recognition when `transcribe`.
   */
  const startRecording = useCallback(
    async (questionId: string, take: string | null, transcribe: boolean, mode: RecordingMode) => {
      const capture = res.current.capture;
      if (!capture) throw new Error('no capture');
      const generation = res.current.generation;
      await capture.resume();
      if (generation !== res.current.generation) return;
      const camera = res.current.stream;
      const format = chooseMediaFormat(
        mode,
        (camera?.getVideoTracks().length ?? 0) > 0,
        isTypeSupported,
      );
      if (format) {
        const stream = await takeStream(format, camera, capture.recordStream);
        if (generation !== res.current.generation) return stream.release();
        const up = take === null ? null : getUploader();
        const rates = bitRate.current;
        res.current.recorder = new AnswerRecorder(
          stream,
          questionId,
          take ?? '',
          format,
          rates.nextTake(),
          (chunk) => {
            if (!up) return;
            up.enqueue(chunk);
            rates.noteQueue(up.pending);
          },
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
