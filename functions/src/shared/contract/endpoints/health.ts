import { z } from '../../schemas/zod';
import { defineEndpoint } from '../endpoint';

export const healthEndpoints = {
  /** Which services answered (503 with the same shape when Firestore did not). */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      version: z.string(),
      services: z.object({ firestore: z.enum(['ok', 'error']), firestoreMs: z.number() }),
      time: z.string(),
    }),
  }),
};
