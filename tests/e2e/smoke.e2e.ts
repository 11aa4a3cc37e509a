import { expect, test } from '../support/e2e-test';

test('the landing page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('/api/health answers 200 through the hosting rewrite', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(body.services.firestore).toBe('ok');
  expect(typeof body.version).toBe('string');
});

test('an unknown route redirects to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown API path is a JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
});

test('the landing HTML is prerendered; other routes get the empty app shell', async ({
  request,
}) => {
  const landing = await (await request.get('/')).text();
  expect(landing).toMatch(/<div id="root">.*<h1/s);
  // The landing's JS starts after the first paint (public/boot.js), not from the head.
  expect(landing).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/[^"]+\.js"/);
  expect(landing).not.toContain('type="module"');
  expect(landing).not.toContain('modulepreload');
  const shell = await (await request.get('/dashboard')).text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('<h1');
});

test('/login paints a disabled sign-in shell, then the app replaces it with the live form', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toMatch(/<div id="root" data-shell>.*Sign in to HiQ/s);
  expect(html).toContain('disabled');
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Sign in to HiQ' })).toHaveCount(1);
});
