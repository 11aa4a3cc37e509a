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
 * Writes the slices to `out` one object after another with backpressure, so what is held at any
 * moment is a stream's buffer, whatever the file's length, then ends `out` and settles once it
 * has finished. Each object's stream is let go once read (a pipeline per object would leave its
 * listeners, and with them every object's stream, on `out` until the response ends: memory that
 * grew with the bytes served). When `out` closes early (the player went away) the object being
 * read is destroyed, nothing more is opened and the promise rejects.
 */
export async function streamSlices(
  slices: ObjectSlice[],
  out: Writable,
  open: OpenSlice,
): Promise<void> {
  for (const slice of slices) {
    if (out.destroyed || out.writableEnded) throw closedEarly();
    // Leaving the loop early (a throw) destroys the object's stream.
    for await (const piece of open(slice) as AsyncIterable<Buffer>) {
      if (out.destroyed) throw closedEarly();
      if (!out.write(piece)) await drained(out);
    }
  }
  out.end();
  await finished(out);
}
