// Closing the loop with the candidate: an owner words the org's message for a rejection, a
// reviewer records the decision, reads the message prefilled from that template, edits it and
// sends it themselves; the candidate's mail arrives with their words, and the review says so.
import { randomUUID } from 'node:crypto';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { signInInBrowser } from '../support/browser-session';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { createTestInterview } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import { createTestOrg } from '../support/users';

test("an owner words the rejection template; a reviewer decides, edits and sends it; the candidate's mail arrives", async ({
  page,
}) => {
  const { orgId, staff: owner } = await createTestOrg('Kind Corp');
  const email = `kind-${randomUUID()}@example.test`;
  const interview = await createTestInterview({
    orgId,
    orgName: 'Kind Corp',
    status: 'completed',
    candidateName: 'Grace Kind',
    candidateEmail: email,
  });

  await signInInBrowser(page, owner.email, owner.password, '/team');
  const template = page.getByRole('textbox', { name: 'Message after Reject' });
  await expect(template).toHaveValue(/^Dear \{firstName\},/);
  await template.fill('Dear {firstName}, thank you from {orgName}. We chose another candidate.');
  await page.getByRole('button', { name: 'Save feedback templates' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: TEAM_MESSAGES.settingsSaved }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/interviews/${interview.id}`);
  await page
    .getByRole('radiogroup', { name: 'Decision' })
    .getByRole('radio', { name: 'Reject' })
    .check();
  await page.getByRole('button', { name: 'Save Review' }).click();
  await page.getByRole('button', { name: 'Send feedback to the candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback to the candidate' });
  const message = dialog.getByRole('textbox', { name: 'Message to the candidate' });
  await expect(message).toHaveValue(
    'Dear Grace, thank you from Kind Corp. We chose another candidate.',
  );
  await expectAccessible(page);
  await message.press('Control+End');
  await message.pressSequentially(' Good luck!');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Feedback sent on /)).toBeVisible();

  const mail = await waitForMail(email, (m) => (m.text ?? '').includes('Good luck!'));
  expect(mail.subject).toBe('Your interview with Kind Corp');
  expect(mail.text).toContain(
    'Dear Grace, thank you from Kind Corp. We chose another candidate. Good luck!',
  );
  await page.reload();
  await expect(page.getByText(/^Feedback sent on /)).toBeVisible();
});
