import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDeliveryView, WebhookView } from '@shared/contract/endpoints/integrations';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { WebhooksSection } from './webhooks-section';

const mocks = vi.hoisted(() => ({
  listWebhooks: vi.fn(),
  createWebhook: vi.fn(),
  updateWebhook: vi.fn(),
  deleteWebhook: vi.fn(),
  sendTestWebhook: vi.fn(),
  listWebhookDeliveries: vi.fn(),
  resendWebhookDelivery: vi.fn(),
}));
vi.mock('../api/webhooks', () => mocks);

const SECRET = `whsec_${'A'.repeat(43)}=`;
const ats: WebhookView = {
  id: 'AbCdEfGhIj0123456789',
  url: 'https://ats.example.com/hiq',
  description: 'Greenhouse',
  events: ['interview.completed', 'review.decided'],
  enabled: true,
  disabledReason: null,
  createdByName: 'Ada Lovelace',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const broken: WebhookView = {
  ...ats,
  id: 'ZyXwVuTsRq9876543210',
  url: 'https://old.example.com/hook',
  description: '',
  events: ['interview.cancelled'],
  enabled: false,
  disabledReason: 'failures',
};
const delivered: WebhookDeliveryView = {
  id: 'd1',
  messageId: 'msg_0123456789abcdef01234567',
  eventType: 'webhook.test',
  state: 'SUCCESS',
  attempts: 1,
  createdAt: '2026-11-28T13:00:00.000Z',
  lastAttemptAt: '2026-11-28T13:00:01.000Z',
  nextAttemptAt: null,
  responseStatus: 200,
  durationMs: 12,
  error: null,
};
const retrying: WebhookDeliveryView = {
  ...delivered,
  id: 'd2',
  eventType: 'interview.completed',
  state: 'ERROR',
  attempts: 2,
  responseStatus: null,
  durationMs: 10_000,
  error: 'No answer within 10 s',
};

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.listWebhooks.mockResolvedValue({ endpoints: [ats, broken] });
  mocks.listWebhookDeliveries.mockResolvedValue({ deliveries: [delivered, retrying] });
});

const asOwner = () => render(<WebhooksSection isOwner />);
const asMember = () => render(<WebhooksSection isOwner={false} />);

