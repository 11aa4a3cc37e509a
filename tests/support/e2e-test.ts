// Playwright's `test` for every e2e file, with one automatic check: no page of the test's context
// may report a Content-Security-Policy violation (firebase.json hosting.headers), so the whole
// browser suite proves the CSP breaks nothing.
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect };

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`);
        });
      // Chromium logs most violations itself; the event also catches reports it only dispatches.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
