import { ACCESS_MESSAGES } from '@shared/messages/access';
import type { AccessRequestPayload } from '@shared/schemas/access';
import { ApiError, api } from '@/lib/api-client';

export type { AccessRequestPayload };

/** POST /api/access/request with the verified captcha's id. */
export const submitAccessRequest = (input: AccessRequestPayload) =>
  api.post<{ id: string; status: 'pending' }>('/access/request', input);

const text = (data: unknown, key: string) => {
  const value =
    data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * The pending-request refusal has its own text; otherwise the
 * server's error, then details, then message, then 'Failed to submit request. Please try again.'
 * (No answer, 401 and 429 keep the API client's messages for every call.)
 */
export function submitErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return ACCESS_MESSAGES.submitFailed;
  if ([0, 401, 429].includes(error.status)) return error.message;
  const message =
    text(error.data, 'error') ?? text(error.data, 'details') ?? text(error.data, 'message');
  if (message === ACCESS_MESSAGES.alreadyPendingServer) return ACCESS_MESSAGES.alreadyPending;
  return message ?? ACCESS_MESSAGES.submitFailed;
}
