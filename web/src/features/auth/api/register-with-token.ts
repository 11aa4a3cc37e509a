import { authEndpoints } from '@shared/contract/endpoints/auth';
import { RegisterWithTokenBodySchema } from '@shared/schemas/auth';
import type { RegisterWithTokenBody } from '@shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/**
 * {email, password, displayName, token}: the server creates the account for the link's address
 * and completes the registration (role, org, membership); the browser then signs in with the
 * password. 404 invalid or expired link, 410 used, 409 already registered.
 */
export function registerWithToken(input: RegisterWithTokenBody) {
  return callApi(authEndpoints.register, { body: RegisterWithTokenBodySchema.parse(input) });
}
