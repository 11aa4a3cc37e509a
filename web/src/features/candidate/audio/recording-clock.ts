/** Time recorded so far in one take: wall time since it started, less the time it was paused. */
export class RecordingClock {
  private readonly startedAt: number;
  private pausedAt: number | null = null;
  private pausedMs = 0;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.startedAt = now();
  }

  pause() {
    this.pausedAt ??= this.now();
  }

  resume() {
    if (this.pausedAt === null) return;
    this.pausedMs += this.now() - this.pausedAt;
    this.pausedAt = null;
  }

  elapsedMs(): number {
    return (this.pausedAt ?? this.now()) - this.startedAt - this.pausedMs;
  }
}
