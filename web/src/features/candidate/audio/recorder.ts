import { AUDIO_BITS_PER_SECOND, AUDIO_CHUNK_INTERVAL_MS } from '@shared/constants';
import type { AudioChunk } from '../api/upload-audio-chunk';

const PREFERRED_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/webm',
  'audio/mp4',
];

const newTake = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) =>
    b.toString(36).padStart(2, '0'),
  ).join('');

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
  /** This recording's id: its chunks replace any earlier take of the question on the server. */
  readonly take = newTake();
  private recorder: MediaRecorder;
  private stopped: Promise<void>;

  constructor(
    stream: MediaStream,
    readonly questionId: string,
    readonly mimeType: string,
    onChunk: (chunk: AudioChunk) => void,
  ) {
    this.recorder = new MediaRecorder(stream, {
      mimeType,
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0)
        onChunk({ questionId, seq: this.seq++, take: this.take, data: event.data, mimeType });
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
}
