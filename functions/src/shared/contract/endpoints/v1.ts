// The public API v1, called with an org's API key (`Authorization: Bearer hiq_...`) instead of a
// staff session. Every failure is RFC 9457 problem details (application/problem+json).
import { INTERVIEW_LEVELS, INTERVIEW_TYPES, REVIEW_DECISIONS } from '../../constants/domain';
import { INTEGRATIONS_MESSAGES } from '../../messages/integrations';
import { REVIEW_MESSAGES } from '../../messages/review';
import {
  CreateWebhookSchema,
  UpdateWebhookSchema,
  V1IdempotencyHeadersSchema,
  V1InterviewListQuerySchema,
} from '../../schemas/api-keys';
import { scheduleInterviewSchema } from '../../schemas/interviews';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint, pathParam } from '../endpoint';
import { deliveryId, deliveryView, webhookId, webhookView } from './integrations';

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

/**
 * A question set an interview can be scheduled from (its `questionSetId`): the org's own sets,
 * and HiQ's library sets, each made for one position type and level (an org's set is not: it is
 * used with whatever type and level the interview names).
 */
const v1QuestionSetSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  source: z.enum(['org', 'library']),
  position: z
    .strictObject({ type: z.enum(INTERVIEW_TYPES), level: z.enum(INTERVIEW_LEVELS) })
    .nullable(),
  questionCount: z.number().int(),
  /** An archived set can no longer be scheduled from. */
  archived: z.boolean(),
});
export type V1QuestionSet = z.infer<typeof v1QuestionSetSchema>;

const coverageFindings = ['covered', 'partly', 'missing'] as const;

/** A rubric point as AI assist read the answer: its finding, in the review's words, and evidence. */
const v1CoverageSchema = z.strictObject({
  point: z.string(),
  finding: z.enum(coverageFindings),
  /** What the review screen shows for the finding: "Evidence found", …, "No evidence found". */
  label: z.enum([
    REVIEW_MESSAGES.coverageStatus.covered,
    REVIEW_MESSAGES.coverageStatus.partly,
    REVIEW_MESSAGES.coverageStatus.missing,
  ]),
  /** The transcript's own words that support it (none when no evidence was found). */
  evidence: z.array(
    z.strictObject({
      quote: z.string(),
      /** Where it was said in the recording (ms), when the answer has timed phrases. */
      offsetMs: z.number().int().nullable(),
    }),
  ),
});

/** One answer of a completed interview, in the order the candidate was asked. */
const v1AnswerSchema = z.strictObject({
  questionId: z.string(),
  question: z.string(),
  /** For a follow-up question: the question it followed up (null for the set's own questions). */
  followUpTo: z.string().nullable(),
  /** null: not answered, or deleted by the org's retention or an erasure. */
  transcript: z.string().nullable(),
  /**
   * The answer's recording, streamed (byte ranges allowed) from `url` until `expiresAt` without
   * the API key; ask for the results again for a fresh URL. null: no recording.
   */
  recording: z
    .strictObject({ url: z.string(), mimeType: z.string(), expiresAt: z.string() })
    .nullable(),
  /**
   * AI assist's suggestions, each with the passage it rests on; a person decides. null when the
   * interview was not analysed (AI assist off) or has no suggestions for this answer.
   */
  aiAssist: z
    .strictObject({
      coverage: z.array(v1CoverageSchema),
      /** The answer was too short, or heard too unsurely, for any finding. */
      tooLittleText: z.boolean(),
    })
    .nullable(),
});

