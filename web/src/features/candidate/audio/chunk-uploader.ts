import { statusOf } from '@/lib/error-message';
import { withRetries } from '@/lib/retry';
import type { MediaChunk } from '../api/upload-media-chunk';

export type UploadFn = (chunk: MediaChunk) => Promise<void>;

const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 8_000];

/** The server will not take this recording (over a size cap, or not WebM/MP4). */
const REFUSED = [413, 415];

/**
 * Uploads recorded chunks in the background, one at a time, in order, retrying with back-off.
 * A chunk keeps its (questionId, seq), so a retry overwrites on the server and never duplicates.
 * A slow network never blocks the candidate; completion waits on flush() with a time limit.
 */
export class ChunkUploader {
  private readonly queue: MediaChunk[] = [];
  private running = false;
  private idleWaiters: (() => void)[] = [];
  /** Takes the server refused (`questionId:take`): their later chunks are not sent. */
  private readonly refusedTakes = new Set<string>();
  failed = 0;
  uploaded = 0;

  constructor(
    private readonly upload: UploadFn,
    /** How retries wait (the clock by default). */
    private readonly sleep?: (ms: number) => Promise<void>,
    /** A 413 or 415: the take's recording cannot be stored, the interview goes on. */
    private readonly onRefused: (error: unknown) => void = () => undefined,
  ) {}

  get pending() {
    return this.queue.length + (this.running ? 1 : 0);
  }

  enqueue(chunk: MediaChunk) {
    this.queue.push(chunk);
    if (!this.running) void this.drain();
  }

  /** Resolves true once everything queued is stored, or false when the time limit passes first. */
  flush(timeoutMs: number): Promise<boolean> {
    if (this.pending === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private async drain() {
    this.running = true;
    while (this.queue.length > 0) {
      const chunk = this.queue[0];
      await this.send(chunk);
      this.queue.shift();
    }
    this.running = false;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private async send(chunk: MediaChunk) {
    const take = `${chunk.questionId}:${chunk.take}`;
    // The rest of a refused take would be refused too, or stored as a file with a hole.
    if (this.refusedTakes.has(take)) {
      this.failed++;
      return;
    }
    try {
      await withRetries(() => this.upload(chunk), RETRY_DELAYS_MS, this.sleep);
      this.uploaded++;
    } catch (error) {
      this.failed++;
      console.warn('media chunk not stored', chunk.questionId, chunk.seq, error);
      if (REFUSED.includes(statusOf(error) ?? 0)) {
        this.refusedTakes.add(take);
        this.onRefused(error);
      }
    }
  }
}
