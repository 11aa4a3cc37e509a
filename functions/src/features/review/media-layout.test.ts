import { describe, expect, it } from 'vitest';
import { chunksOf, fileParts, sizeOf, slicesFor } from './media-layout';
import type { FilePart } from './media-layout';

const chunk = (seq: number) => `c${seq}`;
const head = { object: 'head-3', bytes: 40, replaces: 30, chunks: 3, durationMs: 6_000 };
const chunkBytes = { '0': 100, '1': 50, '2': 70 };

/** The file byte by byte as [object, offset] pairs, for checking slices against. */
function bytesOf(parts: FilePart[]): [string, number][] {
  return parts.flatMap((p) =>
    Array.from({ length: p.length }, (_, i) => [p.object, p.start + i] as [string, number]),
  );
}

describe('fileParts', () => {
  it('puts the head in place of the bytes it replaces, then every chunk in seq order', () => {
    const parts = fileParts(
      { chunkBytes: { '2': 70, '10': 5, '0': 100, '1': 50 }, head: { ...head, chunks: 4 } },
      chunk,
    );
    expect(parts).toEqual([
      { object: 'head-3', start: 0, length: 40 },
      { object: 'c0', start: 30, length: 70 },
      { object: 'c1', start: 0, length: 50 },
      { object: 'c2', start: 0, length: 70 },
      { object: 'c10', start: 0, length: 5 },
    ]);
    expect(sizeOf(parts)).toBe(40 + 70 + 50 + 70 + 5);
  });

  it('serves the chunks as stored without a head, or when the head is for fewer chunks', () => {
    const stored = [
      { object: 'c0', start: 0, length: 100 },
      { object: 'c1', start: 0, length: 50 },
      { object: 'c2', start: 0, length: 70 },
    ];
    expect(fileParts({ chunkBytes }, chunk)).toEqual(stored);
    expect(fileParts({ chunkBytes, head: { ...head, chunks: 2 } }, chunk)).toEqual(stored);
    // Chunk 0 missing or shorter than what the head replaces: the head cannot apply.
    expect(fileParts({ chunkBytes: { '1': 50 }, head: { ...head, chunks: 1 } }, chunk)).toEqual([
      { object: 'c1', start: 0, length: 50 },
    ]);
    expect(
      fileParts({ chunkBytes: { '0': 20, '1': 50 }, head: { ...head, chunks: 2 } }, chunk)[0],
    ).toEqual({ object: 'c0', start: 0, length: 20 });
  });

  it('has no parts without chunks, and ignores keys that are not seqs', () => {
    expect(fileParts({}, chunk)).toEqual([]);
    expect(chunksOf({ chunkBytes: { x: 3, '-1': 4, '1.5': 2, '4': 0, '3': 9 } })).toEqual([
      { seq: 3, bytes: 9 },
    ]);
  });
});

describe('slicesFor', () => {
  const parts = fileParts({ chunkBytes, head }, chunk);
  const file = bytesOf(parts);

  it('maps any range to exactly the object bytes at those positions of the file', () => {
    const size = sizeOf(parts);
    expect(file.length).toBe(size);
    const ranges = [
      { start: 0, end: size - 1 },
      { start: 0, end: 0 },
      { start: 39, end: 40 }, // the head's last byte and chunk 0's first served byte
      { start: 109, end: 110 }, // chunk 0 into chunk 1
      { start: 45, end: 200 },
      { start: size - 1, end: size - 1 },
    ];
    for (let i = 0; i < 200; i++) {
      const a = Math.floor(Math.random() * size);
      const b = Math.floor(Math.random() * size);
      ranges.push({ start: Math.min(a, b), end: Math.max(a, b) });
    }
    for (const range of ranges) {
      const got = slicesFor(parts, range).flatMap((s) =>
        Array.from({ length: s.end - s.start + 1 }, (_, i) => [s.object, s.start + i]),
      );
      expect(got, JSON.stringify(range)).toEqual(file.slice(range.start, range.end + 1));
    }
  });

  it('reads only the objects the range needs', () => {
    expect(slicesFor(parts, { start: 115, end: 120 })).toEqual([
      { object: 'c1', start: 5, end: 10 },
    ]);
  });
});
