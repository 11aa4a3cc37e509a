// Spec section 8, Authentication: the identity provider's error codes → the spec's messages.
import { API_MESSAGES } from '@shared/messages/common';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';

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

/** Account creation on the registration screen: the registration wording of section 8. */
export function registrationErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/email-already-in-use':
      return REGISTRATION_MESSAGES.emailInUse;
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return REGISTRATION_MESSAGES.weakPassword;
    case 'auth/invalid-email':
      return REGISTRATION_MESSAGES.invalidEmail;
    case 'auth/operation-not-allowed':
      return AUTH_MESSAGES.operationNotAllowed;
    case 'auth/network-request-failed':
      return API_MESSAGES.network;
    case 'auth/too-many-requests':
      return API_MESSAGES.tooManyRequests;
    default:
      // Section 8: "the error's message or 'Failed to create account. Please try again.'" — a
      // provider's raw message ("Firebase: Error (auth/…)") is not for people, so only ours pass.
      return error instanceof Error && !authErrorCode(error) && error.message
        ? error.message
        : REGISTRATION_MESSAGES.failed;
  }
}
