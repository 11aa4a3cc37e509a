import { scheduleInterviewSchema } from '../../schemas/interviews';
import { INTERVIEW_MESSAGES } from '../../messages/interviews';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint, pathParam } from '../endpoint';

/**
 * An interview as the org's staff see it through the API: the stored document (its schema in the
 * collection contract) with its id, timestamps as ISO strings, and without the sort keys.
 */
const stored = collections.interviews.schema.shape;

const interviewSchema = collections.interviews.schema
  .omit({
    sortKeys: true,
    createdAt: true,
    updatedAt: true,
    completedAt: true,
    cancelledAt: true,
    consentedAt: true,
    linkExpiresAt: true,
    purgeAt: true,
    purgedAt: true,
    erasedAt: true,
    sessionIssuedAt: true,
    adjustmentRequests: true,
    candidateFeedback: true,
    followUps: true,
    remindersSent: true,
  })
  .extend({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().optional(),
    cancelledAt: z.string().optional(),
    consentedAt: z.string().optional(),
    linkExpiresAt: z.string().optional(),
    purgeAt: z.string().optional(),
    purgedAt: z.string().optional(),
    erasedAt: z.string().optional(),
    sessionIssuedAt: z.string().optional(),
    adjustmentRequests: z
      .array(z.object({ message: z.string(), requestedAt: z.string() }))
      .optional(),
    candidateFeedback: z
      .object({ sentAt: z.string(), sentBy: z.string(), sentByName: z.string() })
      .optional(),
    followUps: z
      .array(stored.followUps.unwrap().element.extend({ askedAt: z.string() }))
      .optional(),
    remindersSent: z
      .object({ dayBefore: z.string().optional(), atTime: z.string().optional() })
      .optional(),
  })
  .loose();
export type InterviewJson = z.infer<typeof interviewSchema>;

const interviewId = pathParam('documentId', 404, INTERVIEW_MESSAGES.notFound);

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
  /** An owner erases a completed or cancelled interview's candidate data (409 while scheduled). */
  eraseCandidateData: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/erase',
    params: { id: interviewId },
    response: z.object({ erased: z.literal(true) }),
  }),
  cancelInterview: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/cancel',
    params: { id: interviewId },
    response: z.object({
      interview: z.object({ id: z.string(), status: z.literal('cancelled') }),
    }),
  }),
};
