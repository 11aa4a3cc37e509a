import { callApi } from '@/lib/api-client';
import { statusOf } from '@/lib/error-message';
import { endpoint } from './contract';

/** Waits before the second and third try. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * The question is on screen: its take (a new one, or the running one after a reload). Without it
 * the question cannot go on, and opening is idempotent, so a lost request or a server error is
 * tried again; a refusal (4xx) is not.
 */
export async function openQuestion(sessionId: string, questionId: string) {
  const openEndpoint = await endpoint('openQuestion');
  for (let tries = 0; ; tries++) {
    try {
      return await callApi(openEndpoint, { params: { sessionId, questionId } });
    } catch (error) {
      const status = statusOf(error) ?? 0;
      const delay = RETRY_DELAYS_MS[tries];
      // 0: no answer reached the browser.
      if (delay === undefined || (status !== 0 && status < 500)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
