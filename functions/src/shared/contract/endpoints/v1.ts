// The public API v1, called with an org's API key (`Authorization: Bearer hiq_...`) instead of a
// staff session. Every failure is RFC 9457 problem details (application/problem+json).
import { INTEGRATIONS_MESSAGES } from '../../messages/integrations';
import { V1InterviewListQuerySchema } from '../../schemas/api-keys';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint, pathParam } from '../endpoint';

const stored = collections.interviews.schema.shape;

/**
 * An interview as an integration sees it: derived from the stored interview, without its
 * questions, answers, internal fields or the candidate's session link (which lets anyone holding
 * it take the interview).
 */
const v1InterviewSchema = z.strictObject({
  id: z.string(),
  status: stored.status,
  candidate: z.strictObject({ name: stored.candidateName, email: stored.candidateEmail }),
  position: z.strictObject({ type: stored.type, level: stored.level }),
  /** ISO-8601 UTC: the moment of the interview. */
  scheduledAt: stored.date,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  questionSetId: z.string().nullable(),
});
export type V1Interview = z.infer<typeof v1InterviewSchema>;

const interviewId = pathParam('documentId', 404, INTEGRATIONS_MESSAGES.interviewNotFound);

export const v1Endpoints = {
  /** The key's org's interviews, newest first, a page at a time. */
  listV1Interviews: defineEndpoint({
    method: 'GET',
    path: '/v1/interviews',
    scope: 'interviews:read',
    query: V1InterviewListQuerySchema,
    response: z.object({ data: z.array(v1InterviewSchema), nextCursor: z.string().nullable() }),
  }),
  /** Another org's interview is a 404, as one that does not exist. */
  getV1Interview: defineEndpoint({
    method: 'GET',
    path: '/v1/interviews/:id',
    scope: 'interviews:read',
    params: { id: interviewId },
    response: z.object({ data: v1InterviewSchema }),
  }),
  /**
   * The OpenAPI 3.1 document of the routes above, generated from this contract; public (no key),
   * so a developer or a client generator can read it before holding a key.
   */
  getV1OpenApiDocument: defineEndpoint({
    method: 'GET',
    path: '/v1/openapi.json',
    response: z.looseObject({ openapi: z.string() }),
  }),
};
