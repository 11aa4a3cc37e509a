import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { AUDIO_LEVEL_INTERVAL_MS } from '@shared/constants';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import {
  AudioCapture,
  browserSupportsCapture,
  requestCameraAndMicrophone,
  stopStream,
} from '../audio/capture';
import type { InterviewEvent } from './interview-machine';
import type { MediaResources } from './media-resources';

/**
 * Camera and microphone once the session is known (initializing → ready or error), the capture
 * pipeline feeding speech recognition, and the level meter. `releaseMedia` stops everything.
 */
export function useCameraAndMicrophone(
  res: RefObject<MediaResources>,
  sessionOk: boolean,
  mediaReady: boolean,
  send: (event: InterviewEvent) => void,
) {
  const [level, setLevel] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);

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
  }, [res, sessionOk, send, releaseMedia]);

  // The level meter: sampled every 100 ms on the 0–255 scale.
  useEffect(() => {
    if (!mediaReady) return;
    const timer = setInterval(
      () => setLevel(res.current.capture?.level ?? 0),
      AUDIO_LEVEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [res, mediaReady]);

  return { level, stream, releaseMedia };
}
