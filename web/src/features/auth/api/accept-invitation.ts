import { authEndpoints } from '@shared/contract/endpoints/auth';
import { TokenBodySchema } from '@shared/schemas/auth';
import type { TokenBody } from '@shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/**
 * {token}, signed in as the link's address: the account joins the link's org. 404 invalid or
 * expired link, 410 used or void, 409 the account is in another org, 400 another address.
 */
export function acceptInvitation(input: TokenBody) {
  return callApi(authEndpoints.acceptInvitation, { body: TokenBodySchema.parse(input) });
}
