// The candidate's ready screen says in plain words what the AI assist reads and never does, and
// offers to ask for another format or an adjustment; the scheduler sees the request on the
// dashboard, and the candidate can still start the interview.
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { docRef } from '../support/admin';
import { signInInBrowser } from '../support/browser-session';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { createTestInterview } from '../support/interviews';
import { createTestOrg } from '../support/users';

test('a candidate asks for an adjustment on the ready screen; the scheduler sees it flagged', async ({
  page,
  browser,
}) => {
  const { orgId, staff } = await createTestOrg('Adjust Corp');
  const interview = await createTestInterview({
    orgId,
    orgName: 'Adjust Corp',
    candidateName: 'Ada Adjust',
  });
  await docRef(collections.interviews, interview.id).update({
    createdBy: staff.uid,
    aiAssist: true,
  });
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));

  await page.goto(`/${interview.sessionId}`);
  await expect(page.getByRole('heading', { name: CANDIDATE_MESSAGES.ready })).toBeVisible();
  await expect(
    page.getByText(
      'The AI assist reads only the words of your answers. It never analyses your face, your voice or your emotions, and it never rejects anyone automatically.',
    ),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Ask for another format or an adjustment' });
  const field = section.getByRole('textbox', { name: 'What would help you?' });
  await expect(field).toBeVisible();
  await expectAccessible(page);

  // An empty request is refused on the spot.
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByText('Please tell the hiring team what would help you.')).toBeVisible();

  await field.fill('I would like to answer in writing only, please.');
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Your request was sent to the hiring team at Adjust Corp. They will reply to you by email. Your interview link still works: you can wait for their answer, or start the interview now.',
  );
  await expectAccessible(page);

  // The link still works: consent, and Start is there to press.
  await page.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel }).check();
  await expect(page.getByRole('button', { name: CANDIDATE_MESSAGES.start })).toBeEnabled();

  // The scheduler's dashboard flags the row; the flag opens to the candidate's words.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInInBrowser(staffPage, staff.email, staff.password);
  const row = staffPage.getByRole('row', { name: /Ada Adjust/ });
  await expect(row.getByText('Adjustment requested')).toBeVisible();
  await row.getByText('Adjustment requested').click();
  await expect(row.getByText('I would like to answer in writing only, please.')).toBeVisible();
  await expectAccessible(staffPage);
  await staffContext.close();
});
