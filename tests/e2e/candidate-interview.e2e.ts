import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.mjs';
import { bucket, mediaPrefix } from '../../functions/src/lib/storage';
import { collectionRef, docRef } from '../support/admin';
import { agreeToRecording, signInInBrowser } from '../support/browser-session';
import { createTestInterview } from '../support/interviews';
import { storedChunks } from '../support/media';
import { createTestUser } from '../support/users';
import type { TestInterview } from '../support/interviews';

/** An answer's chunk objects with the time each was last written (the Storage emulator's clock). */
async function chunkObjects(interviewId: string, questionId: string) {
  const prefix = mediaPrefix(interviewId, questionId);
  const [files] = await bucket().getFiles({ prefix });
  return (
    files
      .map((file) => ({ name: file.name.slice(prefix.length), updated: file.metadata.updated }))
      // `{take}/{seq}.{version}` (or `{take}/{seq}` as stored before versions): heads left out.
      .filter(({ name }) => /^[^/]+\/\d+(\.[\w-]+)?$/.test(name))
      .map(({ name, updated }) => ({ take: name.split('/')[0], at: Date.parse(String(updated)) }))
  );
}

// A spoken answer for Chromium's fake microphone, made with espeak-ng before the browser starts.
const wav = resolve(__dirname, '../../.cache/e2e/spoken-answer.wav');
mkdirSync(join(wav, '..'), { recursive: true });
execFileSync('espeak-ng', [
  '-w',
  wav,
  '-s',
  '150',
  'Hello, my name is Alex. I have five years of experience building web applications.',
]);

const standinUrl = process.env.SPEECH_STANDIN_URL ?? 'ws://127.0.0.1:7070';
const standinControl = standinUrl.replace(/^ws/, 'http');
const PHRASES = ['Hello, my name is Alex.', 'I have five years of experience.'];

async function expectCompleted(interview: TestInterview) {
  const doc = await docRef(collections.interviews, interview.id).get();
  expect(doc.get('status')).toBe('completed');
  expect(doc.get('completedAt')).toBeTruthy();
}

async function answersOf(interview: TestInterview) {
  const snap = await collectionRef(collections.answers, interview.id).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.get('transcript') as string]));
}

