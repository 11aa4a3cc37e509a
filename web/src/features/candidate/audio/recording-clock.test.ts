import { describe, expect, it } from 'vitest';
import { RecordingClock } from './recording-clock';

describe('RecordingClock', () => {
  it('counts recorded time only: a pause stops it and resume goes on from there', () => {
    let now = 1_000;
    const clock = new RecordingClock(() => now);
    now = 4_000;
    expect(clock.elapsedMs()).toBe(3_000);
    clock.pause();
    now = 9_000;
    expect(clock.elapsedMs()).toBe(3_000);
    // A second pause while paused changes nothing; resume without a pause neither.
    clock.pause();
    clock.resume();
    now = 10_500;
    clock.resume();
    expect(clock.elapsedMs()).toBe(4_500);
  });
});
