import { isTimestamp } from '../shared/contract/collections';

/**
 * A stored Timestamp as an ISO-8601 UTC string, as the API answers times; anything else (absent,
 * null, a server value not yet set) as null.
 */
export const isoOrNull = (value: unknown): string | null =>
  isTimestamp(value) ? value.toDate().toISOString() : null;

/**
 * A stored document as the API answers it: every Timestamp in it, however deep, as an ISO-8601
 * UTC string; everything else as it is.
 */
export function withIsoTimes(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(withIsoTimes);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIsoTimes(v)]));
  return value;
}
