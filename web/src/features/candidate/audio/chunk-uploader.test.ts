import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ChunkUploader } from './chunk-uploader';

const chunk = (seq: number) => ({
  questionId: 'q1',
  seq,
  take: 't1',
  data: new Blob([new Uint8Array([seq])]),
  mimeType: 'audio/webm',
});
const noSleep = () => Promise.resolve();

describe('ChunkUploader', () => {
  it('uploads in order and flush resolves when all are stored', async () => {
    const seen: number[] = [];
    const u = new ChunkUploader(async (c) => {
      seen.push(c.seq);
    }, noSleep);
    u.enqueue(chunk(0));
    u.enqueue(chunk(1));
    u.enqueue(chunk(2));
    expect(await u.flush(1000)).toBe(true);
    expect(seen).toEqual([0, 1, 2]);
    expect(u.pending).toBe(0);
  });

  it('retries a failed chunk with the same seq (the server overwrites, never duplicates)', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Network error', 0))
      .mockRejectedValueOnce(new ApiError('busy', 503))
      .mockResolvedValue(undefined);
    const u = new ChunkUploader(upload, noSleep);
    u.enqueue(chunk(7));
    expect(await u.flush(1000)).toBe(true);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls.map((c) => c[0].seq)).toEqual([7, 7, 7]);
    expect(u.uploaded).toBe(1);
  });

  it('gives up on a chunk the server refuses (4xx) and goes on with the rest', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('bad', 400))
      .mockResolvedValue(undefined);
    const u = new ChunkUploader(upload, noSleep);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    u.enqueue(chunk(0));
    u.enqueue(chunk(1));
    expect(await u.flush(1000)).toBe(true);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(u.failed).toBe(1);
  });

  it("a 413 or 415 is not retried: it is reported once per take and the take's later chunks are dropped", async () => {
    const tooLarge = new ApiError("This answer's recording is over its size limit", 413);
    const upload = vi.fn(async (c: { take: string; seq: number }) => {
      if (c.take === 't1' && c.seq === 1) throw tooLarge;
    });
    const refused = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const u = new ChunkUploader(upload, noSleep, refused);
    for (const seq of [0, 1, 2, 3]) u.enqueue(chunk(seq));
    u.enqueue({ ...chunk(0), take: 't2' });
    expect(await u.flush(1000)).toBe(true);
    expect(upload.mock.calls.map((c) => `${c[0].take}/${c[0].seq}`)).toEqual([
      't1/0',
      't1/1',
      't2/0',
    ]);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith(tooLarge);
    expect(u.failed).toBe(3);
    expect(u.uploaded).toBe(2);
  });

  it('flush is bounded: it resolves false when uploads take too long', async () => {
    const u = new ChunkUploader(() => new Promise(() => {}), noSleep);
    u.enqueue(chunk(0));
    expect(await u.flush(20)).toBe(false);
  });
});
