import { TokenBodySchema } from '@shared/schemas/auth';
import type { TokenBody } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export interface ValidateTokenResponse {
  email: string;
}

/** POST /api/auth/validate-token {token} → {email}; 404 invalid or expired, 410 already used. */
export function validateRegistrationToken(input: TokenBody) {
  return api.post<ValidateTokenResponse>('/auth/validate-token', TokenBodySchema.parse(input));
}
