import { authEndpoints } from '@shared/contract/endpoints/auth';
import { TokenBodySchema } from '@shared/schemas/auth';
import type { TokenBody } from '@shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/** {token} → the link's {email}; 404 invalid or expired, 410 already used. */
export function validateRegistrationToken(input: TokenBody) {
  return callApi(authEndpoints.validateToken, { body: TokenBodySchema.parse(input) });
}
