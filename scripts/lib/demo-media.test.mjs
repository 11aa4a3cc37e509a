import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { joinSentences, readWav, writeWav } from './demo-media.mjs';

const RATE = 22_050;
/** `before` ms of silence, `voiced` ms of a loud square wave, `after` ms of silence. */
function sentence(before, voiced, after) {
  const n = (ms) => Math.round((ms * RATE) / 1000);
  const samples = new Int16Array(n(before) + n(voiced) + n(after));
  for (let i = 0; i < n(voiced); i++) samples[n(before) + i] = i % 20 < 10 ? 8000 : -8000;
  return { sampleRate: RATE, samples };
}

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('demo media speech', () => {
  it('writes and reads back a mono PCM16 WAV', () => {
    dir = mkdtempSync(join(tmpdir(), 'demo-media-'));
    const file = join(dir, 'a.wav');
    const wav = sentence(10, 50, 10);
    writeWav(file, wav);
    const back = readWav(readFileSync(file));
    expect(back.sampleRate).toBe(RATE);
    expect(Array.from(back.samples)).toEqual(Array.from(wav.samples));
  });

  it("times each sentence's speech, not its padding, after the lead-in and the pauses before it", () => {
    const { wav, segments, durationMs } = joinSentences(
      [sentence(100, 2000, 200), sentence(50, 1000, 100)],
      ['First sentence.', 'Second one.'],
    );
    // 800 ms lead-in; then 100 ms of the first file's own silence.
    expect(segments[0]).toEqual({ text: 'First sentence.', offsetMs: 900, durationMs: 2000 });
    // lead 800 + first file 2300 + pause 450 + its own 50.
    expect(segments[1]).toEqual({ text: 'Second one.', offsetMs: 3600, durationMs: 1000 });
    // ... + second file 1150 + tail 700.
    expect(durationMs).toBe(800 + 2300 + 450 + 1150 + 700);
    // Each part is rounded to whole samples on its own.
    expect(Math.abs(wav.samples.length - (durationMs * RATE) / 1000)).toBeLessThan(5);
    // The WAV is silent where no segment is.
    const at = (ms) => wav.samples[Math.round((ms * RATE) / 1000)];
    expect(at(850)).toBe(0);
    expect(Math.abs(at(950))).toBe(8000);
    expect(at(3400)).toBe(0);
  });
});
