import { CompleteRegistrationBodySchema } from '@shared/schemas/auth';
import type { CompleteRegistrationBody } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/complete-registration {token, uid}: spends the token, sets role and org. */
export function completeRegistration(input: CompleteRegistrationBody) {
  return api.post<{ success: boolean }>(
    '/auth/complete-registration',
    CompleteRegistrationBodySchema.parse(input),
  );
}
