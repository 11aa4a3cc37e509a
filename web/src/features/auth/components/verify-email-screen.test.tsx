import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { VerifyEmailScreen } from './verify-email-screen';

const fakeAuth = vi.hoisted((): { currentUser: null | { getIdToken: () => Promise<string> } } => ({
  currentUser: null,
}));
vi.mock('@/lib/firebase/auth', () => ({ auth: fakeAuth }));
const verify = vi.fn();
vi.mock('../api/verify-email', () => ({ verifyEmail: (...a: unknown[]) => verify(...a) }));

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/verify-email/tok']}>
      <Routes>
        <Route path="/verify-email/:token" element={<VerifyEmailScreen token="tok" />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const flush = () => act(async () => await Promise.resolve());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  verify.mockReset();
  fakeAuth.currentUser = null;
});
afterEach(() => vi.useRealTimers());

describe('Verify email screen', () => {
  it("shows 'Verifying your email...' while the call runs, once per token", async () => {
    verify.mockReturnValue(new Promise(() => {}));
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Verifying your email...' })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ token: 'tok' });
  });

  it("success: 'Email Verified!', a link to /login, and /login after 3 s when signed out", async () => {
    verify.mockResolvedValue({ success: true });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    await flush(); // the redirect timer starts in an effect after the render
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('success while signed in: the token is refreshed and /dashboard follows after 3 s', async () => {
    const getIdToken = vi.fn(async () => 't');
    fakeAuth.currentUser = { getIdToken };
    verify.mockResolvedValue({ success: true });
    renderScreen();
    await screen.findByRole('heading', { name: 'Email Verified!' });
    expect(getIdToken).toHaveBeenCalledWith(true);
    await flush();
    await act(async () => vi.advanceTimersByTime(3_100));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it("failure: 'Verification Failed' with the server's message and links", async () => {
    verify.mockRejectedValue(new ApiError('This verification link has already been used', 410));
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This verification link has already been used')).toBeInTheDocument();
    expect(screen.getByText('Could not verify your email. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
  });

  it("failure without a server message: 'Failed to verify email'", async () => {
    verify.mockRejectedValue(new ApiError('Network error - Unable to connect to the server', 0));
    renderScreen();
    await flush();
    expect(await screen.findByText('Failed to verify email')).toBeInTheDocument();
  });
});
