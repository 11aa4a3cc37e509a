import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { CompleteRegistrationScreen } from './complete-registration-screen';

const createUser = vi.fn();
const updateProfile = vi.fn();
const deleteUser = vi.fn();
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: (...a: unknown[]) => createUser(...a),
  updateProfile: (...a: unknown[]) => updateProfile(...a),
  deleteUser: (...a: unknown[]) => deleteUser(...a),
}));
vi.mock('@/lib/firebase/auth', () => ({ auth: {} }));
const validate = vi.fn();
const complete = vi.fn();
vi.mock('../api/validate-token', () => ({
  validateRegistrationToken: (...a: unknown[]) => validate(...a),
}));
vi.mock('../api/complete-registration', () => ({
  completeRegistration: (...a: unknown[]) => complete(...a),
}));

const getIdToken = vi.fn(async () => 'token');
const fakeUser = { uid: 'uid-1', getIdToken };

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/register/tok']}>
      <Routes>
        <Route path="/register/:token" element={<CompleteRegistrationScreen token="tok" />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
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
  for (const m of [createUser, updateProfile, deleteUser, validate, complete, getIdToken])
    m.mockReset();
  getIdToken.mockResolvedValue('token');
  validate.mockResolvedValue({ email: 'ada@acme.test' });
  createUser.mockResolvedValue({ user: fakeUser });
  updateProfile.mockResolvedValue(undefined);
  deleteUser.mockResolvedValue(undefined);
  complete.mockResolvedValue({ success: true });
});

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
  });

  it('an invalid token (404) shows the error view', async () => {
    validate.mockRejectedValue(new ApiError('Invalid or expired registration token', 404));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired registration link. Please contact support.',
    );
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
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
    expect(createUser).not.toHaveBeenCalled();
  });

  it('creates the account, sets the name, completes, refreshes the token and goes to /dashboard', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Full Name');
    await fill(user, ' Ada Lovelace ', 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(createUser).toHaveBeenCalledWith({}, 'ada@acme.test', 'secret1');
    expect(updateProfile).toHaveBeenCalledWith(fakeUser, { displayName: 'Ada Lovelace' });
    expect(complete).toHaveBeenCalledWith({ token: 'tok', uid: 'uid-1' });
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(deleteUser).not.toHaveBeenCalled();
  });

  it('a display-name failure is ignored', async () => {
    updateProfile.mockRejectedValue(new Error('nope'));
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Full Name');
    await fill(user, 'Ada', 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it("a completion failure deletes the new account and shows 'Failed to complete registration process'", async () => {
    let reject: (e: unknown) => void = () => {};
    complete.mockReturnValue(new Promise((_r, j) => (reject = j)));
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Full Name');
    await fill(user, 'Ada', 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    reject(new ApiError('This registration link has already been used', 410));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to complete registration process',
    );
    expect(deleteUser).toHaveBeenCalledWith(fakeUser);
  });

  it('an email already registered shows the registration wording', async () => {
    createUser.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/email-already-in-use' }),
    );
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Full Name');
    await fill(user, 'Ada', 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This email is already registered. Please try signing in instead.',
      ),
    );
    expect(complete).not.toHaveBeenCalled();
  });
});
