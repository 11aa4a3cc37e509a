// The dashboard's sort order, done by Firestore: one place that says
// which field each column orders by and computes the stored sort keys. Imports nothing but constants.
import { INTERVIEW_LEVELS } from './constants/domain';

export type InterviewSortColumn = 'candidate' | 'type' | 'level' | 'date' | 'status';

/**
 * The Firestore field each column orders by. Type and status are lower-case enum values and date
 * an ISO-8601 UTC string (`toISOString()`), which Firestore's byte order already sorts right.
 * Candidate (case-insensitive, name or else email) and level (seniority, not alphabet) need keys
 * stored on the document: `sortKeys`, written by every writer through {@link interviewSortKeys}.
 */
export const INTERVIEW_SORT_FIELDS: Record<InterviewSortColumn, string> = {
  candidate: 'sortKeys.candidate',
  type: 'type',
  level: 'sortKeys.level',
  date: 'date',
  status: 'status',
};

/** Digit runs are padded to this width so "Candidate 9" sorts before "Candidate 10". */
const NUMBER_WIDTH = 12;
/** Firestore indexes at most 1 500 bytes of a value; names are ≤ 200 characters anyway. */
const MAX_KEY_LENGTH = 400;

/**
 * A string whose plain byte order is the order a person expects: trimmed, case- and
 * accent-insensitive (NFKD without combining marks, lower case), numbers by value.
 */
export function textSortKey(value: string | undefined | null): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => {
      const value = digits.replace(/^0+(?=\d)/, '');
      return value.length >= NUMBER_WIDTH ? value : value.padStart(NUMBER_WIDTH, '0');
    })
    .slice(0, MAX_KEY_LENGTH);
}

/** Seniority rank: junior 0 < mid 1 < senior 2; an unknown level after them, a missing one last. */
export function levelRank(level: string | undefined | null): number {
  const rank = (INTERVIEW_LEVELS as readonly string[]).indexOf(level ?? '');
  if (rank >= 0) return rank;
  return level?.trim() ? INTERVIEW_LEVELS.length : INTERVIEW_LEVELS.length + 1;
}

export interface InterviewSortKeys {
  /** The candidate's name, or their email when the name is empty, as {@link textSortKey}. */
  candidate: string;
  /** {@link levelRank} of the level. */
  level: number;
}

/**
 * The `sortKeys` of `interviews/{id}`. Firestore leaves a document without the ordered field out
 * of an ordered query, so every writer of an interview sets them (the record builder does).
 */
export function interviewSortKeys(fields: {
  candidateName?: string | null;
  candidateEmail?: string | null;
  level?: string | null;
}): InterviewSortKeys {
  return {
    candidate: textSortKey(fields.candidateName) || textSortKey(fields.candidateEmail),
    level: levelRank(fields.level),
  };
}
