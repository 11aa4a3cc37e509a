// Authentication failures → the messages people see: the identity provider's error codes, and the
// registration API's answers.
import { AUTH_MESSAGES, REGISTRATION_MESSAGES, VERIFY_EMAIL_MESSAGES } from '@shared/messages/auth';
import { API_MESSAGES } from '@shared/messages/api';
import type { MutationOptions } from '@/lib/use-mutation';

/** The provider's error code ('auth/…'), if the value is a Firebase error. */
export function authErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Sign-in (and other account calls). The Auth emulator and projects without email-enumeration
 * protection report user-not-found / wrong-password; protected projects report only
 * invalid-credential (either one, undisclosed), shown as 'Invalid password' since the address
 * passed the format check.
 */
export function signInErrorMessage(
  error: unknown,
  fallback: string = AUTH_MESSAGES.signInFailed,
): string {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      return AUTH_MESSAGES.userNotFound;
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return AUTH_MESSAGES.wrongPassword;
    case 'auth/email-already-in-use':
      return AUTH_MESSAGES.emailInUse;
    case 'auth/weak-password':
      return AUTH_MESSAGES.weakPassword;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return AUTH_MESSAGES.invalidEmail;
    case 'auth/operation-not-allowed':
      return AUTH_MESSAGES.operationNotAllowed;
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return AUTH_MESSAGES.invalidToken;
    case 'auth/too-many-requests':
      return API_MESSAGES.tooManyRequests;
    case 'auth/user-disabled':
      return AUTH_MESSAGES.userDisabled;
    case 'auth/network-request-failed':
      return API_MESSAGES.network;
    default:
      return fallback;
  }
}

/**
 * POST /api/auth/register's failures on the registration screen: a body refused before sending
 * (beyond the screen's own checks, e.g. a too-long name) is its rule; a bad link is the token
 * message; refused data, a used link and an address already registered are the server's words;
 * no answer and too many requests keep the API client's line; anything else the generic failure.
 */
export const REGISTER_ERRORS: MutationOptions = {
  fallback: REGISTRATION_MESSAGES.failed,
  invalidInput: REGISTRATION_MESSAGES.invalidData,
  show: [0, 429],
  serverText: [400, 409, 410],
  byStatus: {
    404: AUTH_MESSAGES.invalidToken,
    400: REGISTRATION_MESSAGES.invalidData,
    409: REGISTRATION_MESSAGES.emailInUse,
    410: AUTH_MESSAGES.tokenAlreadyUsed,
  },
};

/** A used link (410) is the server's message; any other failure (a 404: unknown or expired) the invalid-link text. */
export const INVALID_LINK_ERRORS: MutationOptions = {
  fallback: REGISTRATION_MESSAGES.invalidLink,
  show: [410],
};

/** Email verification: the server's message, else 'Failed to verify email' (also with no answer). */
export const VERIFY_ERRORS: MutationOptions = {
  fallback: VERIFY_EMAIL_MESSAGES.failed,
  show: (status) => status !== 0,
};

/**
 * Accepting an invitation with an existing account: the server's words for a refusal (another
 * address, another org, a used or void link), the token message for a bad link, else the failure.
 */
export const ACCEPT_ERRORS: MutationOptions = {
  fallback: REGISTRATION_MESSAGES.acceptFailed,
  show: [0, 429],
  serverText: [400, 409, 410],
  byStatus: { 404: AUTH_MESSAGES.invalidToken },
};