/** One team member's review: their ratings (1–5) and comments by question id, and decision. */
const v1ReviewSchema = z.strictObject({
  reviewer: z.strictObject({ name: z.string(), email: z.string() }),
  ratings: z.record(z.string(), z.number().int()),
  comments: z.record(z.string(), z.string()),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  note: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

const v1ResultsSchema = z.strictObject({
  interview: v1InterviewSchema,
  answers: z.array(v1AnswerSchema),
  reviews: z.array(v1ReviewSchema),
});
export type V1Results = z.infer<typeof v1ResultsSchema>;

const interviewId = pathParam('documentId', 404, INTEGRATIONS_MESSAGES.interviewNotFound);

export const v1Endpoints = {
  /** The key's org's interviews, newest first, a page at a time. */
  listV1Interviews: defineEndpoint({
    method: 'GET',
    path: '/v1/interviews',
    summary: 'List interviews',
    scope: 'interviews:read',
    query: V1InterviewListQuerySchema,
    response: z.object({ data: z.array(v1InterviewSchema), nextCursor: z.string().nullable() }),
  }),
  /** Another org's interview is a 404, as one that does not exist. */
  getV1Interview: defineEndpoint({
    method: 'GET',
    path: '/v1/interviews/:id',
    summary: 'Get an interview',
    scope: 'interviews:read',
    params: { id: interviewId },
    response: z.object({ data: v1InterviewSchema }),
  }),
  /**
   * Schedules an interview as staff scheduling does (the same checks, the candidate's invitation),
   * made by this key. A retry with the same Idempotency-Key and body answers the same interview
   * (200) and makes nothing; that key with another body is 409. Keys are kept 24 hours per API key.
   */
  createV1Interview: defineEndpoint({
    method: 'POST',
    path: '/v1/interviews',
    summary: 'Schedule an interview',
    scope: 'interviews:write',
    headers: V1IdempotencyHeadersSchema,
    request: scheduleInterviewSchema,
    creates: true,
    conflict: 'The Idempotency-Key was used with a different request body.',
    response: z.object({ data: v1InterviewSchema }),
  }),
  /** Cancels a scheduled interview and tells the candidate, as staff cancelling does. */
  cancelV1Interview: defineEndpoint({
    method: 'POST',
    path: '/v1/interviews/:id/cancel',
    summary: 'Cancel an interview',
    scope: 'interviews:write',
    params: { id: interviewId },
    conflict: 'The interview is not scheduled (already completed or cancelled).',
    response: z.object({ data: v1InterviewSchema }),
  }),
  /**
   * A completed interview's results: answers with transcripts, recordings and AI assist's
   * evidence, and the team's reviews.
   */
  getV1InterviewResults: defineEndpoint({
    method: 'GET',
    path: '/v1/interviews/:id/results',
    summary: 'Get a completed interview’s results',
    scope: 'results:read',
    params: { id: interviewId },
    conflict: 'The interview is not completed yet (or was cancelled).',
    response: z.object({ data: v1ResultsSchema }),
  }),
  /** The sets an interview can be scheduled from: the org's own, then HiQ's library. */
  listV1QuestionSets: defineEndpoint({
    method: 'GET',
    path: '/v1/question-sets',
    summary: 'List question sets',
    scope: 'interviews:read',
    response: z.object({ data: z.array(v1QuestionSetSchema) }),
  }),
  /** The org's webhook endpoints, oldest first (never their signing secrets). */
  listV1Webhooks: defineEndpoint({
    method: 'GET',
    path: '/v1/webhooks',
    summary: 'List webhook endpoints',
    scope: 'webhooks:manage',
    response: z.object({ data: z.array(webhookView) }),
  }),
  /**
   * A new endpoint for the events named; the answer carries its signing secret, the only time it
   * is ever shown; 409 when the org has as many endpoints as it may.
   */
  createV1Webhook: defineEndpoint({
    method: 'POST',
    path: '/v1/webhooks',
    summary: 'Create a webhook endpoint',
    scope: 'webhooks:manage',
    request: CreateWebhookSchema,
    creates: true,
    conflict: 'The org already has as many webhook endpoints as it may.',
    response: z.object({ data: webhookView, secret: z.string() }),
  }),
  /** Its events, description, or switched on or off (on again: its failures are forgotten). */
  updateV1Webhook: defineEndpoint({
    method: 'PATCH',
    path: '/v1/webhooks/:id',
    summary: 'Change a webhook endpoint',
    scope: 'webhooks:manage',
    params: { id: webhookId },
    request: UpdateWebhookSchema,
    response: z.object({ data: webhookView }),
  }),
  /** No more events go to it; its delivery log goes with it. */
  deleteV1Webhook: defineEndpoint({
    method: 'DELETE',
    path: '/v1/webhooks/:id',
    summary: 'Delete a webhook endpoint',
    scope: 'webhooks:manage',
    params: { id: webhookId },
    response: z.object({ data: z.strictObject({ id: z.string(), deleted: z.literal(true) }) }),
  }),
  /** Queues a signed `webhook.test` message to it, switched off or not. */
  testV1Webhook: defineEndpoint({
    method: 'POST',
    path: '/v1/webhooks/:id/test',
    summary: 'Send a test event',
    scope: 'webhooks:manage',
    params: { id: webhookId },
    creates: true,
    response: z.object({ data: deliveryView }),
  }),
  /** The endpoint's latest deliveries, newest first (status, response code, duration). */
  listV1WebhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/v1/webhooks/:id/deliveries',
    summary: 'List an endpoint’s deliveries',
    scope: 'webhooks:manage',
    params: { id: webhookId },
    response: z.object({ data: z.array(deliveryView) }),
  }),
  /** The same message (same webhook-id) queued again; 409 while it is still being tried. */
  resendV1WebhookDelivery: defineEndpoint({
    method: 'POST',
    path: '/v1/webhooks/:id/deliveries/:deliveryId/resend',
    summary: 'Send a delivery again',
    scope: 'webhooks:manage',
    params: { id: webhookId, deliveryId },
    creates: true,
    conflict: 'The delivery is still being tried.',
    response: z.object({ data: deliveryView }),
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
