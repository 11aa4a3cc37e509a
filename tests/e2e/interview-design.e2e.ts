// Interview design end to end: staff write their own question set, schedule an interview with it,
// and the candidate goes through consent, the practice question, a retake and a time limit that
// runs out; the review then shows both answers and which one was retaken.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES as C } from '@shared/messages/candidate';
import { INTERVIEW_MESSAGES, SCHEDULE_DESIGN_MESSAGES } from '@shared/messages/interviews';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef } from '../support/admin';
import { signInInBrowser } from '../support/browser-session';
import { pickInterviewTime } from '../support/schedule-modal';
import { createTestUser } from '../support/users';

const ACME = 'acme.test';
const FIRST = 'Tell us about a customer you won back, and how.';
const SECOND = 'In one sentence: why this team?';

const question = (page: Page, n: number) =>
  page.getByRole('group', { name: M.questionLabel(n), exact: true });

async function pickOption(page: Page, field: ReturnType<Page['getByLabel']>, name: string) {
  await field.click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Schedules from the dashboard's modal, for the 15th of next month at 10:30, with `setName`. */
async function scheduleWithSet(page: Page, setName: string, candidateEmail: string) {
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('button', { name: INTERVIEW_MESSAGES.newInterview }).click();
  const dialog = page.getByRole('dialog', { name: INTERVIEW_MESSAGES.modalTitle });
  await dialog.getByLabel('Candidate Name').fill('Rita Retake');
  await dialog.getByLabel('Candidate Email').fill(candidateEmail);
  await pickOption(
    page,
    dialog.getByLabel(SCHEDULE_DESIGN_MESSAGES.questionSetLabel, { exact: true }),
    setName,
  );
  await pickInterviewTime(page, dialog);
  await dialog.getByRole('button', { name: INTERVIEW_MESSAGES.schedule }).click();
  await expect(dialog).toBeHidden();
}

test('interview design: a custom set with a retake and a time limit, taken and reviewed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await createTestUser({ role: 'staff', orgId: ACME, orgRole: 'member' }, ACME);
  const setName = `Customer success ${randomUUID().slice(0, 6)}`;
  const candidateEmail = `rita-${randomUUID().slice(0, 8)}@example-corp.test`;

  // Staff write the set: the first question with think time and one retake, the second with a
  // 30 s limit and none; both answered by typing.
  await signInInBrowser(page, staff.email, staff.password, '/question-sets');
  await page.getByRole('link', { name: M.newSet }).click();
  await page.getByLabel(M.nameLabel, { exact: true }).fill(setName);
  const first = question(page, 1);
  await first.getByLabel(M.textLabel).fill(FIRST);
  await first.getByLabel(M.thinkTimeLabel).fill('5');
  await pickOption(page, first.getByLabel(M.answerLimitLabel), M.noLimit);
  await first.getByLabel(M.retakesLabel).fill('1');
  await first.getByRole('radio', { name: 'Type', exact: true }).check();
  await page.getByRole('button', { name: M.addQuestion }).click();
  const second = question(page, 2);
  await second.getByLabel(M.textLabel).fill(SECOND);
  await second.getByLabel(M.thinkTimeLabel).fill('0');
  await pickOption(page, second.getByLabel(M.answerLimitLabel), '30 s');
  await second.getByLabel(M.retakesLabel).fill('0');
  await second.getByRole('radio', { name: 'Type', exact: true }).check();
  await page.getByRole('button', { name: M.save }).click();
  await expect(page.getByRole('table', { name: M.ownTitle })).toContainText(setName);

  await scheduleWithSet(page, setName, candidateEmail);
  const scheduled = await collectionRef(collections.interviews)
    .where('candidateEmail', '==', candidateEmail)
    .get();
  expect(scheduled.size).toBe(1);
  const interviewId = scheduled.docs[0]!.id;
  const { sessionId, orgName } = scheduled.docs[0]!.data();

  // The candidate: what happens and what is recorded, then consent.
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.goto(`/${sessionId}`);
  await expect(
    candidate.getByRole('heading', { name: 'Ready to begin your interview?' }),
  ).toBeVisible();
  await expect(candidate.getByText(C.questionCountFact(2))).toBeVisible();
  // 5 s think + untimed (counted as 3 min) + 30 s: 3 min 35 s, shown as 4 minutes.
  await expect(candidate.getByText(C.durationFact(4))).toBeVisible();
  await expect(candidate.getByText(C.whoSees(orgName))).toBeVisible();
  const start = candidate.getByRole('button', { name: C.start });
  const consent = candidate.getByRole('checkbox', { name: C.consentLabel });
  await expect(consent).toBeEnabled();
  await expect(start).toBeDisabled();
  await expectAccessible(candidate);
  await consent.check();
  await expect(start).toBeEnabled();

  // The practice question: never saved; then the real interview.
  await candidate.getByRole('button', { name: C.practice }).click();
  await expect(candidate.getByText(C.practiceNote)).toBeVisible();
  await expectAccessible(candidate);
  await candidate.getByRole('button', { name: C.startReal }).click();

  // Question 1: think time, then a take that is retaken.
  await expect(candidate.getByText(FIRST)).toBeVisible();
  await expect(candidate.getByText(/Recording starts in 0:0\d/)).toBeVisible();
  await candidate.getByRole('button', { name: C.startNow }).click();
  await expect(candidate.getByText(C.retakesLeft(1))).toBeVisible();
  const answerBox = candidate.getByLabel(C.typeLabel);
  await answerBox.fill('My first take, which I will redo.');
  await candidate.getByRole('button', { name: C.retake }).click();
  // The new take thinks again; with no retake left the button is gone.
  await expect(candidate.getByText(/Recording starts in 0:0\d/)).toBeVisible();
  await expect(candidate.getByRole('button', { name: C.retake })).toHaveCount(0);
  await candidate.getByRole('button', { name: C.startNow }).click();
  await expect(candidate.getByRole('status').filter({ hasText: C.recording })).toBeVisible();
  await expect(answerBox).toHaveValue('');
  await answerBox.fill('I called them the same day and fixed the invoice myself.');
  await candidate.getByRole('button', { name: C.next }).click();

  // Question 2: the 30 s limit runs out and the interview completes by itself.
  await expect(candidate.getByText(SECOND)).toBeVisible();
  await expect(candidate.getByText(/Time left: 0:[0-3]\d/)).toBeVisible();
  await expectAccessible(candidate);
  await candidate.getByLabel(C.typeLabel).fill('Because you ship carefully.');
  await expect(candidate.getByRole('heading', { name: C.completeTitle })).toBeVisible({
    timeout: 60_000,
  });

  const answers = await collectionRef(collections.answers, interviewId).get();
  const byText = Object.fromEntries(
    answers.docs.map((d) => [d.get('transcript') as string, d.get('take') as number]),
  );
  expect(byText).toEqual({
    'I called them the same day and fixed the invoice myself.': 2,
    'Because you ship carefully.': 1,
  });

  // The review shows both answers; the first says it was retaken.
  await page.goto(`/interviews/${interviewId}`);
  const firstCard = page.getByRole('region', { name: `1. ${FIRST}` });
  const secondCard = page.getByRole('region', { name: `2. ${SECOND}` });
  await expect(firstCard).toContainText('I called them the same day and fixed the invoice myself.');
  await expect(firstCard).toContainText(REVIEW_MESSAGES.retaken(2));
  await expect(secondCard).toContainText('Because you ship carefully.');
  await expect(secondCard).not.toContainText('Retaken');
  await expectAccessible(page);
  await candidateContext.close();
});
