import { interviewsEndpoints } from '@shared/contract/endpoints/interviews';
import { scheduleInterviewSchema } from '@shared/schemas/interviews';
import type { ScheduleInterviewInput } from '@shared/schemas/interviews';
import { callApi } from '@/lib/api-client';

export { scheduleInterviewSchema };
export type { ScheduleInterviewInput };

/** Schedules an interview; the candidate is mailed the link. */
export function createInterview(input: ScheduleInterviewInput) {
  return callApi(interviewsEndpoints.scheduleInterview, { body: input });
}
