import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { collections } from '@shared/contract/collections';
import { expect, test } from '../support/e2e-test';
import { apiBase } from '../support/api';
import { signInInBrowser } from '../support/browser-session';
import { consentTo, openTake } from '../support/candidate';
import { docRef } from '../support/admin';
import { createTestInterview } from '../support/interviews';
import { linkIn, waitForMail } from '../support/maildev';
import { createTestOrg } from '../support/users';

// Sharing with a hiring manager who has no account: the owner shares an anonymised interview → the
// recipient opens the mailed link, gets a code by mail, sees the answer with a watermark and gives
// feedback → the review screen shows it → the owner revokes → the page says access ended.

const FIXTURE = join(__dirname, '../fixtures/recording-vp8-opus');
const MIME = 'video/webm;codecs=vp8,opus';
const chunks = [0, 1, 2].map((seq) => readFileSync(join(FIXTURE, `chunk${seq}.webm`)));

async function post(path: string, body: BodyInit, contentType = 'application/json') {
  const res = await fetch(`${apiBase}/api/public/interviews/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** The candidate records q1 and types q2, then completes. */
async function answerAsCandidate(sessionId: string) {
  await consentTo(sessionId);
  const take = await openTake(sessionId, 'q1');
  for (const [seq, chunk] of chunks.entries())
    await post(
      `${sessionId}/media?questionId=q1&seq=${seq}&take=${take}`,
      new Uint8Array(chunk),
      MIME,
    );
  await post(
    `${sessionId}/answer`,
    JSON.stringify({ questionId: 'q1', transcript: 'I build reliable web applications.' }),
  );
  await openTake(sessionId, 'q2');
  await post(`${sessionId}/answer`, JSON.stringify({ questionId: 'q2', transcript: 'Payments.' }));
  await post(`${sessionId}/complete`, JSON.stringify({ questionHistory: [] }));
}

test('an owner shares an anonymised interview; the hiring manager opens it with a code, gives feedback; revoke ends it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const org = await createTestOrg('Share Co');
  const interview = await createTestInterview({
    orgId: org.orgId,
    orgName: 'Share Co',
    candidateName: 'Dana Candidate',
  });
  await answerAsCandidate(interview.sessionId);
  const recipient = `hm-${randomUUID().slice(0, 8)}@partner.test`;

  // The owner shares q1 only, the candidate hidden.
  const staff = await (await browser.newContext()).newPage();
  await signInInBrowser(staff, org.staff.email, org.staff.password, `/interviews/${interview.id}`);
  await staff.getByRole('button', { name: SHARE_MESSAGES.shareButton }).click();
  const dialog = staff.getByRole('dialog', { name: SHARE_MESSAGES.dialogTitle });
  await dialog.getByRole('textbox', { name: /Recipient's email/ }).fill(recipient);
  await dialog.getByRole('checkbox', { name: '2. Describe a project you are proud of.' }).uncheck();
  await dialog.getByRole('switch', { name: /Hide the candidate/ }).check();
  await dialog.getByRole('button', { name: SHARE_MESSAGES.send }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByTestId('share-row');
  await expect(row).toContainText(recipient);
  await expect(row).toContainText('Sent');

  // The hiring manager, in a browser of their own, opens the mailed link and asks for a code.
  const linkMail = await waitForMail(
    recipient,
    (m) => m.subject === 'Share Co shared an interview with you',
  );
  expect(linkMail.text).not.toContain('Dana');
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(linkIn(linkMail, /\/shared\//));
  await viewer.getByRole('button', { name: SHARE_MESSAGES.sendCode }).click();
  await expect(viewer.getByText(SHARE_MESSAGES.codeSent)).toBeVisible();
  const codeMail = await waitForMail(recipient, (m) => m.subject === SHARE_MESSAGES.codeSubject);
  const code = /code is (\d{6})/.exec(codeMail.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await viewer.getByRole('textbox').first().click();
  await viewer.keyboard.type(code);
  await viewer.getByRole('button', { name: SHARE_MESSAGES.openWithCode }).click();

  // Only q1, anonymised, the video streaming under the viewer's watermark, no download control.
  await expect(
    viewer.getByRole('heading', { name: 'Shared interview: Candidate A' }),
  ).toBeVisible();
  await expect(
    viewer.getByRole('heading', { name: 'Question 1: Tell us about yourself.' }),
  ).toBeVisible();
  await expect(viewer.getByText('I build reliable web applications.')).toBeVisible();
  await expect(viewer.getByText('Payments.')).toHaveCount(0);
  await expect(viewer.getByText('Dana')).toHaveCount(0);
  const video = viewer.getByLabel(SHARE_MESSAGES.videoLabel(1), { exact: true });
  await expect(video).toBeVisible();
  expect(await video.getAttribute('controlslist')).toContain('nodownload');
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.duration), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(viewer.getByTestId('watermark')).toContainText(recipient);
  // The sender's list is live: the share shows as opened, once, without a reload.
  await expect(row).toContainText('Opened');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // Feedback.
  const form = viewer.getByRole('region', { name: SHARE_MESSAGES.feedbackTitle });
  await form
    .getByRole('radiogroup', { name: 'Rating for question 1' })
    .getByRole('radio', { name: '4' })
    .check();
  await form.getByRole('radio', { name: 'Advance' }).check();
  await form.getByRole('textbox', { name: 'Comment' }).fill('Strong fundamentals.');
  await form.getByRole('button', { name: SHARE_MESSAGES.sendFeedback }).click();
  await expect(form.getByRole('status')).toHaveText(SHARE_MESSAGES.feedbackSaved);

  // The review screen shows it beside the team's reviews, and the share's state, live.
  await expect(staff.getByText(SHARE_MESSAGES.externalReviewer(recipient))).toBeVisible();
  await expect(staff.getByText('Strong fundamentals.')).toBeVisible();
  await expect(staff.getByTestId('share-row')).toContainText('Feedback given');

  // Revoke through the confirm dialog: the page's next load says access ended.
  await staff.getByRole('button', { name: SHARE_MESSAGES.revokeFor(recipient) }).click();
  const confirm = staff.getByRole('dialog', { name: SHARE_MESSAGES.revokeTitle });
  await confirm.getByRole('button', { name: SHARE_MESSAGES.revoke }).click();
  await expect(staff.getByTestId('share-row')).toContainText('Revoked');
  await viewer.reload();
  await expect(viewer.getByTestId('share-ended')).toHaveText(SHARE_MESSAGES.accessEnded);
});

test('from the dashboard: two ticked interviews shared as one shortlist; the page shows both candidates', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const org = await createTestOrg('Share Co');
  const interviews = [];
  for (const [candidateName, transcript] of [
    ['Ada Shortlisted', 'I designed the ledger service.'],
    ['Grace Shortlisted', 'I led the migration to queues.'],
  ]) {
    const interview = await createTestInterview({
      orgId: org.orgId,
      orgName: 'Share Co',
      candidateName,
      status: 'completed',
    });
    await docRef(collections.answers, interview.id, 'q1').set({
      questionId: 'q1',
      transcript,
      savedAt: Timestamp.now(),
    });
    interviews.push(interview);
  }
  const recipient = `hm-${randomUUID().slice(0, 8)}@partner.test`;

  const staff = await (await browser.newContext()).newPage();
  await signInInBrowser(staff, org.staff.email, org.staff.password, '/dashboard');
  await staff
    .getByRole('checkbox', { name: SHARE_MESSAGES.selectInterview('Ada Shortlisted') })
    .check();
  await staff
    .getByRole('checkbox', { name: SHARE_MESSAGES.selectInterview('Grace Shortlisted') })
    .check();
  await staff.getByRole('button', { name: SHARE_MESSAGES.shareSelected(2) }).click();
  const dialog = staff.getByRole('dialog', { name: SHARE_MESSAGES.shortlistDialogTitle(2) });
  await dialog.getByRole('textbox', { name: /Recipient's email/ }).fill(recipient);
  // Every question of each is ticked; the second interview's q2 is left out.
  const second = dialog.getByRole('group', {
    name: SHARE_MESSAGES.questionsOfLabel('Grace Shortlisted'),
  });
  await second.getByRole('checkbox', { name: '2. Describe a project you are proud of.' }).uncheck();
  await dialog.getByRole('switch', { name: /Hide the candidate/ }).check();
  await dialog.getByRole('button', { name: SHARE_MESSAGES.send }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.getByRole('status').filter({ hasText: SHARE_MESSAGES.sharedSelected }),
  ).toBeVisible();

  const linkMail = await waitForMail(
    recipient,
    (m) => m.subject === 'Share Co shared 2 interviews with you',
  );
  expect(linkMail.text).not.toContain('Shortlisted');
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(linkIn(linkMail, /\/shared\//));
  await viewer.getByRole('button', { name: SHARE_MESSAGES.sendCode }).click();
  await expect(viewer.getByText(SHARE_MESSAGES.codeSent)).toBeVisible();
  const codeMail = await waitForMail(recipient, (m) => m.subject === SHARE_MESSAGES.codeSubject);
  const code = /code is (\d{6})/.exec(codeMail.text ?? '')?.[1] ?? '';
  await viewer.getByRole('textbox').first().click();
  await viewer.keyboard.type(code);
  await viewer.getByRole('button', { name: SHARE_MESSAGES.openWithCode }).click();

  // Both candidates, in the order ticked, anonymised; each with its own answers.
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(SHARE_MESSAGES.pageTitle);
  const candidates = viewer.getByTestId('shared-candidate');
  await expect(candidates).toHaveCount(2);
  await expect(candidates.nth(0).getByRole('heading', { level: 2 })).toHaveText('Candidate A');
  await expect(candidates.nth(1).getByRole('heading', { level: 2 })).toHaveText('Candidate B');
  await expect(candidates.nth(0)).toContainText('I designed the ledger service.');
  await expect(candidates.nth(1)).toContainText('I led the migration to queues.');
  await expect(candidates.nth(1).getByRole('heading', { name: /^Question 2:/ })).toHaveCount(0);
  await expect(viewer.getByText('Shortlisted')).toHaveCount(0);

  // Feedback on Candidate B lands on Grace's review screen.
  const form = viewer.getByRole('region', { name: SHARE_MESSAGES.feedbackTitleFor('Candidate B') });
  await form.getByRole('radio', { name: 'Advance' }).check();
  await form.getByRole('textbox', { name: 'Comment' }).fill('The one to hire.');
  await form.getByRole('button', { name: SHARE_MESSAGES.sendFeedback }).click();
  await expect(form.getByRole('status')).toHaveText(SHARE_MESSAGES.feedbackSaved);
  await staff.goto(`/interviews/${interviews[1].id}`);
  await expect(staff.getByText(SHARE_MESSAGES.externalReviewer(recipient))).toBeVisible();
  await expect(staff.getByText('The one to hire.')).toBeVisible();
  await expect(staff.getByTestId('share-row')).toContainText(recipient);
});
