import { authEndpoints } from '@shared/contract/endpoints/auth';
import { TokenBodySchema } from '@shared/schemas/auth';
import type { TokenBody } from '@shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/** {token}: marks the account's email verified (single use). */
export function verifyEmail(input: TokenBody) {
  return callApi(authEndpoints.verifyEmail, { body: TokenBodySchema.parse(input) });
}
