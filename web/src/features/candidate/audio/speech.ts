import type * as SpeechSdk from 'microsoft-cognitiveservices-speech-sdk';
import { SPEECH_LANGUAGE } from '@shared/constants/capture';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import type { SpeechTokenResponse } from '../api/get-speech-token';
import { Downsampler, SPEECH_SAMPLE_RATE } from './pcm';

export interface SpeechHandlers {
  onInterim: (text: string) => void;
  /**
   * A recognised phrase; offset and duration in 100-ns ticks from the recogniser's first audio,
   * and how sure the service was of it (0–1; undefined when it did not say).
   */
  onFinal: (
    text: string,
    offsetTicks: number,
    durationTicks: number,
    confidence: number | undefined,
  ) => void;
  onError: (message: string) => void;
}

export interface SpeechSession {
  /** Feeds one capture frame (PCM16 at the capture rate). */
  push(frame: Int16Array, sampleRate: number): void;
  /** Stops recognition; final phrases still in flight arrive before it resolves. */
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 5_000;

/** An error with the message the screen shows (one of the speech messages). */
export class SpeechFailure extends Error {}

/**
 * The service's confidence in a final result, from its detailed JSON (`NBest[0].Confidence`,
 * 0–1); undefined when the result carries none or it is not such a number.
 */
export function confidenceOf(json: string | undefined): number | undefined {
  try {
    const confidence: unknown = (JSON.parse(json ?? '') as { NBest?: { Confidence?: unknown }[] })
      ?.NBest?.[0]?.Confidence;
    return typeof confidence === 'number' && confidence >= 0 && confidence <= 1
      ? confidence
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Continuous dictation in en-US with detailed output through the Speech SDK,
 * loaded only here (the SDK is big and only this route needs it). Audio comes from the capture
 * pipeline through a push stream at 16 kHz.
 */
export async function startSpeech(
  config: Exclude<SpeechTokenResponse, { mode: 'none' }>,
  handlers: SpeechHandlers,
): Promise<SpeechSession> {
  let sdk: typeof SpeechSdk;
  let recognizer: SpeechSdk.SpeechRecognizer;
  let pushStream: SpeechSdk.PushAudioInputStream;
  try {
    sdk = await import('microsoft-cognitiveservices-speech-sdk');
    const speechConfig =
      config.mode === 'azure'
        ? sdk.SpeechConfig.fromAuthorizationToken(config.token, config.region)
        : sdk.SpeechConfig.fromHost(new URL(config.host), 'local-standin');
    speechConfig.speechRecognitionLanguage = SPEECH_LANGUAGE;
    speechConfig.outputFormat = sdk.OutputFormat.Detailed;
    pushStream = sdk.AudioInputStream.createPushStream(
      sdk.AudioStreamFormat.getWaveFormatPCM(SPEECH_SAMPLE_RATE, 16, 1),
    );
    recognizer = new sdk.SpeechRecognizer(
      speechConfig,
      sdk.AudioConfig.fromStreamInput(pushStream),
    );
  } catch (error) {
    console.error('speech init failed', error);
    throw new SpeechFailure(CANDIDATE_MESSAGES.speechInitFailed);
  }

  let stopping = false;
  recognizer.recognizing = (_s, e) => {
    if (e.result.text) handlers.onInterim(e.result.text);
  };
  recognizer.recognized = (_s, e) => {
    if (e.result.reason === sdk.ResultReason.RecognizedSpeech && e.result.text)
      handlers.onFinal(
        e.result.text,
        e.result.offset,
        e.result.duration,
        confidenceOf(e.result.json),
      );
  };
  recognizer.canceled = (_s, e) => {
    if (stopping || e.reason !== sdk.CancellationReason.Error) return;
    handlers.onError(CANDIDATE_MESSAGES.speechError(e.errorDetails || String(e.errorCode)));
  };

  try {
    await new Promise<void>((resolve, reject) =>
      recognizer.startContinuousRecognitionAsync(resolve, reject),
    );
  } catch (error) {
    console.error('speech start failed', error);
    recognizer.close();
    throw new SpeechFailure(CANDIDATE_MESSAGES.speechStartFailed);
  }

  let downsampler: Downsampler | null = null;
  return {
    push(frame, sampleRate) {
      if (stopping) return;
      if (!downsampler || downsampler.fromRate !== sampleRate)
        downsampler = new Downsampler(sampleRate);
      const pcm = downsampler.process(frame);
      if (pcm.length)
        pushStream.write(
          pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength) as ArrayBuffer,
        );
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      try {
        await Promise.race([
          new Promise<void>((resolve, reject) =>
            recognizer.stopContinuousRecognitionAsync(resolve, reject),
          ),
          new Promise<void>((_r, reject) =>
            setTimeout(() => reject(new Error('stop timed out')), STOP_TIMEOUT_MS),
          ),
        ]);
      } catch (error) {
        console.warn('speech stop failed', error);
        throw new SpeechFailure(CANDIDATE_MESSAGES.speechStopFailed);
      } finally {
        pushStream.close();
        recognizer.close();
      }
    },
  };
}
