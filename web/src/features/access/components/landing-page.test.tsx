import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LandingPage } from './landing-page';

vi.mock('../api/get-captcha', () => ({ getCaptcha: () => new Promise(() => {}) }));

const renderLanding = () =>
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );

describe('landing page', () => {
  it('has one h1, a header, main and footer (the footer loads after the first render)', async () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('top bar: anchors to Benefits, Features, Success Stories and Sign In to /login', async () => {
    renderLanding();
    const nav = screen.getAllByRole('navigation', { name: 'Page sections' })[0];
    expect(within(nav).getByRole('link', { name: 'Benefits' })).toHaveAttribute(
      'href',
      '#benefits',
    );
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '#features',
    );
    expect(within(nav).getByRole('link', { name: 'Success Stories' })).toHaveAttribute(
      'href',
      '#success-stories',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }),
    ).toHaveAttribute('href', '/login');
    // The later sections arrive with their chunk.
    await screen.findByRole('contentinfo');
    for (const id of ['benefits', 'features', 'success-stories', 'request-access']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('the request form, loaded after the page, fills the request-access section', async () => {
    renderLanding();
    const section = document.getElementById('request-access')!;
    const form = await within(section).findByRole('form', { name: 'Request Platform Access' });
    expect(within(form).getByLabelText(/Company's website/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Work Email/)).toBeInTheDocument();
  });

  it('the hero button scrolls to the request-access form', async () => {
    renderLanding();
    const [button] = within(screen.getByRole('main')).getAllByRole('button', {
      name: 'Request Access',
    });
    const target = document.getElementById('request-access')!;
    const scroll = vi.spyOn(target, 'scrollIntoView');
    button.click();
    expect(scroll).toHaveBeenCalled();
  });

  it('the four marketing stats exactly as written', () => {
    renderLanding();
    const stats = screen.getAllByTestId('stat').map((s) => s.textContent);
    expect(stats).toEqual([
      '87% reduction in time-to-hire',
      '92% candidate satisfaction',
      '3.5x better hire quality',
      'Join 100+ companies',
    ]);
  });

  it('three feature cards and two testimonials', () => {
    renderLanding();
    const features = document.getElementById('features')!;
    expect(within(features).getAllByRole('article')).toHaveLength(3);
    const stories = document.getElementById('success-stories')!;
    expect(within(stories).getAllByRole('figure')).toHaveLength(2);
  });

  it('footer: in-page anchors, the company pages, two social links and the 2-3 business day line', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Benefits', '#benefits'],
      ['Features', '#features'],
      ['Success Stories', '#success-stories'],
      ['Request Access', '#request-access'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const path of [
      '/about',
      '/blog',
      '/careers',
      '/docs',
      '/support',
      '/privacy',
      '/contact',
    ]) {
      expect(
        within(footer)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === path),
      ).toBe(true);
    }
    const social = within(within(footer).getByRole('navigation', { name: 'Social' })).getAllByRole(
      'link',
    );
    expect(social).toHaveLength(2);
    for (const link of social) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/2-3 business days/)).toBeInTheDocument();
  });
});
