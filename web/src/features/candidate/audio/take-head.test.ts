import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TakeHead } from './take-head';

// Blobs as browsers have them: jsdom's cannot be read back (no arrayBuffer()).
beforeAll(() => {
  vi.stubGlobal('Blob', NodeBlob);
});

const TYPE = 'video/webm;codecs="vp9,opus"';
/** A take's first chunk as Chromium's recorder hands it over: header, tracks, first cluster. */
const FIRST = new Uint8Array(
  readFileSync(
    join(__dirname, '../../../../../functions/src/features/review/testdata/chunk0.webm'),
  ),
);
const blob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes], { type: TYPE });
const bytesOf = async (data: Blob) => new Uint8Array(await data.arrayBuffer());

function recorded() {
  const out: Blob[] = [];
  return { out, head: new TakeHead(TYPE, (data) => out.push(data)) };
}

describe('TakeHead', () => {
  it('hands over a first piece that starts the file at once, and the rest as they come', async () => {
    const { out, head } = recorded();
    head.add(blob(FIRST));
    head.add(blob(new Uint8Array([1, 2, 3])));
    await head.end();
    expect(out).toHaveLength(2);
    expect(await bytesOf(out[0])).toEqual(FIRST);
    expect(await bytesOf(out[1])).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('joins a head cut short (one byte, then the rest) into one first chunk, in order', async () => {
    const { out, head } = recorded();
    head.add(blob(FIRST.subarray(0, 1)));
    head.add(blob(FIRST.subarray(1, 40)));
    head.add(blob(FIRST.subarray(40)));
    head.add(blob(new Uint8Array([9])));
    await head.end();
    expect(out).toHaveLength(2);
    expect(await bytesOf(out[0])).toEqual(FIRST);
    expect(out[0].type).toBe(TYPE);
    expect(await bytesOf(out[1])).toEqual(new Uint8Array([9]));
  });

  it('hands over what it still holds when the recording ends, file or not', async () => {
    const { out, head } = recorded();
    head.add(blob(FIRST.subarray(0, 1)));
    expect(out).toHaveLength(0);
    await head.end();
    expect(out).toHaveLength(1);
    expect(await bytesOf(out[0])).toEqual(FIRST.subarray(0, 1));
    await head.end();
    expect(out).toHaveLength(1);
  });
});
