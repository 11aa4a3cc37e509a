import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Decoder } from 'ts-ebml';
import { describe, expect, it } from 'vitest';
import { SeekableHeadBuilder } from './seekable-webm';

const chunksOf = (dir: string, count: number) =>
  Array.from({ length: count }, (_, i) => readFileSync(join(dir, `chunk${i}.webm`)));
// Chromium's MediaRecorder: four 1 s slices of audio/webm;codecs=opus, and three 2 s slices of
// video/webm;codecs=vp8,opus (fake camera and microphone).
const audio = chunksOf(join(__dirname, 'testdata'), 4);
const video = chunksOf(join(__dirname, '../../../../tests/fixtures/recording-vp8-opus'), 3);
const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

function build(pieces: Buffer[]) {
  const builder = new SeekableHeadBuilder();
  for (const piece of pieces) builder.feed(piece);
  return builder.finish();
}

/** The elements of a whole file by name (first occurrence), as a player's demuxer sees them. */
function elementsOf(file: Buffer) {
  const ab = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  const found = new Map<string, { value?: unknown; count: number }>();
  for (const elm of new Decoder().decode(ab as ArrayBuffer)) {
    const seen = found.get(elm.name);
    if (seen) seen.count += 1;
    else found.set(elm.name, { value: 'value' in elm ? elm.value : undefined, count: 1 });
  }
  return found;
}

describe('SeekableHeadBuilder', () => {
  it.each([
    ['audio', audio, 3_000, 4_500],
    ['video', video, 5_500, 6_500],
  ] as const)(
    'builds a head with Duration and Cues for %s, keeping the clusters',
    (_, chunks, min, max) => {
      const raw = Buffer.concat(chunks);
      const head = build(chunks)!;
      expect(head).toBeDefined();
      // The original metadata ends where the first cluster starts, inside chunk 0.
      expect(head.replaces).toBe(raw.indexOf(CLUSTER_ID));
      expect(head.replaces).toBeLessThan(chunks[0].length);
      expect(head.durationMs).toBeGreaterThan(min);
      expect(head.durationMs).toBeLessThan(max);
      const file = Buffer.concat([head.bytes, raw.subarray(head.replaces)]);
      const elements = elementsOf(file);
      const duration = elements.get('Duration')?.value as number;
      expect(duration).toBeCloseTo(head.durationMs, -1);
      expect(elements.get('Cues')).toBeDefined();
      expect(elements.get('CuePoint')!.count).toBeGreaterThan(0);
      expect(elements.get('Cluster')!.count).toBe(elementsOf(raw).get('Cluster')!.count);
    },
  );

  it('gives the same head whatever the pieces it is fed in', () => {
    const whole = build([Buffer.concat(video)])!;
    const raw = Buffer.concat(video);
    const pieces: Buffer[] = [];
    for (let at = 0; at < raw.length; at += 997) pieces.push(raw.subarray(at, at + 997));
    const split = build(pieces)!;
    expect(split.bytes).toEqual(whole.bytes);
    expect(split.replaces).toBe(whole.replaces);
    expect(split.durationMs).toBe(whole.durationMs);
  });

  it('a head for fewer chunks is shorter in time (a live answer is rebuilt as it grows)', () => {
    const first = build(video.slice(0, 2))!;
    const all = build(video)!;
    expect(first.durationMs).toBeLessThan(all.durationMs - 1_000);
    expect(first.replaces).toBe(all.replaces);
  });

  it('answers undefined for anything that is not WebM with media', () => {
    expect(build([Buffer.from('not a webm file')])).toBeUndefined();
    expect(build([])).toBeUndefined();
    // The header alone: no cluster, no duration.
    expect(build([video[0].subarray(0, video[0].indexOf(CLUSTER_ID))])).toBeUndefined();
  });
});
