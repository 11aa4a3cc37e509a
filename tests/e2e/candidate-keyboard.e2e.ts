import type { Locator, Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { docRef } from '../support/admin';
import { createTestInterview } from '../support/interviews';

// The whole candidate interview by keyboard alone: Tab, Shift+Tab, Space, Enter and typing into the
// focused answer field, never a click. At every step one named element has the focus and shows it.

/** What has the focus, in words, for failure messages. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (the page body)';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    // The page's own timeline says whether the first screen or the app had it at each step.
    const steps = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('hiq:'))
      .map((mark) => `${mark.name} ${Math.round(mark.startTime)} ms`);
    return `<${el.tagName.toLowerCase()}> "${name}" (${steps.join(', ')})`;
  });
}

async function expectFocused(page: Page, target: Locator): Promise<void> {
  try {
    await expect(target).toBeFocused();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nFocus is on ${await describeFocus(page)}`);
  }
}

/** The element's focus indicator as the browser draws it. */
function focusStyle(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      boxShadow: style.boxShadow,
      borderColor: style.borderTopColor,
    };
  });
}

/** The theme's primary colour as a computed rgb() string. */
function primaryColor(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
}

/**
 * Focus is on `target` and shows as Mantine's ring: an outline (or a box-shadow). Read until it
 * holds: on the Ready screen the app may replace the prerendered first screen between finding the
 * element and reading it, and a removed element matches nothing.
 */
async function expectFocusRing(page: Page, target: Locator): Promise<void> {
  await expectFocused(page, target);
  await expect(async () => {
    const style = await focusStyle(target);
    expect(style.focusVisible, `matches :focus-visible: ${await describeFocus(page)}`).toBe(true);
    const outlined = style.outlineStyle !== 'none' && style.outlineWidth > 0;
    expect(outlined || style.boxShadow !== 'none', `focus ring: ${JSON.stringify(style)}`).toBe(
      true,
    );
  }).toPass({ timeout: 5_000 });
}

/** Focus is on the answer field; Mantine inputs show it by turning their border the primary colour. */
async function expectFocusedField(page: Page, field: Locator): Promise<string> {
  await expectFocused(page, field);
  expect((await focusStyle(field)).focusVisible, 'matches :focus-visible').toBe(true);
  // The border eases to its focus colour (a short transition): wait for it to arrive.
  const primary = await primaryColor(page);
  await expect
    .poll(async () => (await focusStyle(field)).borderColor, { message: 'focused border' })
    .toBe(primary);
  return primary;
}

/** The transcript is the page's one polite live region, inside the current question. */
async function expectOnePoliteTranscript(page: Page, question: Locator): Promise<void> {
  const polite = page.locator('[aria-live="polite"]');
  await expect(polite).toHaveCount(1);
  await expect(polite).toHaveAttribute('data-testid', 'live-transcript');
  await expect(question.locator('[aria-live="polite"]')).toHaveCount(1);
  await expect(page.locator('[aria-live="assertive"]')).toHaveCount(0);
}

async function savedAnswer(interviewId: string, questionId: string) {
  const doc = await docRef(collections.answers, interviewId, questionId).get();
  return doc.get('transcript') as string | undefined;
}

test('a candidate takes the whole interview by keyboard alone, seeing where the focus is', async ({
  page,
}) => {
  const interview = await createTestInterview({ orgName: 'Keyboard Corp' });
  // No speech service: the candidate types every answer.
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
  await page.goto(`/${interview.sessionId}`);

  // Ready screen: the first Tab reaches the recording consent, Space ticks it, and the next Tab
  // reaches Start Interview, enabled once it is ticked and camera and microphone are ready.
  await expect(page.getByRole('heading', { name: 'Ready to begin your interview?' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Interview' });
  const consent = page.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel });
  await expect(consent).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusRing(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expect(start).toBeEnabled();
  await page.keyboard.press('Tab');
  await expectFocusRing(page, start);
  await expectAccessible(page);

  // Enter starts; the first question takes the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(page.getByText(/Live transcription is not available right now/)).toBeVisible();
  const question1 = page.getByRole('region', { name: 'Question 1', exact: true });
  await expectFocusRing(page, question1);
  await expectOnePoliteTranscript(page, question1);
  const transcript = page.getByTestId('live-transcript');

  // Tab into the answer field and type; Enter there starts a new line, it does not submit.
  const answer = page.getByRole('textbox', { name: 'Type your answer' });
  await page.keyboard.press('Tab');
  const focusedBorder = await expectFocusedField(page, answer);
  await page.keyboard.type('I build web applications.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mostly with TypeScript.');
  await expect(answer).toHaveValue('I build web applications.\nMostly with TypeScript.');
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  // Typing is not announced: the live region carries only the transcript.
  await expect(transcript).not.toContainText('I build web applications.');

  // Tab to Next Question, Shift+Tab back to the answer, Tab again.
  const next = page.getByRole('button', { name: 'Next Question' });
  await expect(next).toBeEnabled();
  await page.keyboard.press('Tab');
  await expectFocusRing(page, next);
  expect((await focusStyle(answer)).borderColor, 'unfocused border').not.toBe(focusedBorder);
  await page.keyboard.press('Shift+Tab');
  await expectFocusedField(page, answer);
  await page.keyboard.press('Tab');
  await expectFocusRing(page, next);

  // Space saves the answer and moves on; the new question takes the focus.
  await page.keyboard.press('Space');
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  const question2 = page.getByRole('region', { name: 'Question 2', exact: true });
  await expectFocusRing(page, question2);
  expect(await savedAnswer(interview.id, 'q1')).toBe(
    'I build web applications.\nMostly with TypeScript.',
  );
  await expect(question1).toContainText('Mostly with TypeScript.');
  // The answered question is not live; the current one's transcript is the only live region.
  await expectOnePoliteTranscript(page, question2);
  await expectAccessible(page);

  // The last answer, then Complete Interview with Enter.
  await page.keyboard.press('Tab');
  await expectFocusedField(page, answer);
  await expect(answer).toHaveValue('');
  await page.keyboard.type('A design system used by four teams.');
  // The candidate may type while the question opens on the server; its button is enabled once it
  // has (a disabled button is skipped by Tab, as a person tabbing then would find).
  const complete = page.getByRole('button', { name: 'Complete Interview' });
  await expect(complete).toBeEnabled();
  await page.keyboard.press('Tab');
  await expectFocusRing(page, complete);
  await page.keyboard.press('Enter');

  // The completion screen's heading takes the focus; Tab reaches Close Interview.
  const done = page.getByRole('heading', { name: 'Interview Complete!' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expectFocusRing(page, done);
  expect(await savedAnswer(interview.id, 'q2')).toBe('A design system used by four teams.');
  const record = await docRef(collections.interviews, interview.id).get();
  expect(record.get('status')).toBe('completed');
  await page.keyboard.press('Tab');
  await expectFocusRing(page, page.getByRole('button', { name: 'Close Interview' }));
  await expectAccessible(page);
});
