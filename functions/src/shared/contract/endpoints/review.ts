import { candidateFeedbackSchema } from '../../schemas/feedback';
import { reviewSchema } from '../../schemas/review';
import { REVIEW_MESSAGES } from '../../messages/review';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint, pathParam } from '../endpoint';

/** An id that cannot be an interview's is not found, as a missing or another org's interview is. */
const interviewId = pathParam('documentId', 404, REVIEW_MESSAGES.notFound);

export const reviewEndpoints = {
  /**
   * The answer's recording as one seekable file (one Range allowed: 206), streamed from its
   * stored chunks. Authorised by the bearer token, or by `?grant=` from createPlaybackGrant so a
   * <video>/<audio> element can fetch its ranges itself.
   */
  getRecording: defineEndpoint({
    method: 'GET',
    path: '/interviews/:id/recordings/:questionId',
    params: {
      id: interviewId,
      questionId: pathParam('questionId', 404, REVIEW_MESSAGES.recordingNotFound),
    },
    raw: 'response',
    response: z.custom<Blob>(),
  }),
  /** A short-lived grant to stream this interview's recordings (staff of its org). */
  createPlaybackGrant: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/playback-grant',
    params: { id: interviewId },
    response: z.object({ grant: z.string(), expiresAt: z.string() }),
  }),
  /** The signed-in reviewer's whole review: each save replaces theirs. */
  saveReview: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/reviews',
    params: { id: interviewId },
    request: reviewSchema,
    response: z.object({
      saved: z.literal(true),
      review: collections.reviews.schema.omit({ createdAt: true, updatedAt: true }),
    }),
  }),
  /**
   * Once a reviewer recorded a decision on a completed interview: mails the candidate the message
   * a staff member wrote (once per interview; the org may turn it off).
   */
  sendCandidateFeedback: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/candidate-feedback',
    params: { id: interviewId },
    request: candidateFeedbackSchema,
    response: z.object({
      sent: z.literal(true),
      candidateFeedback: z.object({
        sentAt: z.string(),
        sentBy: z.string(),
        sentByName: z.string(),
      }),
    }),
  }),
};
