import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Response } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { signInInBrowser } from '../support/browser-session';
import { consentTo, openTake } from '../support/candidate';
import { createTestInterview } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';

// Reviewing: a candidate's answers arrive through the candidate API (a real Chromium recording,
// its timed phrases, a typed answer) → staff stream the video, seek, jump to a phrase → rate,
// comment, decide → a colleague sees it live.

/** 6 s of Chromium's fake camera and microphone, as the recorder's three 2 s chunks. */
const FIXTURE = join(__dirname, '../fixtures/recording-vp8-opus');
const MIME = 'video/webm;codecs=vp8,opus';
const chunks = [0, 1, 2].map((seq) => readFileSync(join(FIXTURE, `chunk${seq}.webm`)));

const PHRASES = [
  { text: 'I build reliable web applications', offsetMs: 300, durationMs: 2_200 },
  // To past the recording's end, so the phrase stays marked however late the check runs.
  { text: 'with tests.', offsetMs: 3_000, durationMs: 3_500 },
];

const candidateApi = (sessionId: string, path: string) =>
  `${apiBase}/api/public/interviews/${sessionId}${path}`;

async function post(url: string, body: BodyInit, contentType: string): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

/** The candidate's side as their browser sends it: consent, q1 recorded and spoken, q2 typed. */
async function answerAsCandidate(sessionId: string): Promise<void> {
  await consentTo(sessionId);
  const take = await openTake(sessionId, 'q1');
  for (const [seq, chunk] of chunks.entries())
    await post(
      candidateApi(sessionId, `/media?questionId=q1&seq=${seq}&take=${take}`),
      new Uint8Array(chunk),
      MIME,
    );
  const json = (body: unknown) => JSON.stringify(body);
  await post(
    candidateApi(sessionId, '/answer'),
    json({
      questionId: 'q1',
      transcript: PHRASES.map((p) => p.text).join(' '),
      segments: PHRASES,
    }),
    'application/json',
  );
  await openTake(sessionId, 'q2');
  await post(
    candidateApi(sessionId, '/answer'),
    json({ questionId: 'q2', transcript: 'A payments dashboard.' }),
    'application/json',
  );
  await post(
    candidateApi(sessionId, '/complete'),
    json({ questionHistory: [] }),
    'application/json',
  );
}

async function mediaState(video: Locator) {
  return video.evaluate((el: HTMLVideoElement) => ({
    duration: el.duration,
    width: el.videoWidth,
    time: el.currentTime,
  }));
}

test('staff review a completed interview: streamed video, seeking, transcript phrases, ratings and decision, live for a colleague', async ({
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
  await answerAsCandidate(interview.sessionId);

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
  const ranges: Response[] = [];
  page.on('response', (r) => {
    if (r.url().includes(`/recordings/q1?grant=`)) ranges.push(r);
  });
  await signInInBrowser(page, org.staff.email, org.staff.password);
  await page.getByRole('link', { name: 'Dana Candidate' }).click();
  await expect(page).toHaveURL(new RegExp(`/interviews/${interview.id}$`));
  await expect(page.getByTestId('fact-status')).toHaveText('completed');
  await expect(page.getByRole('heading', { name: '1. Tell us about yourself.' })).toBeVisible();
  await expect(page.getByText('Hint: Your background in two minutes.')).toBeVisible();
  // A spoken answer lists its phrases; a typed one shows its transcript.
  const phrases = page.getByRole('list', { name: REVIEW_MESSAGES.transcriptSegments });
  await expect(phrases.getByRole('button')).toHaveText([
    '0:00I build reliable web applications',
    '0:03with tests.',
  ]);
  await expect(page.getByTestId('transcript-q2')).toHaveText('A payments dashboard.');
  await expect(page.getByText('No recording')).toBeVisible();

  // The video streams from the grant URL: ranges answered 206, a finite duration, a picture.
  const video = page.getByLabel(REVIEW_MESSAGES.videoLabel(1), { exact: true });
  await expect(video).toBeVisible({ timeout: 20_000 });
  expect(await video.evaluate((el) => el.tagName)).toBe('VIDEO');
  await expect
    .poll(async () => (await mediaState(video)).duration, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const { duration } = await mediaState(video);
  expect(Number.isFinite(duration)).toBe(true);
  expect(duration).toBeGreaterThan(5);
  await expect.poll(async () => (await mediaState(video)).width).toBeGreaterThan(0);
  expect(await video.getAttribute('src')).toMatch(
    new RegExp(`^/api/interviews/${interview.id}/recordings/q1\\?grant=[\\w-]+#t=0\\.1$`),
  );

  // Seeking works.
  const seeked = await video.evaluate(
    (el: HTMLVideoElement, t: number) =>
      new Promise<number>((resolve) => {
        el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
        el.currentTime = t;
      }),
    1.5,
  );
  expect(seeked).toBeCloseTo(1.5, 1);
  const first = page.getByRole('button', {
    name: REVIEW_MESSAGES.seekTo('0:00', 'I build reliable web applications'),
  });
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(/Duration: 0:0[56]/)).toBeVisible();
  await expect(page.getByText(/Pace: \d+ words\/min/).first()).toBeVisible();
  expect(ranges.some((r) => r.status() === 206)).toBe(true);

  // A phrase plays the video from where it was said, and is marked while it plays.
  const second = page.getByRole('button', { name: REVIEW_MESSAGES.seekTo('0:03', 'with tests.') });
  await second.click();
  await expect.poll(async () => (await mediaState(video)).time).toBeGreaterThanOrEqual(3);
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(first).not.toHaveAttribute('aria-current', 'true');
  await video.evaluate((el: HTMLVideoElement) => el.pause());

  // By keyboard too: Shift+Tab from the second phrase reaches the first, Enter plays from it.
  await second.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await mediaState(video)).time).toBeLessThan(3);
  expect((await mediaState(video)).time).toBeGreaterThanOrEqual(0.3);
  await video.evaluate((el: HTMLVideoElement) => el.pause());

  await page
    .getByRole('group', { name: `Playback speed, ${REVIEW_MESSAGES.videoLabel(1)}` })
    .getByRole('button', { name: '2×' })
    .click();
  expect(await video.evaluate((el: HTMLVideoElement) => el.playbackRate)).toBe(2);

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
