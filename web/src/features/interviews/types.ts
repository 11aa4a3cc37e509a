import type { InterviewCountersDoc } from '@shared/contract/collections';

/** The dashboard's four counters, as the org's counters document keeps them. */
export type InterviewCounters = Pick<
  InterviewCountersDoc,
  'total' | 'scheduled' | 'completed' | 'cancelled'
>;
