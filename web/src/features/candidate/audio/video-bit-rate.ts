import { VIDEO_BITS_PER_SECOND_STEPS, VIDEO_STEP_DOWN_QUEUE } from '@shared/constants/capture';

/**
 * The video bit rate of each take: the first step until the upload queue backs up during a take
 * (more than VIDEO_STEP_DOWN_QUEUE chunks waiting); then the next take records one step lower,
 * never below the last. A take's rate is fixed while it records (MediaRecorder cannot change it),
 * so a slow network costs the candidate nothing but picture quality.
 */
export class VideoBitRate {
  private step = 0;
  private backedUp = false;

  /** The rate for a take that starts now. */
  nextTake(): number {
    if (this.backedUp) this.step = Math.min(this.step + 1, VIDEO_BITS_PER_SECOND_STEPS.length - 1);
    this.backedUp = false;
    return VIDEO_BITS_PER_SECOND_STEPS[this.step];
  }

  /** The upload queue's length, after a chunk of the current take joined it. */
  noteQueue(pending: number) {
    if (pending > VIDEO_STEP_DOWN_QUEUE) this.backedUp = true;
  }
}
