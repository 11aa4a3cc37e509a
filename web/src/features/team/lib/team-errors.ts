import { TEAM_MESSAGES } from '@shared/messages/team';
import { anyStatus } from '@/lib/error-message';
import type { MutationOptions } from '@/lib/use-mutation';

/**
 * What a failed team call shows: the server's message (or the API client's own for no answer /
 * too many requests), a rejected input's first rule, else a generic line.
 */
export const TEAM_ERRORS: MutationOptions = {
  fallback: TEAM_MESSAGES.actionFailed,
  show: anyStatus,
  invalidInput: TEAM_MESSAGES.actionFailed,
};
