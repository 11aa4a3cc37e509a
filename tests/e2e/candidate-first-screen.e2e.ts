// The candidate's first screen is prerendered and filled in as soon as the session answers, before
// the app's code has loaded (web/src/features/candidate/boot). It must already work: the consent
// box ticks, Start is enabled once the camera is ready, and a press is carried out once the app has
// taken over, with nothing lost on the way.
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { docRef } from '../support/admin';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { createTestInterview } from '../support/interviews';

/** Holds the app's code back until the returned function is called: the first screen runs alone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/candidate-app-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('Start pressed on the first screen before the app has loaded starts the interview', async ({
  page,
}) => {
  const interview = await createTestInterview({ orgName: 'Early Corp' });
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
  // The app's code held back until Start has been pressed, so the press certainly comes first.
  const pressed = await holdAppCode(page);
  await page.goto(`/${interview.sessionId}`);

  await expect(page.getByRole('heading', { name: CANDIDATE_MESSAGES.ready })).toBeVisible();
  await expect(page.getByText('Early Corp · Technical interview')).toBeVisible();
  await expect(page.getByText('2 questions')).toBeVisible();
  await expect(page.getByLabel(CANDIDATE_MESSAGES.cameraPreview)).toBeVisible();
  const start = page.getByRole('button', { name: CANDIDATE_MESSAGES.start });
  const consent = page.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel });
  await expect(start).toBeDisabled();
  await consent.check();
  await expect(start).toBeEnabled();
  await expectAccessible(page);
  expect(await page.locator('html[data-hydrated]').count(), 'the app has not run yet').toBe(0);

  await start.click();
  // Pressed once: nothing more to press until the app carries it out.
  await expect(start).toBeDisabled();
  await expect(consent).toBeDisabled();
  pressed();

  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const stored = await docRef(collections.interviews, interview.id).get();
  expect(
    stored.get('consentedAt'),
    'the consent given on the first screen is stored',
  ).toBeDefined();
});

test('a consent ticked on the first screen is still ticked once the app has taken over', async ({
  page,
}) => {
  const interview = await createTestInterview({ orgName: 'Tick Corp' });
  const ticked = await holdAppCode(page);
  await page.goto(`/${interview.sessionId}`);
  const consent = page.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  ticked();

  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // The app's own checkbox now: ticked, still focused, and unticking it disables Start again.
  await expect(consent).toBeChecked();
  await expect(consent).toBeFocused();
  const start = page.getByRole('button', { name: CANDIDATE_MESSAGES.start });
  await expect(start).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(consent).not.toBeChecked();
  await expect(start).toBeDisabled();
});

test('the focus Tab gave the first screen still shows once the app has taken over', async ({
  page,
}) => {
  const interview = await createTestInterview({ orgName: 'Ring Corp' });
  const tabbed = await holdAppCode(page);
  await page.goto(`/${interview.sessionId}`);
  const consent = page.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel });
  await expect(consent).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(consent).toBeFocused();
  const ringShown = () => consent.evaluate((el) => el.matches(':focus-visible'));
  expect(await ringShown(), 'the first screen shows the keyboard focus').toBe(true);
  tabbed();

  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(consent).toBeFocused();
  expect(await ringShown(), "the app's checkbox shows it too").toBe(true);
});
