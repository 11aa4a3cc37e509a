import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atsEndpoints } from '@shared/contract/endpoints/ats';
import type { ApiKeyView } from '@shared/contract/endpoints/integrations';
import { ApiError } from '@/lib/api-client';
import { MembershipProvider } from '@/lib/auth/membership';
import type { Membership } from '@/lib/auth/membership';
import { render } from '@/test/render';
import { IntegrationsScreen } from './integrations-screen';

const mocks = vi.hoisted(() => ({
  useSession: vi.fn(),
  listApiKeys: vi.fn(),
  createApiKey: vi.fn(),
  revokeApiKey: vi.fn(),
  getAshbyConnection: vi.fn(),
  setAshbyConnection: vi.fn(),
  clearAshbyConnection: vi.fn(),
}));
vi.mock('@/lib/auth/use-session', () => ({ useSession: mocks.useSession }));
vi.mock('../api/list-api-keys', () => ({ listApiKeys: mocks.listApiKeys }));
vi.mock('../api/create-api-key', () => ({ createApiKey: mocks.createApiKey }));
vi.mock('../api/revoke-api-key', () => ({ revokeApiKey: mocks.revokeApiKey }));
vi.mock('../api/ashby-connection', () => ({
  getAshbyConnection: mocks.getAshbyConnection,
  setAshbyConnection: mocks.setAshbyConnection,
  clearAshbyConnection: mocks.clearAshbyConnection,
}));
// The webhooks section below the keys has tests of its own: here it has no endpoints.
vi.mock('../api/webhooks', () => ({
  listWebhooks: () => Promise.resolve({ endpoints: [] }),
  createWebhook: vi.fn(),
  updateWebhook: vi.fn(),
  deleteWebhook: vi.fn(),
  sendTestWebhook: vi.fn(),
  listWebhookDeliveries: vi.fn(),
  resendWebhookDelivery: vi.fn(),
}));

const SECRET = 'hiq_AbCdEfGhIj0123456789_' + 'x'.repeat(43);
const greenhouse: ApiKeyView = {
  id: 'AbCdEfGhIj0123456789',
  name: 'Greenhouse',
  scopes: ['interviews:read', 'results:read'],
  prefix: 'hiq_AbCdEfGh',
  createdByName: 'Ada Lovelace',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const old: ApiKeyView = {
  ...greenhouse,
  id: 'ZyXwVuTsRq9876543210',
  name: 'Old ATS',
  scopes: ['webhooks:manage'],
  lastUsedAt: '2026-02-01T09:00:00.000Z',
  revokedAt: '2026-02-02T09:00:00.000Z',
};

const renderAs = (membership: Membership) =>
  render(
    <MemoryRouter>
      <MembershipProvider value={membership}>
        <IntegrationsScreen />
      </MembershipProvider>
    </MemoryRouter>,
  );
const asOwner = () => renderAs({ status: 'member', role: 'owner' });
const asMember = () => renderAs({ status: 'member', role: 'member' });

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.useSession.mockReturnValue({
    status: 'signed-in',
    user: { uid: 'u-ada', email: 'ada@acme.com' },
    claims: { role: 'staff', orgId: 'acme.com' },
  });
  mocks.listApiKeys.mockResolvedValue({ keys: [greenhouse, old] });
  mocks.getAshbyConnection.mockResolvedValue({ configured: false, last4: null });
});

