import type { InterviewLevel, InterviewStatus, InterviewType } from '@shared/constants';

/** One dashboard row: the fields of `interviews/{id}` the staff screens use. */
export interface InterviewRow {
  id: string;
  candidateName: string;
  candidateEmail: string;
  type: InterviewType | string;
  level: InterviewLevel | string;
  /** ISO timestamp; may be missing on odd records (shown as '-'). */
  date?: string;
  status: InterviewStatus | string;
  sessionId?: string;
  /** ISO timestamp of completion (completed interviews). */
  completedAt?: string;
}

export interface InterviewCounters {
  total: number;
  scheduled: number;
  completed: number;
  cancelled: number;
}
