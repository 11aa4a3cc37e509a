// Follow-up questions end to end: staff write a set whose key point asks a follow-up when it is
// missing, an interview is scheduled with it, the candidate answers without that point, is asked
// the follow-up (after what was the last question), answers it and completes; the review shows the
// follow-up under its question with why it was asked and the answer.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { CANDIDATE_MESSAGES as C } from '@shared/messages/candidate';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef, docRef } from '../support/admin';
import { agreeToRecording, signInInBrowser } from '../support/browser-session';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { scheduleBody } from '../support/interviews';
import { createTestOrg } from '../support/users';

const QUESTION = 'Tell us about a slow page you made fast.';
const POINT = 'Measures the problem before changing anything';
const PROMPT = 'What did you measure before you changed anything?';
const ANSWER =
  'I rewrote the slow checkout page: I moved the images to a CDN, added an index to the orders table and cached the product list, and the team was happy with the result.';
const FOLLOW_UP_ANSWER =
  'I timed the page with the browser profiler first: four seconds, most of it one database query.';

async function pickOption(page: Page, field: ReturnType<Page['getByLabel']>, name: string) {
  await field.click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('follow-up questions: a missing key point is asked about, answered and reviewed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const org = await createTestOrg('Follow-up Co');
  const setName = `Performance ${randomUUID().slice(0, 6)}`;

  // Staff write the set: one typed question whose key point asks a follow-up when missing.
  await signInInBrowser(page, org.staff.email, org.staff.password, '/question-sets');
  await page.getByRole('link', { name: M.newSet }).click();
  await page.getByLabel(M.nameLabel, { exact: true }).fill(setName);
  const question = page.getByRole('group', { name: M.questionLabel(1), exact: true });
  await question.getByLabel(M.textLabel).fill(QUESTION);
  await question.getByLabel(M.thinkTimeLabel).fill('0');
  await pickOption(page, question.getByLabel(M.answerLimitLabel), M.noLimit);
  await question.getByLabel(M.retakesLabel).fill('0');
  await question.getByRole('radio', { name: 'Type', exact: true }).check();
  await question.getByRole('button', { name: M.addRubricPoint }).click();
  const point = question.getByRole('group', { name: M.rubricPointLabel(1), exact: true });
  await point.getByRole('textbox', { name: M.rubricPointLabel(1) }).fill(POINT);
  await point.getByRole('textbox', { name: M.probePromptLabel(1) }).fill(PROMPT);
  await point.getByRole('checkbox', { name: M.askIfMissingLabel }).check();
  await expect(page.getByRole('combobox', { name: M.followUpsPerQuestionLabel })).toHaveValue('1');
  await expectAccessible(page);
  await page.getByRole('button', { name: M.save }).click();
  await expect(page.getByRole('table', { name: M.ownTitle })).toContainText(setName);

  const sets = await collectionRef(collections.questionSets, org.orgId)
    .where('name', '==', setName)
    .get();
  expect(sets.size).toBe(1);
  expect(sets.docs[0]!.data()).toMatchObject({
    followUpsPerQuestion: 1,
    questions: [{ rubric: [POINT], probes: [{ prompt: PROMPT, askIfMissing: true }] }],
  });

  // Scheduled with the set (the org keeps follow-ups on, the default).
  const created = await callEndpoint(endpoints.scheduleInterview, {
    as: org.staff,
    body: scheduleBody({ questionSetId: sets.docs[0]!.id }),
  });
  const interviewId = bodyOf(created, 201).interview.id;
  const stored = (await docRef(collections.interviews, interviewId).get()).data()!;
  // The interview may ask 3 in all; this one has 1 question at 1 follow-up each.
  expect(stored.maxFollowUps).toBe(3);

  // The candidate is told before consenting, then answers without measuring anything.
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.goto(`/${stored.sessionId}`);
  await expect(candidate.getByText('Up to 1 short follow-up question')).toBeVisible();
  await expect(candidate.getByText(C.followUpsWhy)).toBeVisible();
  await agreeToRecording(candidate);
  await candidate.getByRole('button', { name: C.start }).click();
  await expect(candidate.getByText(QUESTION)).toBeVisible();
  await expect(candidate.getByText(C.questionOf(1, 1))).toBeVisible();
  await candidate.getByLabel(C.typeLabel).fill(ANSWER);
  // The last question, as far as the candidate knows.
  await candidate.getByRole('button', { name: C.complete }).click();

  // Its answer left the point out: the follow-up comes next, not the end.
  const followUp = candidate.getByRole('region', {
    name: `${C.followUpBadge} ${C.followUpTo(1)}`,
  });
  await expect(followUp).toContainText(PROMPT);
  await expect(candidate.getByText(C.questionOf(1, 1))).toBeVisible();
  // Its 10 s of think time run on the server's clock: start answering before they run out.
  await candidate.getByRole('button', { name: C.startNow }).click();
  await expect(candidate.getByRole('button', { name: C.retake })).toHaveCount(0);
  await expectAccessible(candidate);
  await candidate.getByLabel(C.typeLabel).fill(FOLLOW_UP_ANSWER);
  await candidate.getByRole('button', { name: C.complete }).click();
  await expect(candidate.getByRole('heading', { name: C.completeTitle })).toBeVisible({
    timeout: 30_000,
  });

  const done = (await docRef(collections.interviews, interviewId).get()).data()!;
  expect(done.status).toBe('completed');
  const parentId = stored.questions[0]!.id;
  expect(done.followUps).toMatchObject([{ parentId, pointText: POINT, prompt: PROMPT }]);
  const followUpId = done.followUps![0]!.id;
  const answers = await collectionRef(collections.answers, interviewId).get();
  expect(Object.fromEntries(answers.docs.map((d) => [d.id, d.get('transcript')]))).toEqual({
    [parentId]: ANSWER,
    [followUpId]: FOLLOW_UP_ANSWER,
  });

  // The review: the follow-up under its question, with why it was asked and the answer; still
  // one question.
  await page.goto(`/interviews/${interviewId}`);
  const card = page.getByRole('region', { name: `1. ${QUESTION}` });
  await expect(card).toContainText(ANSWER);
  const reviewed = card.getByRole('region', { name: REVIEW_MESSAGES.followUpTitle(1) });
  await expect(reviewed).toContainText(PROMPT);
  await expect(reviewed).toContainText(REVIEW_MESSAGES.followUpReason(POINT));
  await expect(reviewed).toContainText(FOLLOW_UP_ANSWER);
  await expect(card).toContainText(REVIEW_MESSAGES.followUpFairness);
  await expect(page.getByRole('region', { name: /^2\. / })).toHaveCount(0);
  await expectAccessible(page);
  await candidateContext.close();
});
