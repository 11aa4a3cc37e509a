import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { collections } from '@shared/contract/collections';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef } from '../support/admin';
import { withKey } from '../support/api-v1';
import { signInInBrowser } from '../support/browser-session';
import { createTestOrg } from '../support/users';

/**
 * API keys end to end: an owner creates a key on the Integrations screen, sees its secret once
 * (the key works on the public API), then revokes it, and the key stops working.
 */
test('API keys: an owner creates a key, sees the secret once, and revokes it', async ({ page }) => {
  const { orgId, staff: owner } = await createTestOrg('Integrations Corp');
  await signInInBrowser(page, owner.email, owner.password, '/integrations');
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  await expect(page.getByText(M.noKeys)).toBeVisible();

  await page.getByRole('button', { name: M.create }).click();
  const create = page.getByRole('dialog', { name: M.createTitle });
  await create.getByRole('textbox', { name: M.nameLabel }).fill('Greenhouse');
  await create.getByRole('checkbox', { name: M.scopeLabels['results:read'] }).check();
  await expectAccessible(page);
  await create.getByRole('button', { name: M.createSubmit }).click();

  const shown = page.getByRole('dialog', { name: M.secretTitle });
  await expect(shown.getByText(M.secretWarning)).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: M.secretLabel }).inputValue();
  expect(secret).toMatch(/^hiq_[A-Za-z0-9]{20}_[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  expect((await withKey('/interviews', secret)).status).toBe(200);
  await shown.getByRole('button', { name: M.done }).click();
  await expect(shown).toBeHidden();

  const table = page.getByRole('table', { name: M.keysTitle });
  const row = table.getByRole('row').filter({ hasText: 'Greenhouse' });
  await expect(row).toContainText(
    `${M.scopeLabels['interviews:read']}, ${M.scopeLabels['results:read']}`,
  );
  await expect(row).toContainText(M.statusActive);
  // Shown once: a reload lists the key without its secret.
  await page.reload();
  await expect(row).toContainText('Greenhouse');
  await expect(page.getByText(secret)).toHaveCount(0);
  const stored = await collectionRef(collections.apiKeys, orgId).get();
  expect(stored.docs.map((d) => d.data().name)).toEqual(['Greenhouse']);

  await row.getByRole('button', { name: M.revokeLabel('Greenhouse') }).click();
  const confirm = page.getByRole('dialog', { name: M.revokeTitle });
  await expect(confirm).toContainText(M.revokeConfirm('Greenhouse'));
  await confirm.getByRole('button', { name: M.revokeButton }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(M.statusRevoked);
  await expect(page.getByRole('status').filter({ hasText: M.revoked('Greenhouse') })).toBeVisible();
  expect((await withKey('/interviews', secret)).status).toBe(401);
  await expectAccessible(page);
});

/**
 * Webhooks end to end: an owner adds an endpoint (a receiver on this machine, allowed under the
 * emulators), sees its signing secret once, sends a test event that arrives signed, and finds it
 * delivered in the endpoint's delivery log.
 */
test('Webhooks: an owner adds an endpoint, sends a test event, and sees it in the delivery log', async ({
  page,
}) => {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hiq-events`;
  try {
    const { staff: owner } = await createTestOrg('Webhooks Corp');
    await signInInBrowser(page, owner.email, owner.password, '/integrations');
    await expect(page.getByRole('heading', { level: 2, name: M.webhooksTitle })).toBeVisible();
    await expect(page.getByText(M.noWebhooks)).toBeVisible();

    await page.getByRole('button', { name: M.addWebhook }).click();
    const add = page.getByRole('dialog', { name: M.addWebhookTitle });
    await add.getByRole('textbox', { name: M.webhookUrlLabel }).fill(url);
    await add.getByRole('textbox', { name: M.webhookDescriptionLabel }).fill('Our ATS');
    await add.getByRole('checkbox', { name: M.eventLabels['interview.completed'] }).check();
    await expectAccessible(page);
    await add.getByRole('button', { name: M.addWebhookSubmit }).click();

    const shown = page.getByRole('dialog', { name: M.webhookSecretTitle });
    const secret = await shown.getByRole('textbox', { name: M.webhookSecretLabel }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await shown.getByRole('button', { name: M.done }).click();
    await expect(shown).toBeHidden();

    const table = page.getByRole('table', { name: M.webhooksTitle });
    const row = table.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText(M.eventLabels['interview.completed']);
    await expect(row).toContainText(M.webhookOn);
    await row.getByRole('button', { name: M.sendTestLabel(url) }).click();
    await expect(page.getByRole('status').filter({ hasText: M.testSent(url) })).toBeVisible();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [message] = received;
    expect(new Webhook(secret).verify(message.body, message.headers)).toMatchObject({
      type: 'webhook.test',
    });

    await row.getByRole('button', { name: M.deliveriesLabel(url) }).click();
    const log = page.getByRole('dialog', { name: M.deliveriesTitle(url) });
    const logTable = log.getByRole('table', { name: M.deliveries });
    await expect(async () => {
      await log.getByRole('button', { name: M.refresh }).click();
      await expect(logTable.getByRole('row').nth(1)).toContainText(M.deliveryStates.SUCCESS, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    const delivered = logTable.getByRole('row').nth(1);
    await expect(delivered).toContainText(message.headers['webhook-id']);
    await expect(delivered).toContainText('204');
    await expectAccessible(page);
  } finally {
    receiver.close();
  }
});

/**
 * The API reference: from the Integrations screen to the public page that reads the OpenAPI
 * document; a developer without an account reads it too.
 */
test('API reference: every route of the document, its scope, parameters and answers', async ({
  page,
}) => {
  const R = M.reference;
  const { staff: owner } = await createTestOrg('Reference Corp');
  await signInInBrowser(page, owner.email, owner.password, '/integrations');
  await page.getByRole('link', { name: M.apiReferenceLink }).click();
  await expect(page).toHaveURL(/\/developers\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();

  const doc = (await (await page.request.get('/api/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const summaries = Object.values(doc.paths).flatMap((item) =>
    Object.values(item).map((op) => op.summary),
  );
  const routes = page.getByRole('navigation', { name: R.operations });
  await expect(routes.getByRole('link')).toHaveCount(summaries.length);
  for (const summary of summaries)
    await expect(page.getByRole('heading', { level: 2, name: summary })).toBeVisible();

  const schedule = page.getByRole('region', { name: 'Schedule an interview' });
  await expect(schedule.getByText('POST /api/v1/interviews')).toBeVisible();
  await expect(schedule.getByText(R.scope('interviews:write'))).toBeVisible();
  const parameters = schedule.getByRole('table', { name: R.parameters });
  await expect(parameters.getByRole('row').filter({ hasText: 'Idempotency-Key' })).toContainText(
    R.requiredYes,
  );
  const responses = schedule.getByRole('table', { name: R.responses });
  for (const status of ['201', '200', '400', '401', '403', '409', '429'])
    await expect(responses.getByRole('cell', { name: status, exact: true })).toBeVisible();
  await schedule.getByText(R.requestBody).click();
  await expect(schedule.getByText('"candidateEmail"').first()).toBeVisible();
  await expectAccessible(page);

  // Public, as the document is: a fresh browser with no session reads the same page.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(`${new URL(page.url()).origin}/developers/api`);
  await expect(stranger.getByRole('heading', { level: 2, name: 'List interviews' })).toBeVisible();
  await stranger.close();
});
