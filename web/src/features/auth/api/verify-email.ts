import { TokenBodySchema } from '@shared/schemas/auth';
import type { TokenBody } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email {token}: marks the account's email verified (single use). */
export function verifyEmail(input: TokenBody) {
  return api.post<{ success: boolean }>('/auth/verify-email', TokenBodySchema.parse(input));
}
