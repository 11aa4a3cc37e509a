import { AUDIO_BITS_PER_SECOND, AUDIO_CHUNK_INTERVAL_MS } from '@shared/constants';
import type { AudioChunk } from '../api/upload-audio-chunk';

const PREFERRED_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/webm',
  'audio/mp4',
];

export function recorderMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return PREFERRED_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/**
 * Records one answer (Opus at 24 kbit/s ≈ 180 KB a minute) in numbered chunks every 2 s. The
 * chunks of one answer concatenate into one playable file. Pause/resume keep one file when a save
 * fails and the candidate continues the same answer.
 */
export class AnswerRecorder {
  private seq = 0;
  private recorder: MediaRecorder;
  /** A discarded take's remaining chunks go nowhere (the server would refuse them). */
  private discarded = false;
  private stopped: Promise<void>;

  constructor(
    stream: MediaStream,
    readonly questionId: string,
    /** The server's id of this take (its attempt's takeId): chunks of an older take are refused. */
    readonly take: string,
    readonly mimeType: string,
    onChunk: (chunk: AudioChunk) => void,
  ) {
    this.recorder = new MediaRecorder(stream, {
      mimeType,
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0 && !this.discarded)
        onChunk({ questionId, seq: this.seq++, take, data: event.data, mimeType });
    };
    this.stopped = new Promise((resolve) => {
      this.recorder.onstop = () => resolve();
    });
    this.recorder.start(AUDIO_CHUNK_INTERVAL_MS);
  }

  pause() {
    if (this.recorder.state === 'recording') this.recorder.pause();
  }

  resume() {
    if (this.recorder.state === 'paused') this.recorder.resume();
  }

  /** Stops and hands over the last chunk. */
  async stop(): Promise<void> {
    if (this.recorder.state === 'inactive') return;
    this.recorder.stop();
    await this.stopped;
  }

  /** Stops without handing over what is left: the take was retaken or was never uploaded. */
  async discard(): Promise<void> {
    this.discarded = true;
    await this.stop();
  }
}
