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
