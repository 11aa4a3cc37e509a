import type { InterviewSortColumn } from '@shared/interview-sort';

/** A sortable column; Firestore orders by the field INTERVIEW_SORT_FIELDS gives for it. */
export type SortKey = InterviewSortColumn;
type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** The default sort is date, descending. */
export const DEFAULT_SORT: SortState = { key: 'date', direction: 'desc' };

/**
 * A click on a new column sorts it ascending; a click on the active ascending column flips
 * it to descending (and a click on the active descending column back to ascending).
 */
export function nextSort(current: SortState, clicked: SortKey): SortState {
  if (current.key !== clicked) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
