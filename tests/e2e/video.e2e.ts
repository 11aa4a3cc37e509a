import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.mjs';
import { DEMO_STAFF } from '../../functions/src/cli/demo-accounts';
import { DEMO_ANSWERS, demoTranscript } from '../../functions/src/cli/demo-answers';
import { docRef } from '../support/admin';
import { signInInBrowser } from '../support/browser-session';
import { consentTo, openTake } from '../support/candidate';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { storedChunks } from '../support/media';
import { bucketObjectNames, uploadChunk, webmFirstChunk } from '../support/media-upload';
import { createTestOrg } from '../support/users';
import type { TestUser } from '../support/users';

// Video answers end to end: a candidate records on Chromium's fake camera (the microphone plays
// espeak-ng speech, the speech stand-in transcribes it with timed phrases), staff play the answers
// in the review as streamed <video>, seek, and jump to a phrase; an audio-only org records no
// video; the media endpoint refuses what is not a recording and what is over an answer's cap; and
// the demo seed's recorded answers play and seek.

const root = resolve(__dirname, '../..');
const wav = join(root, '.cache/e2e/video-answer.wav');
mkdirSync(join(wav, '..'), { recursive: true });
execFileSync('espeak-ng', [
  '-w',
  wav,
  '-s',
  '150',
  'Hello, my name is Alex. I have five years of experience building web applications.',
]);

const standinControl = (process.env.SPEECH_STANDIN_URL ?? 'ws://127.0.0.1:7070').replace(
  /^ws/,
  'http',
);
const PHRASES = ['Hello, my name is Alex.', 'I have five years of experience.'];

test.use({
  launchOptions: {
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wav}`],
  },
});

/** Schedules through the API (so the org's recording mode is snapshotted), with two questions. */
async function scheduleTwoQuestions(staff: TestUser, candidateName: string) {
  const date = new Date(Date.now() + 3_600_000).toISOString();
  const res = await callEndpoint(endpoints.scheduleInterview, {
    as: staff,
    body: {
      candidateName,
      candidateEmail: `${candidateName.split(' ')[0].toLowerCase()}@example-corp.test`,
      type: 'technical',
      level: 'mid',
      scheduledTime: date.slice(0, 16),
      date,
    },
  });
  const { id, sessionId } = bodyOf(res, 201).interview;
  const ref = docRef(collections.interviews, id);
  const questions = (await ref.get()).data()!.questions.slice(0, 2);
  await ref.update({ questions });
  return { id, sessionId, questionIds: questions.map((q) => q.id), doc: ref };
}

/** The candidate answers both questions by voice, each until two chunks are stored. */
async function answerTwoQuestions(
  page: Page,
  interview: { id: string; sessionId: string; questionIds: string[] },
  consentLabel: string,
) {
  await page.goto(`/${interview.sessionId}`);
  await page.getByRole('checkbox', { name: consentLabel }).check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  for (const [i, questionId] of interview.questionIds.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 2`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('live-transcript')).toContainText(PHRASES[1], {
      timeout: 20_000,
    });
    await expect
      .poll(async () => (await storedChunks(interview.id, questionId)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
    if (i === 0) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Complete!' })).toBeVisible({
    timeout: 30_000,
  });
}

interface MediaState {
  tag: string;
  duration: number;
  videoWidth: number;
  readyState: number;
  currentTime: number;
  paused: boolean;
}

const mediaState = (media: Locator) =>
  media.evaluate((el: HTMLMediaElement): MediaState => ({
    tag: el.tagName.toLowerCase(),
    duration: el.duration,
    videoWidth: el instanceof HTMLVideoElement ? el.videoWidth : 0,
    readyState: el.readyState,
    currentTime: el.currentTime,
    paused: el.paused,
  }));

/** Waits until the element knows a finite, positive duration (the server's seekable head). */
async function expectPlayable(media: Locator, tag: 'video' | 'audio'): Promise<MediaState> {
  await expect(media).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await mediaState(media)).duration, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const state = await mediaState(media);
  expect(state.tag).toBe(tag);
  expect(Number.isFinite(state.duration), `duration ${state.duration}`).toBe(true);
  return state;
}

/** Sets currentTime and resolves where the element is once 'seeked' fires. */
const seek = (media: Locator, seconds: number) =>
  media.evaluate(
    (el: HTMLMediaElement, t: number) =>
      new Promise<number>((done) => {
        el.addEventListener('seeked', () => done(el.currentTime), { once: true });
        el.currentTime = t;
      }),
    seconds,
  );

