// The sign-in and registration rules, each checked in a fixed order with the shared messages.
import { PASSWORD_MIN_LENGTH } from '@shared/constants/limits';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { DisplayNameSchema } from '@shared/schemas/auth';
import { EMAIL_PATTERN } from '@shared/schemas/email';

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmailFormat;
  return undefined;
}

/** Login: each field gets its own first failing rule. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = AUTH_MESSAGES.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = AUTH_MESSAGES.passwordTooShort;
  return errors;
}

export interface RegistrationValues {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Registration: email matches the link's, name, password length, confirmation, in that order; the
 * first failure stops submission, so there is one message (or null when the form may be submitted).
 */
export function validateRegistration(
  values: RegistrationValues,
  tokenEmail: string,
): string | null {
  if (values.email.trim().toLowerCase() !== tokenEmail.trim().toLowerCase())
    return REGISTRATION_MESSAGES.emailMismatch;
  // The name's rule is the API's own, so the form says exactly what the server would refuse.
  const name = DisplayNameSchema.safeParse(values.displayName);
  if (!name.success) return name.error.issues[0]?.message ?? REGISTRATION_MESSAGES.nameRequired;
  if (values.password.length < PASSWORD_MIN_LENGTH) return REGISTRATION_MESSAGES.passwordTooShort;
  if (values.confirmPassword !== values.password) return REGISTRATION_MESSAGES.passwordsDoNotMatch;
  return null;
}
