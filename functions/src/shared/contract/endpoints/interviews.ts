import { INTERVIEW_LEVELS, INTERVIEW_STATUSES, INTERVIEW_TYPES } from '../../constants';
import { scheduleInterviewSchema } from '../../schemas/interviews';
import { z } from '../../schemas/zod';
import { defineEndpoint } from '../endpoint';

/**
 * An interview as the org's staff see it through the API: the stored document with its id and
 * timestamps as ISO strings (documents may carry further fields, which are passed through).
 */
const interviewSchema = z.looseObject({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  level: z.enum(INTERVIEW_LEVELS),
  date: z.string(),
  scheduledTime: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  sessionId: z.string(),
  questions: z.array(z.object({ id: z.string(), text: z.string(), hint: z.string().optional() })),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().optional(),
  cancelledAt: z.string().optional(),
  cancelledBy: z.string().optional(),
});
export type InterviewJson = z.infer<typeof interviewSchema>;

export const interviewsEndpoints = {
  /** The org's interviews, latest date first (the dashboard reads Firestore instead). */
  listInterviews: defineEndpoint({
    method: 'GET',
    path: '/interviews',
    response: z.object({ interviews: z.array(interviewSchema) }),
  }),
  scheduleInterview: defineEndpoint({
    method: 'POST',
    path: '/interviews',
    request: scheduleInterviewSchema,
    response: z.object({ interview: interviewSchema }),
  }),
  cancelInterview: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/cancel',
    response: z.object({
      interview: z.object({ id: z.string(), status: z.literal('cancelled') }),
    }),
  }),
};
