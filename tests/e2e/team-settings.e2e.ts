import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { docRef } from '../support/admin';
import { signInInBrowser } from '../support/browser-session';
import { createTestInterview } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';

const DAY_MS = 24 * 60 * 60_000;
const storedSettings = async (orgId: string) =>
  ((await docRef(collections.orgs, orgId).get()).get('settings') ?? {}) as Record<string, unknown>;

/**
 * Org settings end to end: an owner switches the org to audio only (by keyboard) and sets how long
 * candidates' data is kept, a refused value first; a member sees both, read-only, live.
 */
test('owner sets audio only and retention → a member sees them read-only', async ({ browser }) => {
  const { orgId, staff: owner } = await createTestOrg('Settings Corp');
  const member = await createTestUser({ role: 'staff', orgId }, orgId);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInInBrowser(memberPage, member.email, member.password, '/team');
  const memberAudio = memberPage.getByRole('radio', {
    name: TEAM_MESSAGES.recordingModeLabels.audio,
  });
  const memberVideo = memberPage.getByRole('radio', {
    name: TEAM_MESSAGES.recordingModeLabels.video,
  });
  await expect(memberVideo).toBeChecked();

  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await signInInBrowser(page, owner.email, owner.password, '/team');
  const recording = page.getByRole('radiogroup', { name: TEAM_MESSAGES.recordingModeLabel });
  const video = recording.getByRole('radio', { name: TEAM_MESSAGES.recordingModeLabels.video });
  const audio = recording.getByRole('radio', { name: TEAM_MESSAGES.recordingModeLabels.audio });
  await expect(video).toBeChecked();
  // By keyboard: the checked radio takes focus, an arrow key chooses the next one.
  await video.focus();
  await page.keyboard.press('ArrowDown');
  await expect(audio).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: TEAM_MESSAGES.settingsSaved }),
  ).toBeVisible();
  await expect.poll(() => storedSettings(orgId)).toEqual({ recordingMode: 'audio' });

  const retention = page.getByRole('form', { name: TEAM_MESSAGES.retentionTitle });
  const days = retention.getByRole('textbox', { name: TEAM_MESSAGES.retentionDaysLabel });
  const expiry = retention.getByRole('textbox', { name: TEAM_MESSAGES.linkExpiryDaysLabel });
  await expect(expiry).toHaveValue('14');
  // Below the range: refused at the field, nothing sent.
  await days.fill('6');
  await retention.getByRole('button', { name: TEAM_MESSAGES.retentionSave }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(retention.getByText(TEAM_MESSAGES.retentionDaysInvalid(7, 3650))).toBeVisible();
  await expectAccessible(page);
  expect(await storedSettings(orgId)).toEqual({ recordingMode: 'audio' });
  await days.fill('30');
  await expiry.fill('7');
  await expiry.press('Enter');
  await expect(days).not.toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() => storedSettings(orgId))
    .toEqual({ recordingMode: 'audio', retentionDays: 30, linkExpiryDays: 7 });
  await expect(days).toHaveValue('30');
  await expectAccessible(page);

  // The member's open screen follows, live, and cannot change anything.
  await expect(memberAudio).toBeChecked();
  await expect(memberAudio).toBeDisabled();
  await expect(memberVideo).toBeDisabled();
  const memberDays = memberPage.getByRole('textbox', { name: TEAM_MESSAGES.retentionDaysLabel });
  await expect(memberDays).toHaveValue('30');
  await expect(memberDays).toBeDisabled();
  await expect(
    memberPage.getByRole('textbox', { name: TEAM_MESSAGES.linkExpiryDaysLabel }),
  ).toHaveValue('7');
  await expect(memberPage.getByRole('button', { name: TEAM_MESSAGES.retentionSave })).toHaveCount(
    0,
  );
  await expectAccessible(memberPage);

  await ownerContext.close();
  await memberContext.close();
});

/** A candidate opening a link past its expiry is told so, in place of the interview. */
test('an expired candidate link says so', async ({ page }) => {
  const { id, sessionId } = await createTestInterview({
    date: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  });
  await docRef(collections.interviews, id).update({
    linkExpiresAt: Timestamp.fromMillis(Date.now() - DAY_MS),
  });
  await page.goto(`/${sessionId}`);
  await expect(
    page.getByRole('heading', { name: CANDIDATE_MESSAGES.unavailableTitle }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(CANDIDATE_MESSAGES.sessionExpired);
  await expect(page.getByRole('button', { name: CANDIDATE_MESSAGES.start })).toHaveCount(0);
});
