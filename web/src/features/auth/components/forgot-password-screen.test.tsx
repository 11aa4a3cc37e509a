import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ForgotPasswordScreen } from './forgot-password-screen';

const sendReset = vi.fn();
vi.mock('firebase/auth', () => ({
  sendPasswordResetEmail: (...args: unknown[]) => sendReset(...args),
}));
vi.mock('@/lib/firebase/auth', () => ({ auth: {} }));

beforeEach(() => {
  sendReset.mockReset();
});

describe('Forgot password screen', () => {
  it('checks the address first, and editing it clears the message', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordScreen />, { router: true });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('sends to the trimmed address; a failure shows until the address is edited', async () => {
    sendReset.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/internal' }));
    const user = userEvent.setup();
    render(<ForgotPasswordScreen />, { router: true });
    await user.type(screen.getByLabelText('Email'), ' ada@acme.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(sendReset).toHaveBeenCalledWith({}, 'ada@acme.test', expect.anything());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send the reset email. Please try again.',
    );
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an unknown account gets the same answer as a known one', async () => {
    sendReset.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/user-not-found' }));
    const user = userEvent.setup();
    render(<ForgotPasswordScreen />, { router: true });
    await user.type(screen.getByLabelText('Email'), 'nobody@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that email, a password reset link is on its way. Check your inbox.',
    );
  });
});
