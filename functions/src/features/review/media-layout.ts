import type { RecordingDoc } from '../../shared/contract/collections';
import type { ByteRange } from './range';

/** One stored object's bytes [start, start + length) as a piece of the served file. */
export interface FilePart {
  object: string;
  start: number;
  length: number;
}

/** A piece of one object to read, its ends inclusive (as Cloud Storage's read streams take them). */
export interface ObjectSlice {
  object: string;
  start: number;
  end: number;
}

/** The current take's chunk seqs with their stored bytes, in play order. */
export function chunksOf(
  index: Pick<RecordingDoc, 'chunkBytes'>,
): { seq: number; bytes: number }[] {
  return Object.entries(index.chunkBytes ?? {})
    .map(([seq, bytes]) => ({ seq: Number(seq), bytes }))
    .filter(({ seq, bytes }) => Number.isSafeInteger(seq) && seq >= 0 && bytes > 0)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * The answer's file as it is served: the seekable head (when one covers exactly the take's
 * chunks), then chunk 0 without the original header bytes the head replaces, then every other
 * chunk whole. Without a usable head the chunks are served as stored.
 */
export function fileParts(
  index: Pick<RecordingDoc, 'chunkBytes' | 'head'>,
  chunkObject: (seq: number) => string,
): FilePart[] {
  const chunks = chunksOf(index);
  const head = index.head;
  const first = chunks[0];
  const useHead =
    head !== undefined &&
    head.chunks === chunks.length &&
    head.bytes > 0 &&
    first?.seq === 0 &&
    head.replaces <= first.bytes;
  const parts: FilePart[] = useHead ? [{ object: head.object, start: 0, length: head.bytes }] : [];
  chunks.forEach(({ seq, bytes }, i) => {
    const skip = useHead && i === 0 ? head.replaces : 0;
    if (bytes > skip) parts.push({ object: chunkObject(seq), start: skip, length: bytes - skip });
  });
  return parts;
}

export const sizeOf = (parts: FilePart[]) => parts.reduce((sum, part) => sum + part.length, 0);

/** The object slices that hold bytes [range.start, range.end] of the file, in order. */
export function slicesFor(parts: FilePart[], range: ByteRange): ObjectSlice[] {
  const slices: ObjectSlice[] = [];
  let offset = 0;
  for (const part of parts) {
    const partEnd = offset + part.length - 1;
    if (partEnd >= range.start && offset <= range.end) {
      const from = Math.max(range.start, offset) - offset;
      const to = Math.min(range.end, partEnd) - offset;
      slices.push({ object: part.object, start: part.start + from, end: part.start + to });
    }
    if (offset > range.end) break;
    offset += part.length;
  }
  return slices;
}
