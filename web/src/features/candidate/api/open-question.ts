import { callApi } from '@/lib/api-client';
import { withRetries } from '@/lib/retry';
import { endpoint } from './contract';

/** Waits before the second and third try. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * The question is on screen: its take (a new one, or the running one after a reload). Without it
 * the question cannot go on, and opening is idempotent, so a failure worth retrying is tried
 * again.
 */
export async function openQuestion(sessionId: string, questionId: string) {
  const openEndpoint = await endpoint('openQuestion');
  return withRetries(
    () => callApi(openEndpoint, { params: { sessionId, questionId } }),
    RETRY_DELAYS_MS,
  );
}
