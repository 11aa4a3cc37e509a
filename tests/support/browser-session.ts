import type { Page } from '@playwright/test';
import { authEmulator } from './api';

const API_KEY = 'demo-api-key';

/**
 * Signs a user into the web app. Through the /login form when it exists (labels 'Email', 'Password',
 * button 'Sign in'); otherwise by handing the Firebase Auth SDK a persisted session, exactly what
 * it stores itself after a sign-in (a real ID and refresh token from the Auth emulator).
 */
export async function signInInBrowser(
  page: Page,
  email: string,
  password: string,
  to = '/dashboard',
) {
  await page.goto('/login');
  const emailField = page.getByLabel('Email', { exact: true });
  const hasForm = await emailField
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (hasForm) {
    await emailField.fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    if (new URL(page.url()).pathname !== to) await page.goto(to);
    return;
  }
  const res = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}`);
  const now = Date.now();
  const user = {
    uid: body.localId,
    email,
    emailVerified: true,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: email,
        email,
        displayName: null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: body.refreshToken,
      accessToken: body.idToken,
      expirationTime: now + Number(body.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    `firebase:authUser:${API_KEY}:[DEFAULT]`,
    JSON.stringify(user),
  ] as const);
  await page.goto(to);
}
