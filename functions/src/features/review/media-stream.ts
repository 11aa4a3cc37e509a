import type { Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ObjectSlice } from './media-layout';

/** Opens one object's bytes [start, end] (inclusive) as a stream. */
export type OpenSlice = (slice: ObjectSlice) => Readable;

/**
 * Writes the slices to `out` one object after another, each piped with backpressure, so what is
 * held at any moment is a stream's buffer, whatever the file's length. Ends `out` after the last
 * one and settles once it has finished. When `out` closes early (the player went away) the object being read is destroyed and
 * nothing more is opened; the promise rejects.
 */
export async function streamSlices(
  slices: ObjectSlice[],
  out: Writable,
  open: OpenSlice,
): Promise<void> {
  for (const slice of slices) {
    if (out.destroyed || out.writableEnded) throw new Error('The response closed early');
    await pipeline(open(slice), out, { end: false });
  }
  out.end();
  await finished(out);
}
