import { describe, expect, it } from 'vitest';
import { Downsampler, frameLevel } from './pcm';

describe('frameLevel', () => {
  it('is 0 for silence and stays within 0–255', () => {
    expect(frameLevel(new Int16Array(2048))).toBe(0);
    expect(frameLevel(new Int16Array(2048).fill(32767))).toBe(255);
    const speech = Int16Array.from({ length: 2048 }, (_, i) => Math.round(Math.sin(i / 5) * 3000));
    const level = frameLevel(speech);
    expect(level).toBeGreaterThan(50);
    expect(level).toBeLessThan(255);
  });
});

describe('Downsampler', () => {
  it('turns 48 kHz frames of 2048 samples into 16 kHz without losing samples across frames', () => {
    const d = new Downsampler(48_000);
    let total = 0;
    for (let f = 0; f < 30; f++) total += d.process(new Int16Array(2048).fill(1000)).length;
    expect(total).toBe(Math.floor((30 * 2048) / 3));
  });

  it('handles 44.1 kHz (a non-integer ratio) and averages values', () => {
    const d = new Downsampler(44_100);
    const out = d.process(new Int16Array(44_100).fill(-500));
    expect(Math.abs(out.length - 16_000)).toBeLessThanOrEqual(1);
    expect(out.every((v) => v === -500)).toBe(true);
  });

  it('passes 16 kHz through and refuses upsampling', () => {
    expect(new Downsampler(16_000).process(Int16Array.from([1, 2, 3]))).toEqual(
      Int16Array.from([1, 2, 3]),
    );
    expect(() => new Downsampler(8_000)).toThrow();
  });
});
