import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { ObjectSlice } from './media-layout';
import { OBJECTS_AHEAD, openSlices, streamSlices } from './media-stream';

const PIECE = 64 * 1024;
/** What is opened before anything is taken: the object to write first and those ahead of it. */
const firstObjects = Array.from({ length: OBJECTS_AHEAD + 1 }, (_, i) => `o${i}`);

/** An object of `size` bytes that makes its bytes only as they are read, and counts them. */
function lazyStore(size: number) {
  const counts = {
    produced: 0,
    consumed: 0,
    maxInFlight: 0,
    opened: [] as string[],
    /** Bytes the player had taken when each object was opened. */
    consumedAtOpen: [] as number[],
    streams: [] as Readable[],
  };
  const open = (slice: ObjectSlice) => {
    counts.opened.push(slice.object);
    counts.consumedAtOpen.push(counts.consumed);
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
    counts.streams.push(stream);
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
      openSlices(
        [
          { object: 'a', start: 7, end: 9 },
          { object: 'b', start: 0, end: 3 },
        ],
        open,
      ),
      out,
    );
    await finished;
    expect(Buffer.concat(got).toString()).toBe('789abcd');
  });

  it('holds about the same few pieces for an 8 MiB and a 64 MiB file (memory independent of length)', async () => {
    const inFlight: number[] = [];
    for (const size of [8 * 1024 * 1024, 64 * 1024 * 1024]) {
      const { counts, open } = lazyStore(size);
      // Split in 2 MiB objects, as chunks are stored.
      const slices: ObjectSlice[] = [];
      for (let at = 0; at < size; at += 2 * 1024 * 1024)
        slices.push({ object: `o${at}`, start: 0, end: Math.min(2 * 1024 * 1024, size - at) - 1 });
      await streamSlices(openSlices(slices, open), slowPlayer(counts));
      expect(counts.consumed).toBe(size);
      inFlight.push(counts.maxInFlight);
    }
    // Read ahead of the player by at most the streams' buffers (the one being written and those
    // opened ahead of it), never by the file.
    expect(inFlight[1]).toBeLessThanOrEqual((2 * (OBJECTS_AHEAD + 1) + 1) * PIECE);
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
      await streamSlices(openSlices(slices, open), player);
      expect(counts.consumed).toBe(n * PIECE);
      return most;
    }
    expect(await mostListeners(100)).toBe(await mostListeners(1));
  });

  it('stops writing, opens no more and lets the objects it opened end (none destroyed mid-way) when the player goes away', async () => {
    const { counts, open } = lazyStore(20 * 1024 * 1024);
    const slices = Array.from({ length: 10 }, (_, i) => ({
      object: `o${i}`,
      start: 0,
      end: 2 * 1024 * 1024 - 1,
    }));
    const player = slowPlayer(counts, (total) => {
      if (total >= 512 * 1024 && !player.destroyed) player.destroy();
    });
    await expect(streamSlices(openSlices(slices, open), player)).rejects.toThrow();
    // The object being written and those opened ahead of it, nothing more…
    expect(counts.opened).toEqual(firstObjects);
    // …each read to its end and dropped: a Cloud Storage read destroyed mid-way would cut the
    // client's other downloads.
    await Promise.all(counts.streams.map((stream) => finished(stream)));
    expect(counts.produced).toBe(firstObjects.length * 2 * 1024 * 1024);
    expect(counts.consumed).toBeLessThan(1024 * 1024);
  });

  it("requests the next objects while one is written, so their round trips don't add up", async () => {
    const { counts, open } = lazyStore(Number.MAX_SAFE_INTEGER);
    const count = OBJECTS_AHEAD + 4;
    const slices = Array.from({ length: count }, (_, i) => ({
      object: `o${i}`,
      start: 0,
      end: 4 * PIECE - 1,
    }));
    await streamSlices(openSlices(slices, open), slowPlayer(counts));
    expect(counts.consumed).toBe(count * 4 * PIECE);
    // The first ones are opened with o0, before the player has any byte; each later one as soon as
    // an object is done, while those before it are still to be written.
    expect(counts.consumedAtOpen).toEqual(
      slices.map((_, i) => Math.max(0, i - OBJECTS_AHEAD) * 4 * PIECE),
    );
  });

  it('fails when it reaches an object that failed while waiting its turn, after the bytes before it', async () => {
    const objects = ['a', 'b', 'c'];
    const open = (s: ObjectSlice) => {
      if (s.object !== 'b') return Readable.from([Buffer.from(s.object.repeat(4))]);
      const failing = new Readable({ read() {} });
      // Fails at once, long before 'a' has been written.
      process.nextTick(() => failing.destroy(Object.assign(new Error('gone'), { code: 404 })));
      return failing;
    };
    const got: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _enc, done) {
        got.push(chunk);
        setTimeout(done, 5);
      },
    });
    await expect(
      streamSlices(
        openSlices(
          objects.map((object) => ({ object, start: 0, end: 3 })),
          open,
        ),
        out,
      ),
    ).rejects.toMatchObject({ code: 404 });
    expect(Buffer.concat(got).toString()).toBe('aaaa');
  });

  it('opens the first objects before any is taken, and letting them go opens no more', async () => {
    const { counts, open } = lazyStore(Number.MAX_SAFE_INTEGER);
    const objects = openSlices(
      Array.from({ length: OBJECTS_AHEAD + 3 }, (_, i) => ({
        object: `o${i}`,
        start: 0,
        end: PIECE - 1,
      })),
      open,
    );
    // Requested at once (a request still being checked waits for nothing afterwards)…
    expect(counts.opened).toEqual(firstObjects);
    // …and let go when the check refuses it: read to their ends, nothing taken, no more opened.
    objects.release();
    await Promise.all(counts.streams.map((stream) => finished(stream)));
    expect(objects.next()).toBeUndefined();
    expect(counts.opened).toEqual(firstObjects);
    expect(counts.consumed).toBe(0);
  });
});
