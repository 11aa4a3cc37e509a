// Playwright's `test` for every e2e file, with two automatic checks:
// - no page of the test's context may report a Content-Security-Policy violation (firebase.json
//   hosting.headers), so the whole browser suite proves the CSP breaks nothing;
// - when a test passes, axe-core scans every page its contexts still have open against WCAG 2.1 A
//   and AA, and a serious or critical violation fails the test. States the test moves through (an
//   open dialog, a mid-flow screen, a context it closes) are scanned where it calls
//   `expectAccessible`.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

export { expect };

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The page's serious and critical WCAG 2.1 A/AA violations as they are now, one line per node.
 * axe runs in the page itself (the library's "legacy mode"): by default it also opens a blank page
 * per scan, injects itself there a second time and merges the frames' results in it, which only
 * cross-origin frames need, and the CSP (`default-src 'self'`) lets no page here load one. The
 * same violations and passes, in half the time (124 scans had taken two fifths of the browser tests' time).
 */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_A_AA)
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => {
        const detail = [...node.any, ...node.all, ...node.none][0]?.message;
        return `${v.id} (${v.impact}) at ${node.target.flat().join(' ')}: ${v.help}${detail ? ` — ${detail}` : ''}`;
      }),
    );
}

/**
 * Fails the test if the page, as it is now, has a serious or critical accessibility violation; the
 * test runs on, so one run reports every state it passes through.
 */
export async function expectAccessible(page: Page): Promise<void> {
  expect
    .soft(await accessibilityViolations(page), `accessibility violations on ${page.url()}`)
    .toEqual([]);
}

/** A page that navigated or closed while being scanned has nothing left to check. */
const GONE =
  /Execution context was destroyed|Target page, context or browser has been closed|frame was detached|navigat/i;

export const test = base.extend<{ cspGuard: void; axeGuard: void }>({
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
  // Pages still open in the test's contexts (its own and those it made with browser.newContext),
  // one scan each. A failed test already says what went wrong, so it is not scanned.
  axeGuard: [
    async ({ browser, context }, use, testInfo) => {
      const contexts: BrowserContext[] = [context];
      const track = (created: BrowserContext) => contexts.push(created);
      browser.on('context', track);
      await use();
      browser.off('context', track);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const pages = contexts.flatMap((c) => c.pages());
      const found: string[] = [];
      for (const page of pages) {
        if (page.isClosed() || !/^https?:/.test(page.url())) continue;
        try {
          const url = page.url();
          found.push(...(await accessibilityViolations(page)).map((line) => `${url}: ${line}`));
        } catch (error) {
          if (page.isClosed() || GONE.test(String(error))) continue;
          throw error;
        }
      }
      expect(
        found,
        'serious or critical accessibility violations (axe-core, WCAG 2.1 A/AA)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
