import { useRef } from 'react';
import type { SpeechTokenResponse } from '../api/get-speech-token';
import type { AudioCapture } from '../audio/capture';
import type { AnswerRecorder } from '../audio/media-recorder';
import type { SpeechSession } from '../audio/speech';

/** What one interview holds open while it runs: released together when it ends or is left. */
export interface MediaResources {
  stream: MediaStream | null;
  capture: AudioCapture | null;
  speech: SpeechSession | null;
  recorder: AnswerRecorder | null;
  speechConfig: { value: SpeechTokenResponse; at: number } | null;
  unsubscribe: (() => void) | null;
  /** Bumped at every stop: async starts from an earlier generation give up. */
  generation: number;
}

/** The interview's resources, one object for the component's life (async steps share it). */
export const useMediaResources = () =>
  useRef<MediaResources>({
    stream: null,
    capture: null,
    speech: null,
    recorder: null,
    speechConfig: null,
    unsubscribe: null,
    generation: 0,
  });
