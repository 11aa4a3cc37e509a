import { TEAM_MESSAGES } from '@shared/messages/team';
import { z } from '@shared/schemas/zod';
import { ApiError } from '@/lib/api-client';

/**
 * What a failed team call shows: the server's message (ApiError carries it, or the API client's
 * own for no answer / too many requests), a rejected input's first rule, else a generic line.
 */
export function teamErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof z.ZodError) return error.issues[0]?.message ?? TEAM_MESSAGES.actionFailed;
  return TEAM_MESSAGES.actionFailed;
}
