import { collections } from '@shared/contract/collections';
import { expect, test } from '../support/e2e-test';
import { collectionRef } from '../support/admin';
import { agreeToRecording } from '../support/browser-session';
import { createTestInterview } from '../support/interviews';

// The candidate's error states (start, save, complete, unsupported browser…), answering by typing
// (no speech service here).
test.beforeEach(async ({ page }) => {
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
});

test('a failed save keeps the question with the spec error; the retry saves and moves on', async ({
  page,
}) => {
  const interview = await createTestInterview();
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await page.getByLabel('Type your answer').fill('My first answer');

  await page.route('**/answer', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to save answer. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Type your answer')).toHaveValue('My first answer');

  await page.unroute('**/answer');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await page.getByLabel('Type your answer').fill('Last answer');

  await page.route('**/answer', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
  await page.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to save your final answer. Please try again.' }),
  ).toBeVisible();
  await page.unroute('**/answer');

  await page.route('**/complete', (route) =>
    route.fulfill({ status: 503, json: { error: 'down' } }),
  );
  // Completing first waits up to 15 s for the recording's uploads, so the refusal can come late.
  await page.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to complete interview. Please try again.' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/complete');

  await page.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Complete!' })).toBeVisible({
    timeout: 30_000,
  });
  const answers = await collectionRef(collections.answers, interview.id).get();
  expect(Object.fromEntries(answers.docs.map((d) => [d.id, d.get('transcript')]))).toEqual({
    q1: 'My first answer',
    q2: 'Last answer',
  });
});

test('no questions returned: the interview does not start', async ({ page }) => {
  const interview = await createTestInterview({ questions: [] });
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not start the interview. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});

test('camera or microphone denied: the spec message, and no start', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  const interview = await createTestInterview();
  await page.goto(`/${interview.sessionId}`);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Could not access your camera or microphone. Please check your device settings.',
    }),
  ).toBeVisible();
  await agreeToRecording(page);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeDisabled();
});

test('a browser without audio worklets gets the unsupported-browser message', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as { AudioWorkletNode?: unknown }).AudioWorkletNode;
  });
  const interview = await createTestInterview();
  await page.goto(`/${interview.sessionId}`);
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Your browser does not support required audio features. Please use Chrome, Firefox, or Edge (Chromium-based) for the best experience.',
    }),
  ).toBeVisible();
});

test('hiding the tab mid-interview goes to /dashboard, replacing history', async ({ page }) => {
  const interview = await createTestInterview();
  await page.goto('/');
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveURL(/\/(dashboard|login)$/);
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(interview.sessionId));
});