/** Records every interim text the screen shows (they come and go within half a second). */
async function watchInterims(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __interims: string[] }).__interims = seen;
    new MutationObserver(() => {
      for (const el of Array.from(
        document.querySelectorAll('[data-testid="interim-transcript"]'),
      )) {
        const text = el.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

// Every test here hears the spoken WAV through the fake microphone.
test.use({
  launchOptions: {
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wav}`],
  },
});

test.describe('candidate interview with speech', () => {
  test('a candidate answers by voice through the stand-in, and the interview is completed', async ({
    page,
    request,
    browser,
  }) => {
    const script = await request.post(`${standinControl}/script`, { data: { phrases: PHRASES } });
    expect(script.ok()).toBe(true);
    const interview = await createTestInterview({
      orgName: 'Acme Speech Corp',
      type: 'behavioral',
      candidateName: 'Vera Voice',
    });
    await watchInterims(page);

    // Meanwhile, a staff member of the org watches the dashboard in another session.
    const staff = await createTestUser({ role: 'staff', orgId: interview.orgId }, interview.orgId);
    const staffContext = await browser.newContext();
    const dashboard = await staffContext.newPage();
    await signInInBrowser(dashboard, staff.email, staff.password);
    const staffRow = dashboard.getByRole('row', { name: /Vera Voice/ });
    await expect(staffRow).toContainText('scheduled');

    await page.goto(`/${interview.sessionId}`);
    await expect(page.getByText('Acme Speech Corp · Behavioral interview')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Ready to begin your interview?' }),
    ).toBeVisible();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    const start = page.getByRole('button', { name: 'Start Interview' });
    await expect(start).toBeDisabled();
    await agreeToRecording(page);
    await expect(start).toBeEnabled();
    await start.click();

    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await expect(page.getByText('Tell us about yourself.')).toBeVisible();
    await expect(page.getByText('Your background in two minutes.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
    await expect(page.getByText('Your speech is being transcribed automatically')).toBeVisible();

    // The meter moves with the spoken WAV.
    await expect
      .poll(
        async () =>
          Number(
            await page.getByRole('meter', { name: 'Audio level' }).getAttribute('aria-valuenow'),
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    // Interim text while speaking, then final phrases accumulate.
    const transcript = page.getByTestId('live-transcript');
    await expect(transcript).toContainText(
      'Hello, my name is Alex. I have five years of experience.',
      { timeout: 20_000 },
    );
    const interims = await page.evaluate(
      () => (window as unknown as { __interims: string[] }).__interims,
    );
    // A phrase grows as it is heard: some part of one shows before it is final. Which parts show
    // depends on timing: audio that reaches the recogniser in a burst (held while it connects, or
    // while a loaded machine keeps the page busy) is recognised in one go, and its interims render
    // together with the final text.
    const parts = interims.filter((text) =>
      PHRASES.some((phrase) => phrase.startsWith(text) && text !== phrase),
    );
    expect(parts, `interims seen: ${JSON.stringify(interims)}`).not.toHaveLength(0);
    // The recording scales its own copy of the camera track: the preview keeps the camera's size.
    expect(
      await page
        .getByLabel('Camera preview')
        .evaluate((video: HTMLVideoElement) => [video.videoWidth, video.videoHeight]),
    ).toEqual([1280, 720]);
    // Scanned once the first interims are in: the scan is a long task in the page, and the speech
    // results arriving meanwhile would render together, hiding the interims this test watches.
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Question 1' })).toContainText(
      'Hello, my name is Alex. I have five years of experience.',
    );
    await expect(transcript).toContainText('I have five years of experience.', { timeout: 20_000 });
    await page.getByLabel('Type your answer').fill('And I like testing.');

    await page.getByRole('button', { name: 'Complete Interview' }).click();
    await expect(page.getByRole('heading', { name: 'Interview Complete!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText(
        'Thank you for completing your interview. Your responses have been recorded and will be reviewed by our team.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('You will receive feedback within 2-3 business days.'),
    ).toBeVisible();
    await expectAccessible(page);

    await expectCompleted(interview);
    // The open dashboard shows it completed without a reload.
    await expect(staffRow).toContainText('completed');
    await staffContext.close();
    const answers = await answersOf(interview);
    expect(answers.q1).toBe('Hello, my name is Alex. I have five years of experience.');
    expect(answers.q2).toBe(
      'Hello, my name is Alex. I have five years of experience. And I like testing.',
    );
    for (const q of ['q1', 'q2']) {
      const chunks = await storedChunks(interview.id, q);
      expect(chunks.length, `media chunks of ${q}`).toBeGreaterThan(0);
      const seqs = chunks.map((c) => c.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i));
      const recording = await docRef(collections.recordings, interview.id, q).get();
      expect(recording.get('mimeType')).toMatch(/^video\/webm/);
    }
    // Each recognised phrase is stored with its time in the take's recording (counted from the
    // recorder's start, so the first is past 0: recognition starts after it); typed words have none.
    for (const q of ['q1', 'q2']) {
      const answer = await docRef(collections.answers, interview.id, q).get();
      const segments = answer.get('segments') as {
        text: string;
        offsetMs: number;
        durationMs: number;
        confidence?: number;
      }[];
      expect(segments.map((s) => s.text)).toEqual(PHRASES);
      // With the speech service's confidence in each (the stand-in's default).
      expect(segments.map((s) => s.confidence)).toEqual(PHRASES.map(() => 0.9));
      expect(segments[0].offsetMs).toBeGreaterThan(0);
      expect(segments[0].durationMs).toBeGreaterThan(0);
      expect(segments[1].offsetMs).toBeGreaterThanOrEqual(
        segments[0].offsetMs + segments[0].durationMs - 1,
      );
    }

    await page.getByRole('button', { name: 'Close Interview' }).click();
    await expect(page).toHaveURL(/\/(dashboard|login)$/);
  });
});

test('a speech service failure opens the Connection Issue modal; Retry Connection restarts recognition', async ({
  page,
  request,
}) => {
  expect(
    (await request.post(`${standinControl}/script`, { data: { phrases: PHRASES } })).ok(),
  ).toBe(true);
  expect(
    (await request.post(`${standinControl}/fail`, { data: { kind: 'error-message' } })).ok(),
  ).toBe(true);
  const interview = await createTestInterview();
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();

  const modal = page.getByRole('dialog', { name: 'Connection Issue' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Speech recognition error:');
  await expect(modal).toContainText('Please ensure you have a stable internet connection.');
  await expectAccessible(page);
  await expect(page.getByRole('status').filter({ hasText: 'Recording' })).toHaveCount(0);

  await modal.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
  await expect(page.getByTestId('live-transcript')).toContainText('Hello, my name is Alex.', {
    timeout: 20_000,
  });
});

test('a candidate takes the interview by typing when no speech service is configured', async ({
  page,
}) => {
  const interview = await createTestInterview({ orgName: 'Typing Corp' });
  // This browser gets "not configured", as on a stack without a key or stand-in.
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));

  await page.goto(`/${interview.sessionId}`);
  await expect(page.getByText('Typing Corp · Technical interview')).toBeVisible();
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(
    page.getByText(
      'Live transcription is not available right now. Please type your answers in the box below each question.',
    ),
  ).toBeVisible();

  await page.getByLabel('Type your answer').fill('  I typed this answer.  ');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Question 1' })).toContainText(
    'I typed this answer.',
  );
  await expect(page.getByLabel('Type your answer')).toHaveValue('');
  await expectAccessible(page);

  // An empty answer is not saved, but the interview still completes.
  await page.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Complete!' })).toBeVisible({
    timeout: 30_000,
  });
  await expectCompleted(interview);
  expect(await answersOf(interview)).toEqual({ q1: 'I typed this answer.' });
});

test('a reload resumes at the first unanswered question', async ({ page }) => {
  const interview = await createTestInterview();
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
  await docRef(collections.answers, interview.id, 'q1').set({
    questionId: 'q1',
    transcript: 'Saved earlier',
    savedAt: Timestamp.now(),
  });
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Question 1' })).toContainText('Saved earlier');
});

test('a real reload mid-interview keeps the saved answer and records on under the same take', async ({
  page,
}) => {
  const interview = await createTestInterview();
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await page.getByLabel('Type your answer').fill('Answered before the reload.');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  // Some of question 2's audio is stored before the page goes away.
  const recording = docRef(collections.recordings, interview.id, 'q2');
  const takeOf = async () => ((await recording.get()).get('take') as string | undefined) ?? null;
  await expect.poll(takeOf, { timeout: 20_000 }).not.toBeNull();
  const oldTake = await takeOf();
  const lastBeforeReload = Math.max(...(await chunkObjects(interview.id, 'q2')).map((c) => c.at));

  await page.reload();
  // Consent was given before the reload: the box comes back ticked.
  await expect(page.getByRole('checkbox', { name: /I agree that my video/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Question 1' })).toContainText(
    'Answered before the reload.',
  );
  // Question 2's take is the server's (its attempt's takeId): the reload resumes it, so the
  // recording after the reload goes on under the same take; no other take is taken.
  const attemptTake = (await docRef(collections.attempts, interview.id, 'q2').get()).get('takeId');
  expect(oldTake).toBe(attemptTake);
  // The candidate answers on camera for a while: the new recorder has stored its first chunk
  // (its camera and recorder start again after the reload, slower on a loaded machine).
  await expect
    .poll(
      async () => (await chunkObjects(interview.id, 'q2')).some((c) => c.at > lastBeforeReload),
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.getByLabel('Type your answer').fill('Answered after the reload.');
  await page.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Complete!' })).toBeVisible({
    timeout: 30_000,
  });
  await expectCompleted(interview);
  expect(await answersOf(interview)).toEqual({
    q1: 'Answered before the reload.',
    q2: 'Answered after the reload.',
  });
  const newTake = await takeOf();
  const chunks = await chunkObjects(interview.id, 'q2');
  expect(chunks.length).toBeGreaterThan(0);
  expect(newTake).toBe(attemptTake);
  expect(new Set(chunks.map((c) => c.take))).toEqual(new Set([newTake]));
  // The new recorder started the take again from chunk 0: the file is the recording after the
  // reload alone, never its start followed by the old recording's tail.
  for (const chunk of chunks) expect(chunk.at).toBeGreaterThan(lastBeforeReload);
});

test('unknown, cancelled and completed links say so in words', async ({ page }) => {
  await page.goto('/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Interview unavailable' })).toBeVisible();
  await expect(page.getByText('Interview not found')).toBeVisible();
  await expectAccessible(page);

  const cancelled = await createTestInterview({ status: 'cancelled' });
  await page.goto(`/${cancelled.sessionId}`);
  await expect(page.getByText('This interview has been cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toHaveCount(0);
  await expectAccessible(page);

  const completed = await createTestInterview({ status: 'completed' });
  await page.goto(`/${completed.sessionId}`);
  await expect(page.getByText('This interview has already been completed')).toBeVisible();
});

test('the interview screen works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const interview = await createTestInterview();
  await page.goto(`/${interview.sessionId}`);
  await agreeToRecording(page);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeEnabled();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
