import { describe, expect, it } from 'vitest';
import { RegisterWithTokenBodySchema } from '@shared/schemas/auth';
import { ApiError } from '@/lib/api-client';
import { messageFor } from '@/lib/error-message';
import { REGISTER_ERRORS, signInErrorMessage } from './auth-errors';

const registerErrorMessage = (error: unknown) =>
  messageFor(error, REGISTER_ERRORS.fallback, REGISTER_ERRORS);

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });

describe('authentication messages from provider error codes', () => {
  it.each([
    ['auth/user-not-found', 'No user found with this email'],
    ['auth/wrong-password', 'Invalid password'],
    ['auth/invalid-credential', 'Invalid password'],
    ['auth/invalid-login-credentials', 'Invalid password'],
    ['auth/email-already-in-use', 'Email already registered'],
    ['auth/weak-password', 'Password is too weak'],
    ['auth/invalid-email', 'Invalid email address'],
    [
      'auth/operation-not-allowed',
      'Email/password registration is not enabled. Please contact support.',
    ],
    ['auth/invalid-action-code', 'Invalid or expired registration token'],
    ['auth/too-many-requests', 'Too many requests - Please try again later'],
    ['auth/network-request-failed', 'Network error - Unable to connect to the server'],
  ])('sign-in: %s → %s', (code, message) =>
    expect(signInErrorMessage(firebaseError(code))).toBe(message),
  );

  it('sign-in: an unknown code never shows the raw provider text', () => {
    expect(signInErrorMessage(firebaseError('auth/internal-error'))).toBe(
      'Sign in failed. Please try again.',
    );
    expect(signInErrorMessage(firebaseError('auth/internal-error'), 'Other')).toBe('Other');
  });
});

describe('registration API (POST /api/auth/register) failures', () => {
  const withBody = (status: number, error: string) => new ApiError(error, status, { error });

  it("404: 'Invalid or expired registration token', whatever the body says", () => {
    expect(registerErrorMessage(withBody(404, 'Not found'))).toBe(
      'Invalid or expired registration token',
    );
    expect(registerErrorMessage(new ApiError('Not found', 404))).toBe(
      'Invalid or expired registration token',
    );
  });

  it("400: the server's message, else 'Invalid registration data'", () => {
    expect(registerErrorMessage(withBody(400, 'Email does not match registration token'))).toBe(
      'Email does not match registration token',
    );
    expect(registerErrorMessage(new ApiError('Validation error', 400))).toBe(
      'Invalid registration data',
    );
  });

  it("409 and 410: the server's message", () => {
    expect(
      registerErrorMessage(
        withBody(409, 'This email is already registered. Please try signing in instead.'),
      ),
    ).toBe('This email is already registered. Please try signing in instead.');
    expect(
      registerErrorMessage(withBody(410, 'This registration link has already been used')),
    ).toBe('This registration link has already been used');
  });

  it("no answer and 429 keep the API client's message", () => {
    expect(
      registerErrorMessage(new ApiError('Network error - Unable to connect to the server', 0)),
    ).toBe('Network error - Unable to connect to the server');
    expect(
      registerErrorMessage(new ApiError('Too many requests - Please try again later', 429)),
    ).toBe('Too many requests - Please try again later');
  });

  it("anything else: 'Failed to create account. Please try again.'", () => {
    for (const error of [
      withBody(500, 'Internal server error'),
      new ApiError('An unexpected error occurred', 503),
      new Error('boom'),
      'nonsense',
    ]) {
      expect(registerErrorMessage(error)).toBe('Failed to create account. Please try again.');
    }
  });

  it("a body the shared schema refuses before sending: that rule's message", () => {
    const refused = RegisterWithTokenBodySchema.safeParse({
      token: 'tok',
      email: 'ada@acme.test',
      password: 'secret1',
      displayName: 'x'.repeat(101),
    });
    expect(refused.success).toBe(false);
    expect(registerErrorMessage(refused.error)).toBe('Name must be at most 100 characters');
  });
});
