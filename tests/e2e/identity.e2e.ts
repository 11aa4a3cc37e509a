import { collections } from '@shared/contract/collections';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { adminAuth, docRef } from '../support/admin';
import { authEmulator } from '../support/api';
import { linkIn, waitForMail } from '../support/maildev';
import { createInvitation } from '../support/registration';
import { createTestUser } from '../support/users';
import { fillSignInForm } from '../support/browser-session';

/** Password-reset codes the Auth emulator issued for an email (its out-of-band code list). */
async function resetCodesFor(email: string): Promise<number> {
  const res = await fetch(`${authEmulator}/emulator/v1/projects/demo-hiq/oobCodes`);
  const body = (await res.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return (body.oobCodes ?? []).filter(
    (c) => c.email === email && c.requestType === 'PASSWORD_RESET',
  ).length;
}

test.describe('identity', () => {
  test('registration from an invitation → verification mail → Email Verified! → sign out → sign in', async ({
    page,
  }) => {
    const invitation = await createInvitation();
    await page.goto(`/register/${invitation.token}`);

    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Complete your registration to access the product')).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(invitation.email);
    await expect(email).toHaveAttribute('readonly', '');

    // The spec's checks, in order.
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('alert')).toHaveText('Name is required');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm Password').fill('secret-pass-2');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await expectAccessible(page);
    await page.getByLabel('Confirm Password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('nav-email').first()).toHaveText(invitation.email);
    const user = await adminAuth.getUserByEmail(invitation.email);
    expect(user.displayName).toBe('Ada Lovelace');
    expect(user.customClaims).toEqual({ role: 'staff', orgId: invitation.orgId });
    expect(user.emailVerified).toBe(false);

    const mail = await waitForMail(invitation.email, (m) => /verify/i.test(m.subject));
    const link = linkIn(mail, /\/verify-email\//);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    await expectAccessible(page);
    // Signed in: the 3-second redirect goes to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
    expect((await adminAuth.getUser(user.uid)).emailVerified).toBe(true);
    expect((await docRef(collections.users, user.uid).get()).get('emailVerified')).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to HiQ' })).toBeVisible();
    await fillSignInForm(page, invitation.email, 'secret-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('nav-email').first()).toHaveText(invitation.email);
  });

  test('an unknown verification link: Verification Failed with links', async ({ page }) => {
    await page.goto('/verify-email/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByText('Invalid or expired verification link')).toBeVisible();
    await expect(page.getByText('Could not verify your email. Please try again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
  });

  test('an invalid registration link shows the error view', async ({ page }) => {
    await page.goto('/register/no-such-token');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired registration link. Please contact support.',
    );
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
  });

  test('login: validation messages, unknown user and wrong password', async ({ page }) => {
    const user = await createTestUser({ role: 'staff', orgId: 'acme.test' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to HiQ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'create a new account' })).toHaveAttribute(
      'href',
      '/register',
    );

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expectAccessible(page);

    await fillSignInForm(page, `nobody-${Date.now()}@example-corp.test`, 'whatever-1');
    await expect(page.getByRole('alert')).toHaveText('No user found with this email');

    await fillSignInForm(page, user.email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid password');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected route while signed out → /login, then back to where the user came from', async ({
    page,
  }) => {
    const admin = await createTestUser({ role: 'admin' });
    await page.goto('/admin/access-requests');
    await expect(page).toHaveURL(/\/login$/);
    // Signed out: the nav shows Login and Register.
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Register' }),
    ).toBeVisible();
    await fillSignInForm(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/access-requests$/);
    // Signed in, /login sends to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot password sends the reset mail without revealing whether the account exists', async ({
    page,
  }) => {
    const user = await createTestUser();
    for (const email of [user.email, `nobody-${Date.now()}@example-corp.test`]) {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('If an account exists for that email')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
    // The identity provider issued a reset code for the real account (none exists for the other).
    expect(await resetCodesFor(user.email)).toBeGreaterThan(0);
  });

  test('/register without a token explains invitations and links to the request form', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { name: 'Registration is by invitation' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request access' }).click();
    await expect(page).toHaveURL(/\/#request-access$/);
  });

  test('mobile: the nav collapses into a menu with Logout and the email', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await createTestUser({ role: 'staff', orgId: 'acme.test' });
    await page.goto('/login');
    await fillSignInForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(logout).toBeVisible();
    await expect(page.getByText(user.email).last()).toBeVisible();
    await expectAccessible(page);
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
