// Request bodies of /api/auth/*, shared by the web calls and the API.
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '../messages/auth';
import { EMAIL_PATTERN } from './email';
import { personNameSchema } from './person-name';
import { z } from './zod';

/** A member's display name: the same rule as a candidate's name (both are written into mail). */
export const DisplayNameSchema = personNameSchema({
  max: 100,
  required: REGISTRATION_MESSAGES.nameRequired,
  tooLong: AUTH_MESSAGES.displayNameTooLong,
  invalid: AUTH_MESSAGES.displayNameInvalid,
});

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

/**
 * POST /api/auth/register: the registration helper with a token. The server creates the account
 * for the invitation's address and completes the registration in one call.
 */
export const RegisterWithTokenBodySchema = z.object({
  token,
  email: z
    .string({ error: AUTH_MESSAGES.invalidEmailFormat })
    .trim()
    .toLowerCase()
    .min(3, AUTH_MESSAGES.invalidEmailFormat)
    .max(254, AUTH_MESSAGES.invalidEmailFormat)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmailFormat),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordTooShort)
    .max(128, REGISTRATION_MESSAGES.weakPassword),
  displayName: DisplayNameSchema,
});
export type RegisterWithTokenBody = z.input<typeof RegisterWithTokenBodySchema>;

/** PUT /api/auth/me: only the display name can change (role and org are the server's). */
export const UpdateMeBodySchema = z.strictObject(
  {
    displayName: DisplayNameSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? AUTH_MESSAGES.onlyDisplayName : undefined,
  },
);
