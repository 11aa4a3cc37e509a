export interface InterviewCounters {
  total: number;
  scheduled: number;
  completed: number;
  cancelled: number;
}
