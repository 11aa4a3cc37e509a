import { describe, expect, it } from 'vitest';
import { registrationErrorMessage, signInErrorMessage } from './auth-errors';

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });

describe('section 8 authentication messages from provider error codes', () => {
  it.each([
    ['auth/user-not-found', 'No user found with this email'],
    ['auth/wrong-password', 'Invalid password'],
    ['auth/invalid-credential', 'Invalid password'],
    ['auth/invalid-login-credentials', 'Invalid password'],
    ['auth/email-already-in-use', 'Email already registered'],
    ['auth/weak-password', 'Password is too weak'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/operation-not-allowed', 'Email/password registration is not enabled. Please contact support.'],
    ['auth/invalid-action-code', 'Invalid or expired registration token'],
    ['auth/too-many-requests', 'Too many requests - Please try again later'],
    ['auth/network-request-failed', 'Network error - Unable to connect to the server'],
  ])('sign-in: %s → %s', (code, message) =>
    expect(signInErrorMessage(firebaseError(code))).toBe(message));

  it('sign-in: an unknown code never shows the raw provider text', () => {
    expect(signInErrorMessage(firebaseError('auth/internal-error'))).toBe(
      'Sign in failed. Please try again.',
    );
    expect(signInErrorMessage(firebaseError('auth/internal-error'), 'Other')).toBe('Other');
  });

  it.each([
    ['auth/email-already-in-use', 'This email is already registered. Please try signing in instead.'],
    ['auth/weak-password', 'Password is too weak. Please use a stronger password.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/operation-not-allowed', 'Email/password registration is not enabled. Please contact support.'],
  ])('registration: %s → %s', (code, message) =>
    expect(registrationErrorMessage(firebaseError(code))).toBe(message));

  it("registration fallback: 'Failed to create account. Please try again.'", () => {
    expect(registrationErrorMessage(firebaseError('auth/internal-error'))).toBe(
      'Failed to create account. Please try again.',
    );
    expect(registrationErrorMessage('nonsense')).toBe('Failed to create account. Please try again.');
  });

  it("registration: a plain error's own message is shown", () =>
    expect(registrationErrorMessage(new Error('Failed to complete registration process'))).toBe(
      'Failed to complete registration process',
    ));
});
