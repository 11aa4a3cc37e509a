import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/e2e-test';
import { openLandingWithCaptcha } from '../support/landing';
import { linkIn, waitForMail } from '../support/maildev';
import { createTestUser } from '../support/users';
import { fillSignInForm } from '../support/browser-session';
import { confirmFromInbox } from '../support/confirm-access';

/**
 * End to end: request access (captcha answered) → admin approves (list updates live) →
 * invitation mail → register from its link → verify email from its link → sign out → sign in →
 * dashboard.
 */
test('journey: request access → approval → invitation → registration → verification → sign in', async ({
  browser,
}) => {
  const domain = `journey-${randomUUID().slice(0, 8)}.test`;
  const email = `ada@${domain}`;
  const password = 'journey-pass-1';

  // The admin watches the pending list before the request exists.
  const admin = await createTestUser({ role: 'admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/access-requests');
  await expect(adminPage).toHaveURL(/\/login$/);
  await fillSignInForm(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/access-requests$/);
  await expect(adminPage.getByRole('heading', { name: 'Access Requests' })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(0);

  // A visitor requests access from the landing page.
  const visitorContext = await browser.newContext();
  const page = await visitorContext.newPage();
  const { captchaAnswer } = await openLandingWithCaptcha(page);
  await page
    .getByRole('button', { name: /request access/i })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Request Platform Access' });
  await expect(form).toBeInViewport();
  await form.getByLabel("Company's website").fill(domain);
  await form.getByLabel('Work Email').fill(email);
  await form.getByLabel('Team Size (optional)').fill('12');
  await form.getByLabel('Additional Message (optional)').fill('We hire engineers every month.');
  const submit = form.getByRole('button', { name: 'Request Access' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Captcha').fill(captchaAnswer);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Request Received!')).toBeVisible();
  await expect(page.getByText(/2-3 business days/).first()).toBeVisible();

  // The visitor confirms it from their inbox; the admin's list shows it without a reload and
  // approving sends the invitation.
  await confirmFromInbox(page, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(domain);
  await expect(row).toContainText('12');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);

  const invitation = await waitForMail(email, (m) => /\/register\//.test(m.text ?? ''));
  const registerLink = linkIn(invitation, /\/register\//);

  // Registration from the mail's link.
  await page.goto(registerLink);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Verification from its mail.
  const verification = await waitForMail(email, (m) => /\/verify-email\//.test(m.text ?? ''));
  await page.goto(linkIn(verification, /\/verify-email\//));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });

  // Sign out, sign in, dashboard.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('nav-email').first()).toHaveText(email);

  await adminContext.close();
  await visitorContext.close();
});
