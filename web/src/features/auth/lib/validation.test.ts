import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { validateLogin, validateRegistration } from './validation';

describe('login validation', () => {
  const ok = { email: 'ada@acme.test', password: 'secret1' };
  it('accepts a well-formed email and a 6-character password', () =>
    expect(validateLogin(ok)).toEqual({}));
  it("email required: 'Email is required'", () => {
    expect(validateLogin({ ...ok, email: '' }).email).toBe(AUTH_MESSAGES.emailRequired);
    expect(validateLogin({ ...ok, email: '   ' }).email).toBe('Email is required');
  });
  it.each(['ada', 'ada@', 'ada@acme', '@acme.test', 'a da@acme.test', 'ada@acme .test'])(
    "'%s' → 'Invalid email format'",
    (email) => expect(validateLogin({ ...ok, email }).email).toBe('Invalid email format'),
  );
  it("password required: 'Password is required'", () =>
    expect(validateLogin({ ...ok, password: '' }).password).toBe('Password is required'));
  it("password under 6 characters: 'Password must be at least 6 characters'", () => {
    expect(validateLogin({ ...ok, password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateLogin({ ...ok, password: '123456' }).password).toBeUndefined();
  });
  it('reports both fields at once', () =>
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    }));
});

describe('registration validation (in order, first failure stops)', () => {
  const tokenEmail = 'ada@acme.test';
  const ok = {
    email: 'ada@acme.test',
    displayName: 'Ada Lovelace',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it('accepts a complete form', () => expect(validateRegistration(ok, tokenEmail)).toBeNull());
  it('compares the email with the token case-insensitively', () =>
    expect(validateRegistration({ ...ok, email: 'Ada@Acme.test' }, tokenEmail)).toBeNull());
  it("email ≠ token email: 'Email does not match registration token'", () =>
    expect(validateRegistration({ ...ok, email: 'eve@acme.test' }, tokenEmail)).toBe(
      REGISTRATION_MESSAGES.emailMismatch,
    ));
  it("blank name after trimming: 'Name is required'", () =>
    expect(validateRegistration({ ...ok, displayName: '   ' }, tokenEmail)).toBe(
      'Name is required',
    ));
  it('a name with a link or an address: the same refusal as the API and a candidate name', () =>
    expect(
      validateRegistration(
        { ...ok, displayName: 'URGENT: payroll at https://evil.example - HR <hr@evil.example>' },
        tokenEmail,
      ),
    ).toBe("Name can't contain web or email addresses"));
  it("short password: 'Password must be at least 6 characters'", () =>
    expect(
      validateRegistration({ ...ok, password: '12345', confirmPassword: '12345' }, tokenEmail),
    ).toBe('Password must be at least 6 characters'));
  it("different confirmation: 'Passwords do not match'", () =>
    expect(validateRegistration({ ...ok, confirmPassword: 'secret2' }, tokenEmail)).toBe(
      'Passwords do not match',
    ));
  it('the first failing check wins', () => {
    const allWrong = { email: 'eve@x.test', displayName: '', password: '1', confirmPassword: '2' };
    expect(validateRegistration(allWrong, tokenEmail)).toBe(REGISTRATION_MESSAGES.emailMismatch);
    expect(validateRegistration({ ...allWrong, email: tokenEmail }, tokenEmail)).toBe(
      'Name is required',
    );
    expect(
      validateRegistration({ ...allWrong, email: tokenEmail, displayName: 'Ada' }, tokenEmail),
    ).toBe('Password must be at least 6 characters');
  });
});
