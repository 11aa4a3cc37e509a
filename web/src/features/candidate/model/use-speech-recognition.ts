import { useCallback } from 'react';
import type { RefObject } from 'react';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { getSpeechToken } from '../api/get-speech-token';
import type { SpeechTokenResponse } from '../api/get-speech-token';
import { SpeechFailure, startSpeech } from '../audio/speech';
import type { SpeechSession } from '../audio/speech';
import type { InterviewEvent } from './interview-machine';
import type { MediaResources } from './media-resources';
import { segmentOf } from './transcript-segments';

/** A speech failure's own words, else the step's line. */
export const speechMessageOf = (error: unknown, fallback: string) =>
  error instanceof SpeechFailure ? error.message : fallback;

/**
 * Live transcription of the current answer: the speech service's configuration (cached while its
 * token lasts) and `startRecognition`, whose failures open the Connection Issue modal.
 */
export function useSpeechRecognition(
  res: RefObject<MediaResources>,
  sessionId: string,
  send: (event: InterviewEvent) => void,
) {
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
  }, [res, sessionId, send]);

  return useCallback(async () => {
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
    // Where this recogniser's first audio is in the take's recording: frames reach it only once
    // it is the current session, so its offsets count from then (null: nothing is recorded).
    let startMs: number | null = null;
    try {
      const session: SpeechSession = await startSpeech(config, {
        onInterim: (text) => {
          if (current()) send({ type: 'INTERIM', text });
        },
        onFinal: (text, offsetTicks, durationTicks, confidence) =>
          send({
            type: 'FINAL',
            text,
            segment:
              startMs === null
                ? undefined
                : segmentOf(text, offsetTicks, durationTicks, startMs, confidence),
          }),
        onError: fail,
      });
      if (!current() || failed) {
        void session.stop().catch(() => undefined);
        return;
      }
      startMs = res.current.recorder?.clock.elapsedMs() ?? null;
      res.current.speech = session;
    } catch (error) {
      fail(speechMessageOf(error, CANDIDATE_MESSAGES.speechStartFailed));
    }
  }, [res, speechConfig, send]);
}