describe('Integrations screen, as an owner', () => {
  it('lists the keys with their columns, and offers to create one and revoke active ones', async () => {
    asOwner();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Scopes', 'Created by', 'Last used', 'Status', 'Actions']);
    const [, active, revoked] = within(table).getAllByRole('row');
    expect(active).toHaveTextContent('Greenhouse');
    expect(active).toHaveTextContent('Read interviews, Read results');
    expect(active).toHaveTextContent('Ada Lovelace');
    expect(active).toHaveTextContent('Never');
    expect(active).toHaveTextContent('Active');
    expect(within(active).getByRole('button', { name: 'Revoke API key Greenhouse' })).toBeVisible();
    expect(revoked).toHaveTextContent('Revoked');
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeEnabled();
    expect(screen.queryByText('Only owners can create or revoke API keys.')).toBeNull();
  });

  it('creates a key and shows its secret once, with a copy button and the warning', async () => {
    const user = userEvent.setup();
    const created = { ...greenhouse, name: 'Lever', scopes: ['interviews:read'] };
    mocks.createApiKey.mockResolvedValue({ key: created, secret: SECRET });
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lever');
    const scopes = within(dialog).getByRole('group', { name: 'Scopes' });
    expect(within(scopes).getByRole('checkbox', { name: 'Read interviews' })).toBeChecked();
    await user.click(within(scopes).getByRole('checkbox', { name: 'Read results' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(mocks.createApiKey).toHaveBeenCalledWith({
      name: 'Lever',
      scopes: ['interviews:read', 'results:read'],
    });

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(/shown only once/);
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeEnabled();
    // The list is asked again, and the secret is nowhere once the dialog is closed.
    await waitFor(() => expect(mocks.listApiKeys).toHaveBeenCalledTimes(2));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the server’s refusal of a new key inside the dialog', async () => {
    const user = userEvent.setup();
    mocks.createApiKey.mockRejectedValue(
      new ApiError('Only an owner of your team can manage API keys', 403),
    );
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lever');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an owner of your team can manage API keys',
    );
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
  });

  it('refuses a key without a name or a scope at its fields, in the API’s words, sending nothing', async () => {
    const user = userEvent.setup();
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read interviews' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the key a name'));
    expect(within(dialog).getByText('Choose at least one scope')).toBeVisible();
    expect(mocks.createApiKey).not.toHaveBeenCalled();
  });

  it('revokes through the confirm dialog', async () => {
    const user = userEvent.setup();
    mocks.revokeApiKey.mockResolvedValue({ key: { ...greenhouse, revokedAt: 'now' } });
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Revoke API key Greenhouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Revoke "Greenhouse"?');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(mocks.revokeApiKey).toHaveBeenCalledWith(greenhouse.id);
    expect(await screen.findByText('API key "Greenhouse" revoked')).toBeInTheDocument();
  });
});

describe('Integrations screen, as a member', () => {
  it('shows the list read-only, saying only owners manage keys', async () => {
    asMember();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Scopes', 'Created by', 'Last used', 'Status']);
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.getByText('Only owners can create or revoke API keys.')).toBeInTheDocument();
  });

  it('links to the API’s OpenAPI document, which needs no key', async () => {
    asMember();
    const link = await screen.findByRole('link', { name: 'the API’s OpenAPI document' });
    expect(link.getAttribute('href')).toMatch(/\/api\/v1\/openapi\.json$/);
  });
});

describe('Integrations screen, loading, empty and failed', () => {
  it('says it is loading, then that there are no keys yet', async () => {
    let answer: (value: unknown) => void = () => {};
    mocks.listApiKeys.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    asMember();
    expect(screen.getByRole('status')).toHaveTextContent('Loading API keys...');
    answer({ keys: [] });
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('says the list failed, and tries again on request', async () => {
    const user = userEvent.setup();
    mocks.listApiKeys.mockRejectedValueOnce(new Error('offline'));
    asOwner();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your API keys. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'API keys' })).toBeInTheDocument();
  });

  it('keeps the keys shown when a refresh fails, says so, and tries again on request', async () => {
    const user = userEvent.setup();
    mocks.revokeApiKey.mockResolvedValue({ key: { ...greenhouse, revokedAt: 'now' } });
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Revoke API key Greenhouse' }));
    mocks.listApiKeys.mockRejectedValueOnce(new Error('offline'));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your API keys. Please try again.',
    );
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Greenhouse')).toBeInTheDocument();
    mocks.listApiKeys.mockResolvedValue({ keys: [{ ...greenhouse, revokedAt: 'now' }, old] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(mocks.listApiKeys).toHaveBeenCalledTimes(3);
  });
});

