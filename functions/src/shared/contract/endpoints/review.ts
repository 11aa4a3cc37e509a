import { reviewSchema } from '../../schemas/review';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint } from '../endpoint';

export const reviewEndpoints = {
  /**
   * The answer's recording as one seekable file (one Range allowed: 206), streamed from its
   * stored chunks. Authorised by the bearer token, or by `?grant=` from createPlaybackGrant so a
   * <video>/<audio> element can fetch its ranges itself.
   */
  getRecording: defineEndpoint({
    method: 'GET',
    path: '/interviews/:id/recordings/:questionId',
    raw: 'response',
    response: z.custom<Blob>(),
  }),
  /** A short-lived grant to stream this interview's recordings (staff of its org). */
  createPlaybackGrant: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/playback-grant',
    response: z.object({ grant: z.string(), expiresAt: z.string() }),
  }),
  /** The signed-in reviewer's whole review: each save replaces theirs. */
  saveReview: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/reviews',
    request: reviewSchema,
    response: z.object({
      saved: z.literal(true),
      review: collections.reviews.schema.omit({ createdAt: true, updatedAt: true }),
    }),
  }),
};
