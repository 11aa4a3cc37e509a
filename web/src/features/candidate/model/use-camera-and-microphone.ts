import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import {
  AudioCapture,
  browserSupportsCapture,
  requestCameraAndMicrophone,
  stopStream,
} from '../audio/capture';
import { earlyOpenedMedia, takeEarlyMedia } from '../boot/early-start';
import type { InterviewEvent } from './interview-machine';
import type { MediaResources } from './media-resources';

/**
 * Camera and microphone once the session is known (initializing → ready or error), the capture
 * pipeline feeding speech recognition, and the level meter's reading (`readLevel`, 0–255).
 * `releaseMedia` stops everything.
 */
export function useCameraAndMicrophone(
  res: RefObject<MediaResources>,
  sessionOk: boolean,
  send: (event: InterviewEvent) => void,
) {
  // Open already when the page opened them before this code ran (the preview shows at once).
  const [stream, setStream] = useState<MediaStream | null>(
    () => earlyOpenedMedia()?.stream ?? null,
  );

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
  }, [res]);

  useEffect(() => {
    if (!sessionOk) return;
    if (!browserSupportsCapture()) {
      send({ type: 'UNSUPPORTED', message: CANDIDATE_MESSAGES.unsupportedBrowser });
      return;
    }
    let cancelled = false;
    // The page may have asked already, as soon as the session answered.
    const early = takeEarlyMedia();
    (async () => {
      let media: MediaStream;
      try {
        media = await (early?.stream ?? requestCameraAndMicrophone());
      } catch {
        if (!cancelled) send({ type: 'MEDIA_DENIED', message: CANDIDATE_MESSAGES.mediaDenied });
        return;
      }
      if (cancelled) return stopStream(media);
      res.current.stream = media;
      setStream(media);
      try {
        const capture = await (early?.capture ?? AudioCapture.open(media));
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
  }, [res, sessionOk, send, releaseMedia]);

  const readLevel = useCallback(() => res.current.capture?.level ?? 0, [res]);

  return { readLevel, stream, releaseMedia };
}
