import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { NavBar } from './nav-bar';

const renderBar = () =>
  render(
    <NavBar
      homeTo="/"
      linksLabel="Sections"
      links={(close) => (
        <a href="#one" onClick={close}>
          One
        </a>
      )}
      actions={<button type="button">Act</button>}
    />,
    { router: true },
  );

describe('NavBar', () => {
  it('the brand links home; the links sit in a named landmark, the actions beside the menu button', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'HiQ home' })).toHaveAttribute('href', '/');
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(bar).getByRole('link', { name: 'One' })).toHaveAttribute('href', '#one');
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
  });

  it('the closed menu is hidden from assistive technology and from the keyboard', () => {
    renderBar();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-hidden', 'true');
    expect(menu).toHaveAttribute('inert');
    expect(screen.queryByRole('navigation', { name: 'Sections (menu)' })).not.toBeInTheDocument();
  });

  it('opens by keyboard, shows its own landmark, and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    renderBar();
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu).not.toHaveAttribute('aria-hidden');
    expect(menu).not.toHaveAttribute('inert');
    const menuNav = screen.getByRole('navigation', { name: 'Sections (menu)' });
    await user.click(within(menuNav).getByRole('link', { name: 'One' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('the menu button toggles with Space as well', async () => {
    const user = userEvent.setup();
    renderBar();
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
