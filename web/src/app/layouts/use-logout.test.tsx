import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { useLogout } from './use-logout';

const signOut = vi.fn();
vi.mock('firebase/auth', () => ({ signOut: (...a: unknown[]) => signOut(...a) }));
vi.mock('@/lib/firebase/auth', () => ({ auth: {} }));

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Logout</button>;
}

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<LogoutButton />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => signOut.mockReset());

describe('useLogout', () => {
  it('signs out, then goes to /login', async () => {
    signOut.mockResolvedValue(undefined);
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
