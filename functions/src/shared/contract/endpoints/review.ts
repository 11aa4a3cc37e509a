import { reviewSchema } from '../../schemas/review';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint } from '../endpoint';

export const reviewEndpoints = {
  /** The answer's audio file (one Range allowed: 206); the web reads it as a Blob. */
  getRecording: defineEndpoint({
    method: 'GET',
    path: '/interviews/:id/recordings/:questionId',
    raw: 'response',
    response: z.custom<Blob>(),
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