describe('Webhooks section, as an owner', () => {
  it('lists the endpoints with their events and status, and offers every action', async () => {
    asOwner();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Endpoint', 'Events', 'Status', 'Actions']);
    const [, on, off] = within(table).getAllByRole('row');
    expect(on).toHaveTextContent('https://ats.example.com/hiq');
    expect(on).toHaveTextContent('Greenhouse');
    expect(on).toHaveTextContent('Interview completed, Review decided');
    expect(on).toHaveTextContent('On');
    expect(off).toHaveTextContent('Off: deliveries kept failing');
    for (const name of [
      'Delivery log of https://ats.example.com/hiq',
      'Send a test event to https://ats.example.com/hiq',
      'Change webhook endpoint https://ats.example.com/hiq',
      'Switch off webhook endpoint https://ats.example.com/hiq',
      'Delete webhook endpoint https://ats.example.com/hiq',
    ])
      expect(within(on).getByRole('button', { name })).toBeEnabled();
    expect(
      within(off).getByRole('button', {
        name: 'Switch on webhook endpoint https://old.example.com/hook',
      }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  });

  it('adds an endpoint and shows its signing secret once', async () => {
    const user = userEvent.setup();
    const created = { ...ats, id: 'NewNewNewNewNewNew01', url: 'https://lever.example.com/in' };
    mocks.createWebhook.mockResolvedValue({ endpoint: created, secret: SECRET });
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Endpoint URL' }),
      'https://lever.example.com/in',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Lever');
    const events = within(dialog).getByRole('group', { name: 'Events' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(6);
    await user.click(within(events).getByRole('checkbox', { name: 'Interview completed' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Candidate data deleted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(mocks.createWebhook).toHaveBeenCalledWith({
      url: 'https://lever.example.com/in',
      description: 'Lever',
      events: ['interview.completed', 'candidate.data_deleted'],
    });
    const shown = await screen.findByRole('dialog', { name: 'Your endpoint’s signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(/shown only once/);
    await waitFor(() => expect(mocks.listWebhooks).toHaveBeenCalledTimes(2));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByText('Webhook endpoint https://lever.example.com/in added')).toBeVisible();
  });

  it('shows the server’s refusal of an address inside the dialog', async () => {
    const user = userEvent.setup();
    mocks.createWebhook.mockRejectedValue(
      new ApiError(
        'The address is private, loopback or link-local (or its name resolves to one): HiQ sends events only to public addresses',
        400,
      ),
    );
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Endpoint URL' }),
      'https://169.254.169.254/',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Review decided' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/only to public addresses/);
    expect(screen.queryByRole('dialog', { name: 'Your endpoint’s signing secret' })).toBeNull();
  });

  it('refuses an endpoint without an address or an event at its fields, sending nothing', async () => {
    const user = userEvent.setup();
    asOwner();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('Give the address that receives the events'),
    );
    expect(within(dialog).getByText('Choose at least one event')).toBeVisible();
    expect(mocks.createWebhook).not.toHaveBeenCalled();
  });

  it('changes an endpoint’s events and description, its URL read-only', async () => {
    const user = userEvent.setup();
    mocks.updateWebhook.mockResolvedValue({ endpoint: ats });
    asOwner();
    await user.click(
      await screen.findByRole('button', {
        name: 'Change webhook endpoint https://ats.example.com/hiq',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change webhook endpoint' });
    expect(within(dialog).getByRole('textbox', { name: 'Endpoint URL' })).toHaveAttribute(
      'readonly',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Review decided' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Review decided' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(mocks.updateWebhook).toHaveBeenCalledWith(ats.id, {
      description: 'Greenhouse',
      events: ['interview.completed'],
    });
  });

  it('sends a test event, switches an endpoint off, and deletes through the confirm dialog', async () => {
    const user = userEvent.setup();
    mocks.sendTestWebhook.mockResolvedValue({ delivery: { ...delivered, state: 'PENDING' } });
    mocks.updateWebhook.mockResolvedValue({ endpoint: { ...ats, enabled: false } });
    mocks.deleteWebhook.mockResolvedValue({ deleted: true });
    asOwner();
    await user.click(
      await screen.findByRole('button', {
        name: 'Send a test event to https://ats.example.com/hiq',
      }),
    );
    expect(mocks.sendTestWebhook).toHaveBeenCalledWith(ats.id);
    expect(
      await screen.findByText('Test event queued for https://ats.example.com/hiq'),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: 'Switch off webhook endpoint https://ats.example.com/hiq',
      }),
    );
    expect(mocks.updateWebhook).toHaveBeenCalledWith(ats.id, { enabled: false });
    await user.click(
      screen.getByRole('button', { name: 'Delete webhook endpoint https://ats.example.com/hiq' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook endpoint' });
    expect(dialog).toHaveTextContent('its delivery log is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(mocks.deleteWebhook).toHaveBeenCalledWith(ats.id);
    expect(
      await screen.findByText('Webhook endpoint https://ats.example.com/hiq deleted'),
    ).toBeVisible();
  });

  it('shows the delivery log and sends a finished delivery again', async () => {
    const user = userEvent.setup();
    mocks.resendWebhookDelivery.mockResolvedValue({ delivery: { ...delivered, id: 'd3' } });
    asOwner();
    await user.click(
      await screen.findByRole('button', { name: 'Delivery log of https://ats.example.com/hiq' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Deliveries to https://ats.example.com/hiq',
    });
    const table = await within(dialog).findByRole('table', { name: 'Delivery log' });
    expect(mocks.listWebhookDeliveries).toHaveBeenCalledWith(ats.id);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event', 'Status', 'Time', 'Response', 'Duration', 'Actions']);
    const [, ok, failing] = within(table).getAllByRole('row');
    expect(ok).toHaveTextContent('Send test event');
    expect(ok).toHaveTextContent('msg_0123456789abcdef01234567');
    expect(ok).toHaveTextContent('Delivered');
    expect(ok).toHaveTextContent('1 attempt');
    expect(ok).toHaveTextContent('200');
    expect(ok).toHaveTextContent('12 ms');
    expect(failing).toHaveTextContent('Interview completed');
    expect(failing).toHaveTextContent('Failed, will retry');
    expect(failing).toHaveTextContent('2 attempts');
    expect(failing).toHaveTextContent('No answer within 10 s');
    // Still being tried: not offered again yet.
    expect(within(failing).queryByRole('button')).toBeNull();
    await user.click(within(ok).getByRole('button', { name: /^Send again: Send test event of / }));
    expect(mocks.resendWebhookDelivery).toHaveBeenCalledWith(ats.id, 'd1');
    await waitFor(() => expect(mocks.listWebhookDeliveries).toHaveBeenCalledTimes(2));
  });
});

describe('Webhooks section, as a member', () => {
  it('shows endpoints and their logs read-only', async () => {
    const user = userEvent.setup();
    asMember();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(
      screen.getByText('Only owners can add, change or remove webhook endpoints.'),
    ).toBeVisible();
    const [, on] = within(table).getAllByRole('row');
    expect(
      within(on)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delivery log of https://ats.example.com/hiq']);
    await user.click(within(on).getByRole('button'));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event', 'Status', 'Time', 'Response', 'Duration']);
    expect(within(log).queryByRole('button')).toBeNull();
  });

  it('says there are none yet', async () => {
    mocks.listWebhooks.mockResolvedValue({ endpoints: [] });
    asMember();
    expect(await screen.findByText('No webhook endpoints yet')).toBeVisible();
  });

  it('says the list failed, and asks again on request', async () => {
    const user = userEvent.setup();
    mocks.listWebhooks.mockRejectedValue(new Error('offline'));
    asMember();
    expect(
      await screen.findByText('Failed to load your webhooks. Please try again.'),
    ).toBeVisible();
    mocks.listWebhooks.mockResolvedValue({ endpoints: [ats] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toBeInTheDocument();
  });
});
