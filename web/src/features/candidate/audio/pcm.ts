import { AUDIO_LEVEL_MAX } from '@shared/constants/capture';

/** The speech service's input rate. */
export const SPEECH_SAMPLE_RATE = 16_000;

/**
 * The level of one PCM16 frame on the meter's 0–255 scale: RMS with a gain so ordinary speech
 * sits mid-scale and silence near zero.
 */
export function frameLevel(frame: Int16Array): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < frame.length; i++) sum += frame[i] * frame[i];
  const rms = Math.sqrt(sum / frame.length) / 32768;
  return Math.min(AUDIO_LEVEL_MAX, Math.round(rms * AUDIO_LEVEL_MAX * 4));
}

/**
 * Streams PCM16 from the capture rate (e.g. 48 kHz) down to 16 kHz, averaging the input samples
 * that fall into each output sample (a box filter: cheap, and enough against aliasing for speech).
 * Keeps its position between frames, so consecutive frames join without clicks or drift.
 */
export class Downsampler {
  private readonly ratio: number;
  private position = 0;
  private carrySum = 0;
  private carryCount = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate = SPEECH_SAMPLE_RATE,
  ) {
    if (fromRate < toRate) throw new Error(`cannot downsample ${fromRate} Hz to ${toRate} Hz`);
    this.ratio = fromRate / toRate;
  }

  process(input: Int16Array): Int16Array {
    if (this.ratio === 1) return input.slice();
    const out: number[] = [];
    let sum = this.carrySum;
    let count = this.carryCount;
    for (let i = 0; i < input.length; i++) {
      sum += input[i];
      count++;
      this.position += 1;
      if (this.position >= this.ratio) {
        this.position -= this.ratio;
        out.push(Math.round(sum / count));
        sum = 0;
        count = 0;
      }
    }
    this.carrySum = sum;
    this.carryCount = count;
    return Int16Array.from(out);
  }
}
