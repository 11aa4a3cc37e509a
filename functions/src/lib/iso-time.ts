import { isTimestamp } from '../shared/contract/collections';

/**
 * A stored Timestamp as an ISO-8601 UTC string, as the API answers times; anything else (absent,
 * null, a server value not yet set) as null.
 */
export const isoOrNull = (value: unknown): string | null =>
  isTimestamp(value) ? value.toDate().toISOString() : null;
