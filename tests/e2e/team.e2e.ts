import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '@shared/messages/access';
import { REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef } from '../support/admin';
import { signInInBrowser } from '../support/browser-session';
import { callEndpoint } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { openLandingWithCaptcha } from '../support/landing';
import { linkIn, waitForMail } from '../support/maildev';
import { createTestOrg, createTestUser, signIn } from '../support/users';

/**
 * Teams end to end: an owner invites a teammate, who registers from the mail and works on the
 * org's live dashboard until the owner removes them; then their open dashboard says access ended
 * and the API refuses them. Invited again, they sign in with their account and accept.
 */
test('owner invites → teammate registers from the mail → dashboard live → removed → access ended', async ({
  browser,
}) => {
  const orgName = 'Team Corp';
  const { orgId, staff: owner } = await createTestOrg(orgName);
  const email = `tess-${randomUUID().slice(0, 6)}@${orgId}`;
  const password = 'teammate-pass-1';

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInInBrowser(ownerPage, owner.email, owner.password, '/dashboard');
  await ownerPage.getByRole('link', { name: TEAM_MESSAGES.navLink }).first().click();
  await expect(ownerPage).toHaveURL(/\/team$/);
  await expect(
    ownerPage.getByRole('heading', { name: TEAM_MESSAGES.title, level: 1 }),
  ).toBeVisible();
  const invite = ownerPage.getByRole('form', { name: TEAM_MESSAGES.inviteTitle });
  await invite.getByLabel(TEAM_MESSAGES.emailLabel).fill(email);
  await invite.getByRole('radio', { name: 'Member' }).check();
  await invite.getByRole('button', { name: TEAM_MESSAGES.inviteSubmit }).click();
  await expect(ownerPage.getByText(TEAM_MESSAGES.invited(email))).toBeVisible();
  await expectAccessible(ownerPage);
  const invitations = ownerPage.getByRole('table', { name: TEAM_MESSAGES.invitationsTitle });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  // The teammate registers from the mail's link and lands on the org's dashboard.
  const mail = await waitForMail(
    email,
    (m) => m.subject === TEAM_MESSAGES.invitationSubject(orgName),
  );
  const teammateContext = await browser.newContext();
  const page = await teammateContext.newPage();
  await page.goto(linkIn(mail, /\/register\//));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Full Name').fill('Tess Teammate');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The owner's screen moved the invitation to the members, live.
  const members = ownerPage.getByRole('table', { name: TEAM_MESSAGES.membersTitle });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(
    members.getByRole('combobox', { name: TEAM_MESSAGES.changeRoleLabel('Tess Teammate') }),
  ).toHaveValue('member');

  // The teammate's dashboard is live: an interview scheduled now shows without a reload.
  await createTestInterview({ orgId, candidateName: 'Live Candidate' });
  await expect(page.getByRole('row').filter({ hasText: 'Live Candidate' })).toHaveCount(1);

  // An ID token issued before the removal (it still names the org in its claims).
  const teammate = { uid: '', email, password, idToken: await signIn(email, password) };
  const listAs = (as: typeof teammate) => callEndpoint(endpoints.listInterviews, { as });
  expect((await listAs(teammate)).status).toBe(200);

  // The owner removes them after confirming.
  await members.getByRole('button', { name: TEAM_MESSAGES.removeLabel('Tess Teammate') }).click();
  const dialog = ownerPage.getByRole('dialog', { name: TEAM_MESSAGES.removeTitle });
  await expect(dialog).toBeVisible();
  await expectAccessible(ownerPage);
  await dialog.getByRole('button', { name: TEAM_MESSAGES.removeButton }).click();
  await expect(members.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // Their open dashboard says so within seconds, and the API refuses the same session's token.
  await expect(page.getByRole('heading', { name: TEAM_MESSAGES.accessEndedTitle })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'Live Candidate' })).toHaveCount(0);
  await expectAccessible(page);
  // The old session is refused (403 for the membership, or 401 on the emulator, which checks
  // revocation); signing in again gives a session with no org, which the API refuses.
  expect([401, 403]).toContain((await listAs(teammate)).status);
  const again = { ...teammate, idToken: await signIn(email, password) };
  expect((await listAs(again)).status).toBe(403);

  // Invited again, they join with the account they already have: sign in and accept.
  const reinvited = await callEndpoint(endpoints.inviteTeammate, {
    as: owner,
    body: { email, role: 'member' },
  });
  expect(reinvited.status).toBe(201);
  const second = await waitForMail(
    email,
    (m) => m.subject === TEAM_MESSAGES.invitationSubject(orgName) && m.id !== mail.id,
  );
  await page.goto(linkIn(second, /\/register\//));
  await expect(
    page.getByRole('heading', { name: REGISTRATION_MESSAGES.acceptTitle }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: REGISTRATION_MESSAGES.acceptSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('row').filter({ hasText: 'Live Candidate' })).toHaveCount(1);

  await ownerContext.close();
  await teammateContext.close();
});

/**
 * The attack this closes: an outsider names a customer's website with their own address (refused
 * at the form), and an approved request from the customer's own domain grants no access: the
 * admin sees that the company is a customer, and approving only tells the owners.
 */
test("an outsider can't join a customer's org by naming its domain", async ({ browser }) => {
  const { orgId, staff: owner } = await createTestOrg('Victim Corp');
  const outsider = `mallory-${randomUUID().slice(0, 6)}@mallory-consulting.test`;

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const { captchaAnswer } = await openLandingWithCaptcha(page);
  const form = page.getByRole('form', { name: 'Request Platform Access' });
  await form.getByLabel("Company's website").fill(`https://www.${orgId.toUpperCase()}/careers`);
  await form.getByLabel('Work Email').fill(outsider);
  await form.getByLabel('Captcha').fill(captchaAnswer);
  await form.getByRole('button', { name: 'Verify' }).click();
  await form.getByRole('button', { name: 'Request Access' }).click();
  // Refused under the email field, and nothing reached the server.
  await expect(form.getByText(ACCESS_MESSAGES.emailNotAtWorkDomain)).toBeVisible();
  await expect(form.getByLabel('Work Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Request Received!')).toHaveCount(0);
  const stored = await collectionRef(collections.accessRequests)
    .where('email', '==', outsider)
    .get();
  expect(stored.size).toBe(0);
  await visitor.close();

  // Someone at the customer's domain asks; the admin's row says it is an existing customer.
  const requester = `newcomer-${randomUUID().slice(0, 6)}@${orgId}`;
  const ref = collectionRef(collections.accessRequests).doc();
  await ref.set({
    workDomain: orgId,
    email: requester,
    status: 'pending',
    createdAt: Timestamp.now(),
    teamSize: null,
    message: null,
    decidedAt: null,
    decidedBy: null,
    rejectionReason: null,
    orgId: null,
  });
  const admin = await createTestUser({ role: 'admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInInBrowser(adminPage, admin.email, admin.password, '/admin/access-requests');
  const row = adminPage.getByRole('row').filter({ hasText: requester });
  await expect(row).toContainText(ADMIN_MESSAGES.existingCustomer('Victim Corp', 1));
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);

  const told = await waitForMail(
    requester,
    (m) => m.subject === ADMIN_MESSAGES.alreadyCustomerSubject,
  );
  expect(told.text).not.toMatch(/\/register\//);
  await waitForMail(owner.email, (m) => m.subject === ADMIN_MESSAGES.joinRequestSubject(requester));
  const tokens = await collectionRef(collections.registrationTokens)
    .where('email', '==', requester)
    .get();
  expect(tokens.size).toBe(0);
  expect((await collectionRef(collections.members, orgId).get()).size).toBe(1);
  await adminContext.close();
});
