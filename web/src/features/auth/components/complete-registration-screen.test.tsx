import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { CompleteRegistrationScreen } from './complete-registration-screen';

const signIn = vi.fn();
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: (...a: unknown[]) => signIn(...a),
}));
vi.mock('@/lib/firebase/auth', () => ({ auth: {} }));
const validate = vi.fn();
const register = vi.fn();
vi.mock('../api/validate-token', () => ({
  validateRegistrationToken: (...a: unknown[]) => validate(...a),
}));
vi.mock('../api/register-with-token', () => ({
  registerWithToken: (...a: unknown[]) => register(...a),
}));
const accept = vi.fn();
vi.mock('../api/accept-invitation', () => ({
  acceptInvitation: (...a: unknown[]) => accept(...a),
}));

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/register/tok']}>
      <Routes>
        <Route path="/register/:token" element={<CompleteRegistrationScreen token="tok" />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  pw: string,
  confirm: string,
) {
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (pw) await user.type(screen.getByLabelText('Password'), pw);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

beforeEach(() => {
  for (const m of [signIn, validate, register, accept]) m.mockReset();
  accept.mockResolvedValue({ uid: 'uid-1', orgId: 'acme.test', orgRole: 'member' });
  validate.mockResolvedValue({ email: 'ada@acme.test' });
  register.mockResolvedValue({ uid: 'uid-1', orgId: 'acme.test', orgRole: 'member' });
  signIn.mockResolvedValue({ user: { uid: 'uid-1' } });
});

async function submitValidForm() {
  const user = userEvent.setup();
  renderScreen();
  await screen.findByLabelText('Full Name');
  await fill(user, 'Ada', 'secret1', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
}

describe('Complete registration screen', () => {
  it('verifies the token, then shows the form with the email prefilled and read-only', async () => {
    let resolve: (v: unknown) => void = () => {};
    validate.mockReturnValue(new Promise((r) => (resolve = r)));
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your registration link...');
    expect(validate).toHaveBeenCalledWith({ token: 'tok' });
    resolve({ email: 'ada@acme.test' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(
      screen.getByText('Complete your registration to access the product'),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@acme.test');
    expect(email).toHaveAttribute('readonly');
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('an invalid token (404) shows the error view', async () => {
    validate.mockRejectedValue(new ApiError('Invalid or expired registration token', 404));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired registration link. Please contact support.',
    );
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    // Checked once: a re-render does not ask the server again.
    await new Promise((r) => setTimeout(r, 200));
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('a used token (410) says so', async () => {
    validate.mockRejectedValue(new ApiError('This registration link has already been used', 410));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration link has already been used',
    );
  });

  it('runs the checks in order, stops at the first, and editing clears the error', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Full Name');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    await user.type(screen.getByLabelText('Password'), '456');
    await user.type(screen.getByLabelText('Confirm Password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers through the server, signs in with the password and goes to /dashboard', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Full Name');
    await fill(user, ' Ada Lovelace ', 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      email: 'ada@acme.test',
      password: 'secret1',
      displayName: 'Ada Lovelace',
      token: 'tok',
    });
    expect(signIn).toHaveBeenCalledWith({}, 'ada@acme.test', 'secret1');
    expect(register.mock.invocationCallOrder[0]).toBeLessThan(signIn.mock.invocationCallOrder[0]);
  });

  it("'Creating Account...' while registering; a refusal is shown and the form can be sent again", async () => {
    let reject: (e: unknown) => void = () => {};
    register.mockReturnValueOnce(new Promise((_r, j) => (reject = j)));
    await submitValidForm();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    reject(
      new ApiError('This email is already registered. Please try signing in instead.', 409, {
        error: 'This email is already registered. Please try signing in instead.',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please try signing in instead.',
    );
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  });

  it('an expired link at submit time (404) shows the token message', async () => {
    register.mockRejectedValue(
      new ApiError('Invalid or expired registration token', 404, {
        error: 'Invalid or expired registration token',
      }),
    );
    await submitValidForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired registration token',
    );
  });

  it('a server failure (500) shows the generic registration failure', async () => {
    register.mockRejectedValue(new ApiError('Internal server error', 500));
    await submitValidForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create account. Please try again.',
    );
  });

  it('registered but the sign-in failed: says why and links to the sign-in screen', async () => {
    signIn.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/network-request-failed' }),
    );
    await submitValidForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error - Unable to connect to the server',
    );
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('an address with an account: sign in with its password and accept, no second account', async () => {
    validate.mockResolvedValue({ email: 'ada@acme.test', existingAccount: true });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    expect(
      screen.getByText(
        'You already have a HiQ account with ada@acme.test. Sign in with its password to join the team.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in and accept' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in and accept' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({}, 'ada@acme.test', 'secret1');
    expect(accept).toHaveBeenCalledWith({ token: 'tok' });
    expect(register).not.toHaveBeenCalled();
  });

  it("accepting as a member of another team shows the server's reason", async () => {
    validate.mockResolvedValue({ email: 'ada@acme.test', existingAccount: true });
    const reason =
      'Your HiQ account already belongs to another team, and an account can belong to one team only. Ask to be invited with another email address.';
    accept.mockRejectedValue(new ApiError(reason, 409, { error: reason }));
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in and accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Sign in and accept' })).toBeEnabled();
  });
});
