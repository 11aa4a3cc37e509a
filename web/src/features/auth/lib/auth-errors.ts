// Authentication failures → the messages people see: the identity provider's error codes, and the
// registration API's answers.
import { API_MESSAGES } from '@shared/messages/common';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { z } from '@shared/schemas/zod';
import { ApiError } from '@/lib/api-client';

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

/** The message the server put in an error response's body, if any. */
function serverMessage(error: ApiError): string | undefined {
  const data = error.data;
  if (!data || typeof data !== 'object') return undefined;
  for (const key of ['error', 'message'] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/**
 * POST /api/auth/register's failures on the registration screen: a bad link is the token message;
 * refused data, a used link and an address already registered are the server's words; no answer
 * and too many requests keep the API client's line; anything else is the generic failure.
 */
export function registerErrorMessage(error: unknown): string {
  // The body was refused before sending (beyond the screen's own checks, e.g. a too-long name).
  if (error instanceof z.ZodError) {
    return error.issues[0]?.message ?? REGISTRATION_MESSAGES.invalidData;
  }
  if (!(error instanceof ApiError)) return REGISTRATION_MESSAGES.failed;
  switch (error.status) {
    case 404:
      return AUTH_MESSAGES.invalidToken;
    case 400:
      return serverMessage(error) ?? REGISTRATION_MESSAGES.invalidData;
    case 409:
      return serverMessage(error) ?? REGISTRATION_MESSAGES.emailInUse;
    case 410:
      return serverMessage(error) ?? AUTH_MESSAGES.tokenAlreadyUsed;
    case 0:
    case 429:
      return error.message;
    default:
      return REGISTRATION_MESSAGES.failed;
  }
}
