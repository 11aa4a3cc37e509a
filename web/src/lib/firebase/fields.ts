// Reading stored Timestamps into the ISO strings the screens show.

/** A Firestore Timestamp (or an ISO string) as an ISO string; undefined when absent or invalid. */
export function isoOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    const date = (value as { toDate: () => Date }).toDate();
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return undefined;
}
