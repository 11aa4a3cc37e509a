/**
 * A small map whose entries expire: something checked a moment ago, reused for a few seconds
 * instead of being read again. Bounded in entries (the oldest go first), so it never grows with
 * traffic; an entry is never returned after its time.
 */
export class ShortCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` until the time `until` (ms since the epoch); one already past is not kept. */
  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    if (until <= this.now()) return;
    this.entries.set(key, { value, until });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
