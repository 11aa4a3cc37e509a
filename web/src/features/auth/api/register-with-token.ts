import { RegisterWithTokenBodySchema } from '@shared/schemas/auth';
import type { RegisterWithTokenBody } from '@shared/schemas/auth';
import type { OrgRole } from '@shared/constants';
import { api } from '@/lib/api-client';

export interface RegisteredAccount {
  uid: string;
  orgId: string;
  orgRole: OrgRole;
}

/**
 * POST /api/auth/register {email, password, displayName, token}: the server creates the account
 * for the link's address and completes the registration (role, org, membership); the browser then
 * signs in with the password. 404 invalid or expired link, 410 used, 409 already registered.
 */
export function registerWithToken(input: RegisterWithTokenBody) {
  return api.post<RegisteredAccount>('/auth/register', RegisterWithTokenBodySchema.parse(input));
}
