import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { anyStatus } from '@/lib/error-message';
import type { MutationOptions } from '@/lib/use-mutation';

/** What a failed key call shows: the server's message, a refused input's first rule, else a generic line. */
export const INTEGRATIONS_ERRORS: MutationOptions = {
  fallback: INTEGRATIONS_MESSAGES.actionFailed,
  show: anyStatus,
  invalidInput: INTEGRATIONS_MESSAGES.actionFailed,
};
