import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { MembershipProvider } from '@/lib/auth/membership';
import type { Membership } from '@/lib/auth/membership';
import { render } from '@/test/render';
import { SharePanel } from './share-panel';

const mocks = vi.hoisted(() => ({
  createShare: vi.fn(),
  revokeShare: vi.fn(),
}));
vi.mock('../api/shares', () => mocks);
const live = vi.hoisted(() => ({ useLiveShares: vi.fn() }));
vi.mock('../data/review-firestore', () => live);

const share = (over: Record<string, unknown> = {}) => ({
  id: 'sh1',
  recipientEmail: 'hm@partner.test',
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  state: 'opened',
  viewCap: 5,
  views: 2,
  firstOpenedAt: '2026-11-27T11:00:00.000Z',
  lastOpenedAt: '2026-11-27T12:00:00.000Z',
  ...over,
});
const liveShares = (shares: unknown[]) =>
  live.useLiveShares.mockReturnValue({ status: 'success', data: shares });

const questions = [
  { id: 'q1', text: 'Tell us about yourself.' },
  { id: 'q2', text: 'Describe a project.' },
];

const renderPanel = (shareable = true) =>
  render(
    <SharePanel
      interviewId="i1"
      orgId="o1"
      uid="u1"
      questions={questions}
      aiAssist={false}
      shareable={shareable}
    />,
  );

beforeEach(() => {
  for (const mock of [...Object.values(mocks), live.useLiveShares]) mock.mockReset();
  liveShares([share()]);
  mocks.createShare.mockResolvedValue({ share: share({ id: 'sh2', state: 'sent' }) });
  mocks.revokeShare.mockResolvedValue({ share: share({ state: 'revoked' }) });
});

describe('SharePanel', () => {
  it("reads the caller's own shares until the membership says owner (no gate here)", () => {
    renderPanel();
    expect(live.useLiveShares).toHaveBeenCalledWith('i1', { orgId: 'o1', uid: 'u1', owner: false });
  });

  it("reads every share of the org's interview for an owner, nothing until the role is known", () => {
    const panel = (membership: Membership) => (
      <MembershipProvider value={membership}>
        <SharePanel
          interviewId="i1"
          orgId="o1"
          uid="u1"
          questions={questions}
          aiAssist={false}
          shareable
        />
      </MembershipProvider>
    );
    const { rerender } = render(panel({ status: 'loading' }));
    expect(live.useLiveShares).toHaveBeenLastCalledWith('i1', null);
    rerender(panel({ status: 'member', role: 'owner' }));
    expect(live.useLiveShares).toHaveBeenLastCalledWith('i1', {
      orgId: 'o1',
      uid: 'u1',
      owner: true,
    });
  });

  it('says so when the live list cannot be read', async () => {
    live.useLiveShares.mockReturnValue({ status: 'error' });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(/shares/i);
  });

  it("lists each share's recipient, state, views of the cap and a Revoke", async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Shared with outside reviewers' });
    for (const header of ['Recipient', 'State', 'Opened', 'Views', 'Expires', 'Actions'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = within(table).getByTestId('share-row');
    expect(row).toHaveTextContent('hm@partner.test');
    expect(row).toHaveTextContent('Opened');
    expect(row).toHaveTextContent('2 of 5');
    expect(
      within(row).getByRole('button', { name: 'Revoke the share with hm@partner.test' }),
    ).toBeInTheDocument();
  });

  it('an ended share has no Revoke; an interview that cannot be shared has no Share button', async () => {
    liveShares([share({ state: 'revoked' })]);
    renderPanel(false);
    const row = await screen.findByTestId('share-row');
    expect(row).toHaveTextContent('Revoked');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share with a hiring manager' })).toBeNull();
  });

  it('shares with 7 days, every question and the candidate shown unless changed', async () => {
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Share with a hiring manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share this interview' });
    expect(within(dialog).getByRole('textbox', { name: 'Link expires after (days)' })).toHaveValue(
      '7',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Recipient's email/ }),
      'hm@partner.test',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '2. Describe a project.' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /Hide the candidate/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(mocks.createShare).toHaveBeenCalledWith('i1', {
      recipientEmail: 'hm@partner.test',
      expiresInDays: 7,
      viewCap: null,
      questionIds: ['q1'],
      hideCandidate: true,
      includeAiNotes: false,
      message: undefined,
    });
    // The list is live: no reload, the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses what the API would, each on its field, and sends nothing', async () => {
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Share with a hiring manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share this interview' });
    const email = within(dialog).getByRole('textbox', { name: /Recipient's email/ });
    const expiry = within(dialog).getByRole('textbox', { name: 'Link expires after (days)' });
    await userEvent.type(email, 'not-an-address');
    await userEvent.clear(expiry);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: '1. Tell us about yourself.' }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '2. Describe a project.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address for the recipient.');
    expect(expiry).toHaveAccessibleDescription('The link must expire in 1 to 30 days.');
    expect(
      within(dialog).getByText('Choose at least one question of this interview.'),
    ).toBeVisible();
    expect(mocks.createShare).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog", async () => {
    mocks.createShare.mockRejectedValue(new ApiError('Too many requests', 429));
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Share with a hiring manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share this interview' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Recipient's email/ }),
      'hm@partner.test',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
  });

  it('revokes through the confirm dialog', async () => {
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the share with hm@partner.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this share?' });
    expect(dialog).toHaveTextContent('hm@partner.test will no longer be able to open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(mocks.revokeShare).toHaveBeenCalledWith('i1', 'sh1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