/** Clicks the phrase's button in the transcript; the player moves to where it was said. */
async function expectPhraseSeeks(
  page: Page,
  media: Locator,
  list: Locator,
  segment: { text: string; offsetMs: number },
) {
  const { duration } = await mediaState(media);
  // Start far from the phrase, so the move is the click's doing.
  const away = Math.max(0, duration - 0.3);
  await media.evaluate((el: HTMLMediaElement) => el.pause());
  await seek(media, away);
  const target = segment.offsetMs / 1000;
  expect(Math.abs(away - target)).toBeGreaterThan(0.5);
  await list.getByRole('button', { name: new RegExp(`: ${escapeRegExp(segment.text)}$`) }).click();
  await expect
    .poll(async () => (await mediaState(media)).currentTime, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(target - 0.3);
  const { currentTime } = await mediaState(media);
  expect(currentTime).toBeLessThan(target + 3);
  await media.evaluate((el: HTMLMediaElement) => el.pause());
  await expectAccessible(page);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('video: a candidate answers two questions on camera; the review streams both as seekable <video>, and a transcript phrase moves the player', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(
    (await request.post(`${standinControl}/script`, { data: { phrases: PHRASES } })).ok(),
  ).toBe(true);
  const org = await createTestOrg('Video Co');
  const interview = await scheduleTwoQuestions(org.staff, 'Vic Video');
  expect((await interview.doc.get()).get('recordingMode')).toBe('video');

  await answerTwoQuestions(page, interview, CANDIDATE_MESSAGES.consentLabel);

  for (const questionId of interview.questionIds) {
    const index = (await docRef(collections.recordings, interview.id, questionId).get()).data();
    expect(index?.kind, `recording kind of ${questionId}`).toBe('video');
    expect(index?.mimeType).toMatch(/^video\/(webm|mp4)/);
    const chunks = await storedChunks(interview.id, questionId);
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
    expect(new Set(chunks.map((c) => c.take)).size).toBe(1);
  }

  const staffContext = await browser.newContext();
  const review = await staffContext.newPage();
  await signInInBrowser(review, org.staff.email, org.staff.password, `/interviews/${interview.id}`);
  await expect(review.getByRole('heading', { name: 'Interview review: Vic Video' })).toBeVisible();
  await expect(review.locator('video')).toHaveCount(2, { timeout: 20_000 });
  for (const [i, questionId] of interview.questionIds.entries()) {
    const video = review.getByLabel(REVIEW_MESSAGES.videoLabel(i + 1), { exact: true });
    const { duration } = await expectPlayable(video, 'video');
    // The file is at least the two stored chunks of about 2 s each.
    expect(duration).toBeGreaterThan(2);
    await expect
      .poll(async () => (await mediaState(video)).videoWidth, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const target = Math.min(2.5, duration / 2);
    expect(await seek(video, target)).toBeCloseTo(target, 1);

    const segments =
      (await docRef(collections.answers, interview.id, questionId).get()).data()?.segments ?? [];
    expect(segments.map((s) => s.text)).toEqual(expect.arrayContaining(PHRASES));
    const list = review.getByRole('list', { name: REVIEW_MESSAGES.transcriptSegments }).nth(i);
    await expectPhraseSeeks(review, video, list, segments.at(-1)!);
  }
  await staffContext.close();
});

test('video: an audio-only org records its candidates without video, and the review plays <audio>', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  expect(
    (await request.post(`${standinControl}/script`, { data: { phrases: PHRASES } })).ok(),
  ).toBe(true);
  const org = await createTestOrg('Audio Only Co');
  const settings = await callEndpoint(endpoints.updateOrgSettings, {
    as: org.staff,
    body: { recordingMode: 'audio' },
  });
  expect(bodyOf(settings, 200).settings).toMatchObject({ recordingMode: 'audio' });
  const interview = await scheduleTwoQuestions(org.staff, 'Aud Audio');
  expect((await interview.doc.get()).get('recordingMode')).toBe('audio');

  await answerTwoQuestions(page, interview, CANDIDATE_MESSAGES.consentLabelAudio);

  for (const questionId of interview.questionIds) {
    const index = (await docRef(collections.recordings, interview.id, questionId).get()).data();
    expect(index?.kind, `recording kind of ${questionId}`).toBe('audio');
    expect(index?.mimeType).toMatch(/^audio\/webm/);
    // The file's track list (in chunk 0) names an Opus track and no video codec.
    const [first] = await storedChunks(interview.id, questionId);
    const head = first.bytes.toString('latin1');
    expect(head).toContain('A_OPUS');
    expect(head).not.toMatch(/V_VP[89]|V_MPEG4/);
  }

  const staffContext = await browser.newContext();
  const review = await staffContext.newPage();
  await signInInBrowser(review, org.staff.email, org.staff.password, `/interviews/${interview.id}`);
  await expect(review.getByRole('heading', { name: 'Interview review: Aud Audio' })).toBeVisible();
  for (const i of [1, 2]) {
    const audio = review.getByLabel(REVIEW_MESSAGES.audioLabel(i), { exact: true });
    const { duration } = await expectPlayable(audio, 'audio');
    const target = Math.min(1.5, duration / 2);
    expect(await seek(audio, target)).toBeCloseTo(target, 1);
  }
  await expect(review.locator('video')).toHaveCount(0);
  await staffContext.close();
});

// A 1×1 PNG: a real file of another kind, sent as if it were a recording's first chunk.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test("video: a chunk that is not a recording is refused 415 with the contract's message, and nothing is stored", async () => {
  const interview = await createTestInterview();
  await consentTo(interview.sessionId);
  const res = await uploadChunk(interview.sessionId, {
    questionId: 'q1',
    seq: 0,
    take: 'png-take',
    mimeType: 'video/webm',
    body: PNG,
  });
  expect(res.status).toBe(415);
  expect(res.body.error).toBe(CANDIDATE_MESSAGES.mediaSignatureInvalid);
  expect((await docRef(collections.recordings, interview.id, 'q1').get()).exists).toBe(false);
  expect(await bucketObjectNames(interview.id)).toEqual([]);
});

