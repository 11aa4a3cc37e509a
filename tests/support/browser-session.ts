import type { Page } from '@playwright/test';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';

/** Fills and submits the /login form (labels 'Email', 'Password'; button 'Sign in'). */
export async function fillSignInForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a user in through /login, then opens `to`. */
export async function signInInBrowser(
  page: Page,
  email: string,
  password: string,
  to = '/dashboard',
) {
  await page.goto('/login');
  await fillSignInForm(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname !== to) await page.goto(to);
}

/**
 * On the candidate's first screen: ticks the recording-consent checkbox (Start Interview waits for
 * it) and returns it.
 */
export async function agreeToRecording(page: Page) {
  const consent = page.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel });
  await consent.check();
  return consent;
}
