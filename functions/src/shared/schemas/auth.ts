// Request bodies of /api/auth/*, shared by the web calls and the API (spec section 7).
import { z } from './zod';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '../messages/auth';

const token = z
  .string({ error: AUTH_MESSAGES.tokenRequired })
  .trim()
  .min(1, AUTH_MESSAGES.tokenRequired)
  .max(200, AUTH_MESSAGES.invalidToken);

/** POST /api/auth/validate-token, /verify-token, /verify-email. */
export const TokenBodySchema = z.object({ token });
export type TokenBody = z.infer<typeof TokenBodySchema>;

/** POST /api/auth/complete-registration. */
export const CompleteRegistrationBodySchema = z.object({
  token,
  uid: z
    .string({ error: AUTH_MESSAGES.uidRequired })
    .trim()
    .min(1, AUTH_MESSAGES.uidRequired)
    .max(128, AUTH_MESSAGES.uidRequired),
});
export type CompleteRegistrationBody = z.infer<typeof CompleteRegistrationBodySchema>;

/** PUT /api/auth/me: only the display name can change (role and org are the server's). */
export const UpdateMeBodySchema = z.strictObject(
  {
    displayName: z
      .string({ error: REGISTRATION_MESSAGES.nameRequired })
      .trim()
      .min(1, REGISTRATION_MESSAGES.nameRequired)
      .max(100, AUTH_MESSAGES.displayNameTooLong),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? AUTH_MESSAGES.onlyDisplayName : undefined,
  },
);
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

/** The profile returned under `user` by GET/PUT /api/auth/me. */
export interface UserProfile {
  uid: string;
  email: string;
  displayName: string | null;
  role: 'admin' | 'staff' | null;
  orgId: string | null;
  emailVerified: boolean;
}