describe('Integrations screen: the Ashby key', () => {
  it('an owner saves the key, sees only its last 4, and can remove it', async () => {
    const user = userEvent.setup();
    mocks.setAshbyConnection.mockResolvedValue({ configured: true, last4: 'x9Z1' });
    mocks.clearAshbyConnection.mockResolvedValue({ configured: false, last4: null });
    asOwner();
    const section = await screen.findByRole('region', { name: 'Ashby' });
    expect(
      await within(section).findByText(
        'No Ashby API key is set: Ashby is not told how its assessments go.',
      ),
    ).toBeVisible();
    const save = within(section).getByRole('button', { name: 'Save key' });
    expect(save).toBeDisabled();
    await user.type(within(section).getByLabelText('Ashby API key'), 'ashby-key-x9Z1');
    mocks.getAshbyConnection.mockResolvedValue({ configured: true, last4: 'x9Z1' });
    await user.click(save);
    expect(mocks.setAshbyConnection).toHaveBeenCalledWith('ashby-key-x9Z1');
    expect(await within(section).findByText('The Ashby API key is saved.')).toBeVisible();
    expect(
      await within(section).findByText('An Ashby API key is set (ending in x9Z1).'),
    ).toBeVisible();
    expect(within(section).getByLabelText('Ashby API key')).toHaveValue('');
    mocks.getAshbyConnection.mockResolvedValue({ configured: false, last4: null });
    await user.click(within(section).getByRole('button', { name: 'Remove key' }));
    expect(mocks.clearAshbyConnection).toHaveBeenCalled();
    expect(await within(section).findByText('The Ashby API key is removed.')).toBeVisible();
  });

  it('refuses a key of 7 characters or with a space at its field, in the API’s words, sending nothing', async () => {
    const user = userEvent.setup();
    mocks.setAshbyConnection.mockResolvedValue({ configured: true, last4: '1234' });
    asOwner();
    const section = await screen.findByRole('region', { name: 'Ashby' });
    const field = within(section).getByLabelText('Ashby API key');
    const refused = 'apiKey must be the Ashby API key (8 to 500 printable characters, no spaces)';
    await user.type(field, 'abc1234');
    await user.click(within(section).getByRole('button', { name: 'Save key' }));
    expect(field).toHaveAccessibleDescription(refused);
    // Typing on clears the message; a space inside the key is refused on Enter.
    await user.type(field, ' 5');
    expect(field).toHaveAccessibleDescription('');
    await user.type(field, '{Enter}');
    expect(field).toHaveAccessibleDescription(refused);
    expect(mocks.setAshbyConnection).not.toHaveBeenCalled();
    // Spaces around a pasted key are not part of it: 8 characters are enough.
    await user.clear(field);
    await user.type(field, '  abcd1234  {Enter}');
    expect(await within(section).findByText('The Ashby API key is saved.')).toBeVisible();
    expect(mocks.setAshbyConnection).toHaveBeenCalledTimes(1);
    expect(mocks.setAshbyConnection).toHaveBeenCalledWith('abcd1234');
    expect(atsEndpoints.setAshbyConnection.request.safeParse({ apiKey: 'abcd1234' }).success).toBe(
      true,
    );
    expect(field).toHaveValue('');
    // A refused key replaces the last outcome.
    await user.type(field, 'short{Enter}');
    expect(field).toHaveAccessibleDescription(refused);
    expect(within(section).queryByText('The Ashby API key is saved.')).toBeNull();
    expect(mocks.setAshbyConnection).toHaveBeenCalledTimes(1);
  });

  it('sends a key once however often Enter is pressed; the server’s refusal shows at the field', async () => {
    const user = userEvent.setup();
    let answer: (error: unknown) => void = () => {};
    mocks.setAshbyConnection.mockReturnValueOnce(new Promise((_, reject) => (answer = reject)));
    asOwner();
    const section = await screen.findByRole('region', { name: 'Ashby' });
    const field = within(section).getByLabelText('Ashby API key');
    await user.type(field, 'ashby-key-x9Z1{Enter}');
    expect(within(section).getByRole('button', { name: 'Save key' })).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(mocks.setAshbyConnection).toHaveBeenCalledTimes(1);
    answer(new ApiError('Only an owner of your team can set the Ashby API key', 403));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Only an owner of your team can set the Ashby API key',
      ),
    );
    expect(field).toHaveValue('ashby-key-x9Z1');
    expect(mocks.setAshbyConnection).toHaveBeenCalledTimes(1);
  });

  it('a member sees whether it is set, with no field to change it', async () => {
    mocks.getAshbyConnection.mockResolvedValue({ configured: true, last4: 'x9Z1' });
    asMember();
    const section = await screen.findByRole('region', { name: 'Ashby' });
    expect(
      await within(section).findByText('An Ashby API key is set (ending in x9Z1).'),
    ).toBeVisible();
    expect(within(section).queryByLabelText('Ashby API key')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
