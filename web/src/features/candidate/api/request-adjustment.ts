import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

/**
 * Sends the candidate's request for another format or an adjustment (checked by the shared schema
 * first: a refused one throws its ZodError); answers how many more they may send.
 */
export async function requestAdjustment(sessionId: string, message: string): Promise<number> {
  const { adjustmentRequestSchema } = await import('@shared/schemas/candidate');
  const data = await callApi(await endpoint('requestAdjustment'), {
    params: { sessionId },
    body: adjustmentRequestSchema.parse({ message }),
  });
  return data.requestsLeft;
}
