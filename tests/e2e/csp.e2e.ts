import { test as unguarded } from '@playwright/test';
import { createTestInterview } from '../support/interviews';
import { expect, test } from '../support/e2e-test';

// Every e2e test fails on a Content-Security-Policy violation (tests/support/e2e-test.ts); these
// open the screens no other test opens, and show the check can fail.

test('public screens load under the CSP without a violation', async ({ page }) => {
  const interview = await createTestInterview({ orgName: 'CSP Corp' });
  const screens: [string, RegExp][] = [
    ['/', /./],
    ['/login', /Sign in/i],
    ['/forgot-password', /password/i],
    ['/register/not-a-real-token', /./],
    ['/verify-email/not-a-real-token', /./],
    [`/${interview.sessionId}`, /Ready to begin your interview\?/],
  ];
  for (const [path, heading] of screens) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain(
      "frame-ancestors 'none'",
    );
    await expect(page.getByRole('heading').filter({ hasText: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
});

unguarded(
  'the CSP is enforced and its violation is seen (an inline script is refused)',
  async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/login');
    // DevTools' own evaluation is exempt from the CSP; a script element the page adds is not.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.appendChild(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => messages.some((m) => /Content Security Policy/i.test(m))).toBe(true);
  },
);
