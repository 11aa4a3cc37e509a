// The landing page as a visitor opens it, with the answer to the captcha it loaded (read with the
// admin SDK, as only a privileged test can).
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { docRef } from './admin';

export async function openLandingWithCaptcha(page: Page): Promise<{ captchaAnswer: string }> {
  const captchaResponse = page.waitForResponse(
    (r) => r.url().includes('/api/access/captcha') && r.request().method() === 'GET',
  );
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const { captchaId } = (await (await captchaResponse).json()) as { captchaId: string };
  const captcha = (await docRef(collections.captchas, captchaId).get()).data();
  if (!captcha) throw new Error(`captcha ${captchaId} is not stored`);
  return { captchaAnswer: captcha.answer };
}
