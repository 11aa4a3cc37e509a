import { describe, expect, it } from 'vitest';
import { VIDEO_BITS_PER_SECOND_STEPS, VIDEO_STEP_DOWN_QUEUE } from '@shared/constants/capture';
import { VideoBitRate } from './video-bit-rate';

describe('VideoBitRate', () => {
  it('starts at the first step and stays there while the queue keeps up', () => {
    const rate = new VideoBitRate();
    expect(rate.nextTake()).toBe(VIDEO_BITS_PER_SECOND_STEPS[0]);
    for (let pending = 0; pending <= VIDEO_STEP_DOWN_QUEUE; pending++) rate.noteQueue(pending);
    expect(rate.nextTake()).toBe(VIDEO_BITS_PER_SECOND_STEPS[0]);
  });

  it('steps the next take down one after the queue exceeded its limit, never within a take', () => {
    const rate = new VideoBitRate();
    expect(rate.nextTake()).toBe(600_000);
    rate.noteQueue(VIDEO_STEP_DOWN_QUEUE + 1);
    rate.noteQueue(VIDEO_STEP_DOWN_QUEUE + 5);
    // However far behind the take got, the next one is only one step lower.
    expect(rate.nextTake()).toBe(400_000);
    // A take that keeps up keeps the lower rate (no step back up).
    expect(rate.nextTake()).toBe(400_000);
    rate.noteQueue(VIDEO_STEP_DOWN_QUEUE + 1);
    expect(rate.nextTake()).toBe(250_000);
  });

  it('never goes below the last step', () => {
    const rate = new VideoBitRate();
    for (let take = 0; take < VIDEO_BITS_PER_SECOND_STEPS.length + 3; take++) {
      rate.nextTake();
      rate.noteQueue(100);
    }
    expect(rate.nextTake()).toBe(VIDEO_BITS_PER_SECOND_STEPS.at(-1));
  });
});
