import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ObjectSlice } from './media-layout';

/** Opens one object's bytes [start, end] (inclusive) as a stream. */
export type OpenSlice = (slice: ObjectSlice) => Readable;

const closedEarly = () => new Error('The response closed early');

/** Until `out` wants more; rejects if it closes or fails first. Leaves no listener behind. */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(closedEarly());
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(closedEarly());
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', settle);
  });
}

/**
 * How many objects after the one being written are already being fetched. Each is a request to
 * Cloud Storage whose first byte takes a round trip, and a stored chunk is small (two seconds of
 * answer), so a player's read after a seek (a few seconds of video) spans several objects: with
 * one ahead those round trips add up; with three, 512 KiB at a seek's place came in 19.5 ms
 * instead of 42 ms from the Storage emulator (the same file served whole from disk: 4–8 ms).
 * What a request holds stays bounded (one buffer per object opened), whatever the file's length.
 */
export const OBJECTS_AHEAD = 3;

const ignore = () => {};

/**
 * Lets an object's stream go without destroying it: the rest of its bytes (at most one stored
 * chunk's) are read and dropped. A Cloud Storage read destroyed mid-way makes the client destroy
 * its shared connection pool, cutting every other download under way in the process: other
 * players' responses, or the very range a player asked for after a seek.
 */
function release(stream: Readable): void {
  stream.on('error', ignore);
  stream.resume();
}

/** The slices' objects in order, each opened (its request under way) before its turn. */
export interface OpenedSlices {
  /** The next object's stream, and the one after the objects already ahead is opened. */
  next(): Readable | undefined;
  /** Lets every object opened and not yet taken go (see `release`); opens nothing more. */
  release(): void;
}

/**
 * Opens the first objects of `slices` at once (the one to write first and OBJECTS_AHEAD more),
 * so their bytes can be on their way while the request is still being checked; nothing is read
 * from them until they are taken.
 */
export function openSlices(slices: ObjectSlice[], open: OpenSlice): OpenedSlices {
  const ahead: Readable[] = [];
  let opened = 0;
  let released = false;
  const fill = (count: number) => {
    while (!released && opened < slices.length && ahead.length < count) {
      const stream = open(slices[opened++]);
      // A failure before its turn is thrown when it is read, not as an unhandled 'error'.
      stream.on('error', ignore);
      // Starts the object's request; its first bytes wait in the stream's buffer.
      stream.read(0);
      ahead.push(stream);
    }
  };
  fill(OBJECTS_AHEAD + 1);
  return {
    next() {
      const stream = ahead.shift();
      fill(OBJECTS_AHEAD);
      return stream;
    },
    release() {
      released = true;
      for (const stream of ahead.splice(0)) release(stream);
    },
  };
}

/**
 * Writes the opened objects to `out` one after another with backpressure, so what is held at any
 * moment is a few streams' buffers, whatever the file's length, then ends `out` and settles once
 * it has finished. Each object's stream is let go once read (a pipeline per object would leave its
 * listeners, and with them every object's stream, on `out` until the response ends: memory that
 * grew with the bytes served). When `out` closes early (the player went away) every object opened
 * is let go (see `release`), nothing more is opened and the promise rejects.
 */
export async function streamSlices(objects: OpenedSlices, out: Writable): Promise<void> {
  let current: Readable | undefined;
  try {
    while ((current = objects.next())) {
      if (out.destroyed || out.writableEnded) throw closedEarly();
      // Leaving early (a throw) lets the object go below rather than destroying it.
      const pieces = current.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
      for await (const piece of pieces) {
        if (out.destroyed) throw closedEarly();
        if (!out.write(piece)) await drained(out);
      }
    }
  } finally {
    if (current) release(current);
    objects.release();
  }
  out.end();
  await finished(out);
}
