import { shareEndpoints } from '@shared/contract/endpoints/shares';
import type { CreateShortlistInput } from '@shared/schemas/shares';
import { callApi } from '@/lib/api-client';

/** POST /api/shares: shares the ticked interviews as one shortlist; the recipient is mailed a link. */
export function createShortlist(body: CreateShortlistInput) {
  return callApi(shareEndpoints.createShortlist, { body });
}
