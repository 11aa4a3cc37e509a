import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LoginScreen, redirectTarget } from './login-screen';

const signIn = vi.fn();
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: (...args: unknown[]) => signIn(...args),
}));
vi.mock('@/lib/firebase/auth', () => ({ auth: {} }));
const session = vi.fn(() => ({ status: 'signed-out' }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session() }));

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/admin/access-requests" element={<p>admin page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signIn.mockReset();
  session.mockReturnValue({ status: 'signed-out' });
});

describe('Sign in screen', () => {
  it('shows the title, fields and links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in to HiQ' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'create a new account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the validation messages and clears a field error when it is edited', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'ada');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it("shows 'Signing in...' while busy and the provider's error mapped", async () => {
    const user = userEvent.setup();
    let reject: (e: unknown) => void = () => {};
    signIn.mockReturnValue(new Promise((_r, j) => (reject = j)));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith({}, 'ada@acme.test', 'wrong-password');
    reject(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('a signed-in user goes to the dashboard', async () => {
    session.mockReturnValue({ status: 'signed-in', user: {}, claims: {} } as never);
    renderLogin();
    await waitFor(() => expect(screen.getByText('dashboard page')).toBeInTheDocument());
  });

  it("a signed-in user goes back to router state 'from'", async () => {
    session.mockReturnValue({ status: 'signed-in', user: {}, claims: {} } as never);
    renderLogin({ from: { pathname: '/admin/access-requests', search: '', hash: '' } });
    await waitFor(() => expect(screen.getByText('admin page')).toBeInTheDocument());
  });
});

describe('redirectTarget', () => {
  it('uses a location or a path, never /login itself or another origin', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/x', search: '?a=1', hash: '#h' } })).toBe(
      '/x?a=1#h',
    );
    expect(redirectTarget({ from: '/y' })).toBe('/y');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(redirectTarget({ from: 'https://evil.test/' })).toBe('/dashboard');
  });
});
