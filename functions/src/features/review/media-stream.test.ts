import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ObjectSlice } from './media-layout';
import { streamSlices } from './media-stream';

const PIECE = 64 * 1024;

/** An object of `size` bytes that makes its bytes only as they are read, and counts them. */
function lazyStore(size: number) {
  const counts = { produced: 0, consumed: 0, maxInFlight: 0, opened: [] as string[] };
  const open = (slice: ObjectSlice) => {
    counts.opened.push(slice.object);
    let at = slice.start;
    const stream = new Readable({
      highWaterMark: PIECE,
      read() {
        if (at > slice.end || at >= size) {
          this.push(null);
          return;
        }
        const n = Math.min(PIECE, slice.end + 1 - at);
        const piece = Buffer.alloc(n, at % 251);
        at += n;
        counts.produced += n;
        counts.maxInFlight = Math.max(counts.maxInFlight, counts.produced - counts.consumed);
        this.push(piece);
      },
    });
    return stream;
  };
  return { counts, open };
}

/** A player that takes its bytes slowly (each write settles on a later turn). */
function slowPlayer(counts: { consumed: number }, onByte?: (total: number) => void) {
  return new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _enc, done) {
      setImmediate(() => {
        counts.consumed += chunk.length;
        onByte?.(counts.consumed);
        done();
      });
    },
  });
}

describe('streamSlices', () => {
  it("writes each slice's bytes in order and ends the response", async () => {
    const objects: Record<string, Buffer> = {
      a: Buffer.from('0123456789'),
      b: Buffer.from('abcdefghij'),
    };
    const open = (s: ObjectSlice) =>
      Readable.from([objects[s.object].subarray(s.start, s.end + 1)]);
    const got: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _enc, done) {
        got.push(chunk);
        done();
      },
    });
    const finished = new Promise((resolve) => out.on('finish', resolve));
    await streamSlices(
      [
        { object: 'a', start: 7, end: 9 },
        { object: 'b', start: 0, end: 3 },
      ],
      out,
      open,
    );
    await finished;
    expect(Buffer.concat(got).toString()).toBe('789abcd');
  });

  it('holds about the same few pieces for a 1 MiB and a 64 MiB file (memory independent of length)', async () => {
    const inFlight: number[] = [];
    for (const size of [1024 * 1024, 64 * 1024 * 1024]) {
      const { counts, open } = lazyStore(size);
      // Split in 2 MiB objects, as chunks are stored.
      const slices: ObjectSlice[] = [];
      for (let at = 0; at < size; at += 2 * 1024 * 1024)
        slices.push({ object: `o${at}`, start: 0, end: Math.min(2 * 1024 * 1024, size - at) - 1 });
      await streamSlices(slices, slowPlayer(counts), open);
      expect(counts.consumed).toBe(size);
      inFlight.push(counts.maxInFlight);
    }
    // Read ahead of the player by at most the streams' buffers, never by the file.
    expect(inFlight[1]).toBeLessThanOrEqual(4 * PIECE);
    expect(inFlight[1]).toBeLessThanOrEqual(inFlight[0] + PIECE);
  });

  it('keeps no listener per object on the response (each object is let go once read)', async () => {
    /** The most listeners the response had for any event while `n` objects were streamed. */
    async function mostListeners(n: number) {
      const { counts, open } = lazyStore(Number.MAX_SAFE_INTEGER);
      const slices = Array.from({ length: n }, (_, i) => ({
        object: `o${i}`,
        start: 0,
        end: PIECE - 1,
      }));
      let most = 0;
      const player = slowPlayer(counts, () => {
        for (const event of player.eventNames()) most = Math.max(most, player.listenerCount(event));
      });
      await streamSlices(slices, player, open);
      expect(counts.consumed).toBe(n * PIECE);
      return most;
    }
    expect(await mostListeners(100)).toBe(await mostListeners(1));
  });

  it('stops reading and opens nothing more when the player goes away', async () => {
    const { counts, open } = lazyStore(10 * 1024 * 1024);
    const slices = [0, 1, 2, 3, 4].map((i) => ({
      object: `o${i}`,
      start: 0,
      end: 2 * 1024 * 1024 - 1,
    }));
    const player = slowPlayer(counts, (total) => {
      if (total >= 512 * 1024 && !player.destroyed) player.destroy();
    });
    await expect(streamSlices(slices, player, open)).rejects.toThrow();
    expect(counts.opened).toEqual(['o0']);
    expect(counts.produced).toBeLessThan(1024 * 1024);
  });
});
