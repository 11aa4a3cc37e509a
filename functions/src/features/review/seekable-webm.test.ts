import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSeekableWebm } from './seekable-webm';

// Four 1 s slices of Chromium's MediaRecorder (audio/webm;codecs=opus, fake microphone).
const chunks = [0, 1, 2, 3].map((i) => readFileSync(join(__dirname, 'testdata', `chunk${i}.webm`)));
const DURATION_ID = Buffer.from([0x44, 0x89]);
const CUES_ID = Buffer.from([0x1c, 0x53, 0xbb, 0x6b]);

describe('makeSeekableWebm', () => {
  it('adds Duration and Cues to a MediaRecorder stream and keeps the media bytes', () => {
    const raw = Buffer.concat(chunks);
    expect(raw.includes(CUES_ID)).toBe(false);
    const out = makeSeekableWebm(raw);
    if (process.env.SEEKABLE_OUT) writeFileSync(process.env.SEEKABLE_OUT, out);
    expect(out.includes(DURATION_ID)).toBe(true);
    expect(out.includes(CUES_ID)).toBe(true);
    // The clusters (after the header) are unchanged.
    const firstCluster = raw.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(out.subarray(out.length - (raw.length - firstCluster))).toEqual(
      raw.subarray(firstCluster),
    );
  });

  it('returns anything that is not WebM unchanged', () => {
    const junk = Buffer.from('not a webm file');
    expect(makeSeekableWebm(junk)).toBe(junk);
    expect(makeSeekableWebm(Buffer.alloc(0)).length).toBe(0);
  });
});
