import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { AppNav } from './app-nav';

const logout = vi.fn();

function renderNav(email?: string, isAdmin = false, hasTeam = false) {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AppNav email={email} isAdmin={isAdmin} hasTeam={hasTeam} onLogout={logout} />
      <Routes>
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => logout.mockReset());

describe('Navigation bar', () => {
  it('signed in: Dashboard link, Logout and the email', () => {
    renderNav('ada@acme.test');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('ada@acme.test').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Access Requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Question sets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Integrations' })).not.toBeInTheDocument();
  });

  it("signed in as a company's user: the Team link, in the bar and in the mobile menu", () => {
    renderNav('ada@acme.test', false, true);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'Question sets' })).toHaveAttribute(
      'href',
      '/question-sets',
    );
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/integrations',
    );
    expect(screen.queryByRole('link', { name: 'Access Requests' })).not.toBeInTheDocument();
    // The mobile menu's copy (collapsed here).
    const links = screen.getAllByRole('link', { name: 'Team', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/team');
  });

  it('signed in as admin: also the Access Requests link', () => {
    renderNav('admin@hiq.test', true);
    expect(screen.getAllByRole('link', { name: 'Access Requests' })[0]).toHaveAttribute(
      'href',
      '/admin/access-requests',
    );
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('signed out: Login and Register links', () => {
    renderNav();
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("Logout runs the layout's logout action", async () => {
    renderNav('ada@acme.test');
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('the mobile menu button toggles its expanded state', async () => {
    renderNav('ada@acme.test');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
