import { INTERVIEW_LEVELS } from '@shared/constants';
import type { InterviewRow } from '../types';

export type SortKey = 'candidate' | 'type' | 'level' | 'date' | 'status';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Spec: the default sort is date, descending. */
export const DEFAULT_SORT: SortState = { key: 'date', direction: 'desc' };

/**
 * Spec: a click on a new column sorts it ascending; a click on the active ascending column flips
 * it to descending (and a click on the active descending column back to ascending).
 */
export function nextSort(current: SortState, clicked: SortKey): SortState {
  if (current.key !== clicked) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

type SortValue = string | number | null;

const text = (value: string | undefined) =>
  value && value.trim() ? value.trim().toLowerCase() : null;

/** The value a column sorts by; null means empty (always last). */
export function sortValue(row: InterviewRow, key: SortKey): SortValue {
  switch (key) {
    case 'candidate':
      return text(row.candidateName) ?? text(row.candidateEmail);
    case 'type':
      return text(row.type);
    case 'level': {
      // Levels sort by seniority (junior < mid < senior), unknown ones after them by name.
      const rank = (INTERVIEW_LEVELS as readonly string[]).indexOf(row.level);
      if (rank >= 0) return rank;
      return text(row.level) === null ? null : INTERVIEW_LEVELS.length;
    }
    case 'date': {
      const time = row.date ? Date.parse(row.date) : Number.NaN;
      return Number.isNaN(time) ? null : time;
    }
    case 'status':
      return text(row.status);
  }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy: empty values last whatever the direction; ties keep a stable order by id. */
export function sortInterviews(rows: readonly InterviewRow[], sort: SortState): InterviewRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row, sort.key) }));
  keyed.sort((x, y) => {
    if (x.value === null || y.value === null) {
      if (x.value === y.value) return x.row.id.localeCompare(y.row.id);
      return x.value === null ? 1 : -1;
    }
    return sign * compareValues(x.value, y.value) || x.row.id.localeCompare(y.row.id);
  });
  return keyed.map((k) => k.row);
}