test('video: an answer is refused 413 once its chunks would pass the answer cap, and keeps what it had', async () => {
  test.setTimeout(180_000);
  const interview = await createTestInterview();
  await consentTo(interview.sessionId);
  // The answer cap (60 MiB) is 30 chunks at the chunk cap (2 MiB), written out so a changed cap fails.
  const chunkCap = 2 * 1024 * 1024;
  const full = 30;
  const chunk = Buffer.alloc(chunkCap, 0x42);
  const first = webmFirstChunk(chunkCap);
  const take = await openTake(interview.sessionId, 'q1');
  for (let seq = 0; seq < full; seq++) {
    const res = await uploadChunk(interview.sessionId, {
      questionId: 'q1',
      seq,
      take,
      mimeType: 'video/webm;codecs=vp8,opus',
      body: seq === 0 ? first : chunk,
    });
    expect(res.status, `chunk ${seq}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  const over = await uploadChunk(interview.sessionId, {
    questionId: 'q1',
    seq: full,
    take,
    mimeType: 'video/webm;codecs=vp8,opus',
    body: Buffer.alloc(1024, 0x42),
  });
  expect(over.status).toBe(413);
  expect(over.body.error).toBe(CANDIDATE_MESSAGES.answerMediaTooLarge);
  const index = (await docRef(collections.recordings, interview.id, 'q1').get()).data();
  expect(index?.bytes).toBe(60 * 1024 * 1024);
  expect(Object.keys(index?.chunkBytes ?? {})).toHaveLength(full);
  expect(await bucketObjectNames(interview.id)).toHaveLength(full);
});

test("video: the demo seed's recorded answer plays and seeks in Chromium, and its phrases say what the transcript says", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // What `npm start` does: record the demo answers (cached once per machine), then seed.
  execFileSync(process.execPath, [join(root, 'scripts/lib/demo-media.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [join(root, 'functions/lib/cli/seed.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  const demo = DEMO_ANSWERS.filter((a) => a.interviewId === 'demo-4');
  const interview = (await docRef(collections.interviews, 'demo-4').get()).data()!;
  const questionId = interview.questions[demo[0].questionIndex].id;
  const answer = (await docRef(collections.answers, 'demo-4', questionId).get()).data()!;
  expect(answer.transcript).toBe(demoTranscript(demo[0]));
  expect(answer.segments?.map((s) => s.text)).toEqual(demo[0].sentences);

  await signInInBrowser(page, DEMO_STAFF.email, DEMO_STAFF.password, '/interviews/demo-4');
  const video = page.getByLabel(REVIEW_MESSAGES.videoLabel(1), { exact: true });
  const { duration } = await expectPlayable(video, 'video');
  // About as long as the spoken answer: its last phrase ends inside the recording.
  const last = answer.segments!.at(-1)!;
  expect(duration * 1000).toBeGreaterThan(last.offsetMs + last.durationMs);
  expect(duration).toBeLessThan(40);
  await expect
    .poll(async () => (await mediaState(video)).videoWidth, { timeout: 20_000 })
    .toBe(640);

  // It plays (muted, so autoplay rules allow it), then seeks into a later chunk.
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(async () => (await mediaState(video)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await video.evaluate((el: HTMLVideoElement) => el.pause());
  const target = Math.round(duration * 0.7);
  expect(await seek(video, target)).toBeCloseTo(target, 1);

  const list = page.getByRole('list', { name: REVIEW_MESSAGES.transcriptSegments }).first();
  await expectPhraseSeeks(page, video, list, answer.segments![1]);
});
