import type { Locator } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef, docRef } from '../support/admin';
import { agreeToRecording, signInInBrowser } from '../support/browser-session';
import { createTestInterview } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';

// Reviewing: candidate answers (typed; Chromium's fake microphone feeds the recorder) → staff review
// the transcript and recording → rate, comment, decide → a colleague sees it live.

/** How many audio chunks of the answer the recorder has uploaded so far. */
async function chunkCount(interviewId: string, questionId: string): Promise<number> {
  return (await collectionRef(collections.recordingChunks, interviewId, questionId).get()).size;
}

async function audioState(audio: Locator) {
  return audio.evaluate((el: HTMLAudioElement) => ({
    duration: el.duration,
    ready: el.readyState,
  }));
}

test('staff review a completed interview: transcript, seekable recording, ratings and decision, live for a colleague', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const org = await createTestOrg('Review Co');
  await docRef(collections.users, org.staff.uid).update({ displayName: 'Riley Reviewer' });
  const colleague = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
  await docRef(collections.users, colleague.uid).update({ displayName: 'Casey Colleague' });
  const interview = await createTestInterview({
    orgId: org.orgId,
    orgName: 'Review Co',
    candidateName: 'Dana Candidate',
  });

  // The candidate answers by typing while the fake microphone is recorded.
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
  await candidate.goto(`/${interview.sessionId}`);
  await agreeToRecording(candidate);
  await candidate.getByRole('button', { name: 'Start Interview' }).click();
  await expect(candidate.getByText('Question 1 of 2')).toBeVisible();
  await expectAccessible(candidate);
  await candidate
    .getByLabel('Type your answer')
    .fill('I build reliable web applications with tests.');
  // Answer until the recorder has uploaded two 2-second chunks, so the recording has length.
  await expect.poll(() => chunkCount(interview.id, 'q1'), { timeout: 20_000 }).toBeGreaterThan(1);
  await candidate.getByRole('button', { name: 'Next Question' }).click();
  await expect(candidate.getByText('Question 2 of 2')).toBeVisible();
  await candidate.getByLabel('Type your answer').fill('A payments dashboard.');
  await expect.poll(() => chunkCount(interview.id, 'q2'), { timeout: 20_000 }).toBeGreaterThan(0);
  await candidate.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(candidate.getByRole('heading', { name: 'Interview Complete!' })).toBeVisible({
    timeout: 30_000,
  });
  await candidateContext.close();
  await expect
    .poll(
      async () => (await collectionRef(collections.recordingChunks, interview.id, 'q1').get()).size,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);

  // The colleague has the review open before anything is rated.
  const colleagueContext = await browser.newContext();
  const other = await colleagueContext.newPage();
  await signInInBrowser(other, colleague.email, colleague.password, `/interviews/${interview.id}`);
  await expect(
    other.getByRole('heading', { name: 'Interview review: Dana Candidate' }),
  ).toBeVisible();
  await expect(other.getByText('No other reviews yet.')).toBeVisible();

  // Staff open it from the dashboard's candidate link.
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signInInBrowser(page, org.staff.email, org.staff.password);
  await page.getByRole('link', { name: 'Dana Candidate' }).click();
  await expect(page).toHaveURL(new RegExp(`/interviews/${interview.id}$`));
  await expect(page.getByTestId('fact-status')).toHaveText('completed');
  await expect(page.getByRole('heading', { name: '1. Tell us about yourself.' })).toBeVisible();
  await expect(page.getByText('Hint: Your background in two minutes.')).toBeVisible();
  await expect(page.getByTestId('transcript-q1')).toHaveText(
    'I build reliable web applications with tests.',
  );
  await expect(page.getByTestId('transcript-q2')).toHaveText('A payments dashboard.');

  // The recording plays: a finite duration, and seeking works.
  const audio = page.getByLabel('Recording of answer 1', { exact: true });
  await expect(audio).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await audioState(audio)).duration, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const { duration } = await audioState(audio);
  expect(Number.isFinite(duration)).toBe(true);
  const target = Math.min(1, duration / 2);
  const seeked = await audio.evaluate(
    (el: HTMLAudioElement, t: number) =>
      new Promise<number>((resolve) => {
        el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
        el.currentTime = t;
      }),
    target,
  );
  expect(seeked).toBeCloseTo(target, 1);
  await expect(page.getByText(/Duration: \d+:\d\d/).first()).toBeVisible();
  await expect(page.getByText(/Pace: \d+ words\/min/).first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Playback speed, Recording of answer 1' })
    .getByRole('button', { name: '2×' })
    .click();
  expect(await audio.evaluate((el: HTMLAudioElement) => el.playbackRate)).toBe(2);

  // Rate, comment, decide.
  await page
    .getByRole('radiogroup', { name: 'Rating for answer 1' })
    .getByRole('radio', { name: '4' })
    .check();
  await page.getByLabel('Comment on answer 1').fill('Concrete and clear.');
  await page
    .getByRole('radiogroup', { name: 'Decision' })
    .getByRole('radio', { name: 'Advance' })
    .check();
  await page.getByLabel('Note', { exact: true }).fill('Invite to the final round.');
  await page.getByRole('button', { name: 'Save Review' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();
  await expectAccessible(page);

  // The colleague sees it live, with the reviewer's name.
  const reviews = other.getByRole('region', { name: 'Other reviewers' });
  await expect(reviews.getByText('Riley Reviewer')).toBeVisible();
  await expect(reviews.getByText('Advance')).toBeVisible();
  await expect(reviews.getByText('Invite to the final round.')).toBeVisible();
  const onAnswer = other.getByLabel('Other reviewers on answer 1');
  await expect(onAnswer).toContainText('Riley Reviewer');
  await expect(onAnswer).toContainText('4/5');
  await expect(onAnswer).toContainText('Concrete and clear.');
  await expectAccessible(other);

  await staffContext.close();
  await colleagueContext.close();
});

test("another company's staff are told the interview is not found, and see nothing of it", async ({
  page,
}) => {
  const owner = await createTestOrg('Owner Co');
  const outsider = await createTestOrg('Outsider Co');
  const interview = await createTestInterview({
    orgId: owner.orgId,
    orgName: 'Owner Co',
    candidateName: 'Private Candidate',
  });
  await signInInBrowser(
    page,
    outsider.staff.email,
    outsider.staff.password,
    `/interviews/${interview.id}`,
  );
  await expect(page.getByRole('alert')).toHaveText('Interview not found');
  await expect(page.getByText('Private Candidate')).toHaveCount(0);
});
