// The landing paints its prerendered HTML before any JavaScript runs (web/public/boot.js starts
// the app after the first paint), so a visitor can type into the request form before the app has
// hydrated it. Nothing typed then may be lost.
import { expect, test } from '../support/e2e-test';

test('text typed into the prerendered request form before the app hydrates is kept', async ({
  page,
}) => {
  // Hold the app's modules back until the typing is done, so it certainly comes before hydration.
  let typed!: () => void;
  const typingDone = new Promise<void>((resolve) => (typed = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await typingDone;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Request Platform Access' });
  await form.getByLabel('Work Email').fill('early@acme-early.test');
  await form.getByLabel("Company's website").fill('acme-early.test');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  typed();

  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // A later edit re-renders the form from its state: the early text must be in that state.
  await form.getByLabel('Additional Message (optional)').fill('Typed after hydration.');
  await expect(form.getByLabel('Work Email')).toHaveValue('early@acme-early.test');
  await expect(form.getByLabel("Company's website")).toHaveValue('acme-early.test');
  await expect(form.getByLabel('Additional Message (optional)')).toHaveValue(
    'Typed after hydration.',
  );
});
