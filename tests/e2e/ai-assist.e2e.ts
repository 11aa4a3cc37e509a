import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { signInInBrowser } from '../support/browser-session';
import { consentTo } from '../support/candidate';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { scheduleBody } from '../support/interviews';
import { createTestOrg } from '../support/users';

// AI assist end to end: an owner keeps the org's AI assist on in the team settings, an interview
// scheduled through the API takes it, the candidate is told and answers through the candidate API,
// the server's trigger analyses the saved answer, and the reviewer sees the coverage live and
// marks a passage in the transcript.

const candidateApi = (sessionId: string, path: string) =>
  `${apiBase}/api/public/interviews/${sessionId}${path}`;

async function post(url: string, body: unknown = {}): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

test('AI assist: an org with it on, a completed interview, the review shows coverage and marks a quoted passage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createTestOrg('Assist Co');

  // The owner sees AI assist on (the default), turns it off and on again: stored as set.
  await signInInBrowser(page, org.staff.email, org.staff.password, '/team');
  const box = page.getByRole('checkbox', { name: TEAM_MESSAGES.aiAssistLabel });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect
    .poll(async () => (await docRef(collections.orgs, org.orgId).get()).get('settings.aiAssist'))
    .toBe(false);
  await box.check();
  await expect
    .poll(async () => (await docRef(collections.orgs, org.orgId).get()).get('settings.aiAssist'))
    .toBe(true);

  // This interview is about the AI assist alone: the org asks no follow-up questions, so the
  // candidate's answers below go to the questions in order.
  const settings = await callEndpoint(endpoints.updateOrgSettings, {
    as: org.staff,
    body: { followUps: false },
  });
  expect(settings.status).toBe(200);

  // Scheduled through the API: the interview keeps the org's setting, with the library's rubrics.
  const created = await callEndpoint(endpoints.scheduleInterview, {
    as: org.staff,
    body: scheduleBody(),
  });
  const { id } = bodyOf(created, 201).interview;
  const stored = (await docRef(collections.interviews, id).get()).data()!;
  expect(stored.aiAssist).toBe(true);
  const question = stored.questions.find((q) => (q.rubric ?? []).length > 0)!;
  expect(question).toBeDefined();
  // Questions open in order: the short answer goes to the next one.
  const short = stored.questions[stored.questions.indexOf(question) + 1];
  expect(short).toBeDefined();
  const sessionId = stored.sessionId;

  // The candidate's screen is told, and answers with words from the rubric.
  const publicView = await fetch(candidateApi(sessionId, '/questions'));
  expect(
    ((await publicView.json()) as { interview: { aiAssist: boolean } }).interview.aiAssist,
  ).toBe(true);
  // …and so is the candidate, on the screen before they agree to be recorded.
  await page.goto(`/${sessionId}`);
  await expect(page.getByRole('heading', { name: CANDIDATE_MESSAGES.ready })).toBeVisible();
  await expect(page.getByText(CANDIDATE_MESSAGES.aiAssistNotice)).toBeVisible();
  await consentTo(sessionId);
  const transcript = `${(question.rubric ?? []).map((p) => `I ${p.toLowerCase()}`).join('. ')}.`;
  await post(candidateApi(sessionId, `/questions/${question.id}/open`));
  await post(candidateApi(sessionId, `/questions/${question.id}/start`));
  await post(candidateApi(sessionId, '/answer'), { questionId: question.id, transcript });
  // A second answer too short to read.
  await post(candidateApi(sessionId, `/questions/${short.id}/open`));
  await post(candidateApi(sessionId, `/questions/${short.id}/start`));
  await post(candidateApi(sessionId, '/answer'), {
    questionId: short.id,
    transcript: 'I am not sure.',
  });
  await post(candidateApi(sessionId, '/complete'), { questionHistory: [] });

  await page.goto(`/interviews/${id}`);
  await expect(page.getByTestId('fact-status')).toHaveText('completed');
  const region = page.getByTestId(`ai-assist-${question.id}`);
  await expect(region.getByRole('heading', { name: REVIEW_MESSAGES.aiAssistTitle })).toBeVisible();
  // The trigger's suggestions arrive live.
  const coverage = region.getByRole('list', { name: REVIEW_MESSAGES.coverageTitle });
  await expect(coverage).toBeVisible({ timeout: 30_000 });
  // In words the engine can stand behind: evidence found, never "covered".
  await expect(coverage.getByText(/^(Evidence found|Some evidence)$/).first()).toBeVisible();
  await expect(region.getByText(/^Engine: \S+ \S+/)).toBeVisible();
  await expect(page.getByText(/\bcovered\b/i)).toHaveCount(0);
  // The short answer gets no findings, and says why.
  await expect(
    page.getByTestId(`ai-assist-${short.id}`).getByText(REVIEW_MESSAGES.tooLittleText),
  ).toBeVisible({ timeout: 30_000 });

  // How this works: closed until asked for, then what it reads and how well it did.
  const how = region.getByRole('button', { name: REVIEW_MESSAGES.howTitle });
  await expect(how).toHaveAttribute('aria-expanded', 'false');
  await how.click();
  await expect(how).toHaveAttribute('aria-expanded', 'true');
  await expect(region.getByText(REVIEW_MESSAGES.howNeverReads)).toBeVisible();

  const quote = coverage.getByRole('button', { name: /^Show in transcript: / }).first();
  const label = (await quote.getAttribute('aria-label')) ?? '';
  const quoted = label.replace(/^Show in transcript: “/, '').replace(/”$/, '');
  await quote.click();
  const mark = page.getByTestId(`transcript-${question.id}`).locator('mark');
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveText(quoted);
  expect(transcript).toContain(quoted);

  // Across the interview: the points evidence was found for, and no reviewer has rated yet.
  await expect(
    page.getByRole('list', { name: REVIEW_MESSAGES.strengthsTitle }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByText(REVIEW_MESSAGES.agreementNone)).toBeVisible();
  await expectAccessible(page);

  // At 375 px nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(region).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
