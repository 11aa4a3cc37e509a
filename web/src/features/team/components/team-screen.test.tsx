import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { storedDoc } from '@/test/stored-docs';
import { MembershipProvider } from '@/lib/auth/membership';
import type { Membership } from '@/lib/auth/membership';
import type { TeamInvitation, TeamMember } from '../types';
import type * as TeamFirestore from '../data/team-firestore';
import { TeamScreen } from './team-screen';

const mocks = vi.hoisted(() => ({
  useSession: vi.fn(),
  useTeamOrg: vi.fn(),
  useTeamMembers: vi.fn(),
  useTeamInvitations: vi.fn(),
  inviteTeammate: vi.fn(),
  resendInvitation: vi.fn(),
  revokeInvitation: vi.fn(),
  changeMemberRole: vi.fn(),
  removeMember: vi.fn(),
}));
vi.mock('@/lib/auth/use-session', () => ({ useSession: mocks.useSession }));
vi.mock('../data/team-firestore', () => ({
  useTeamOrg: mocks.useTeamOrg,
  useTeamMembers: mocks.useTeamMembers,
  useTeamInvitations: mocks.useTeamInvitations,
}));
vi.mock('../api/invite-teammate', () => ({ inviteTeammate: mocks.inviteTeammate }));
vi.mock('../api/resend-invitation', () => ({ resendInvitation: mocks.resendInvitation }));
vi.mock('../api/revoke-invitation', () => ({ revokeInvitation: mocks.revokeInvitation }));
vi.mock('../api/change-member-role', () => ({ changeMemberRole: mocks.changeMemberRole }));
vi.mock('../api/remove-member', () => ({ removeMember: mocks.removeMember }));

const ada: TeamMember = {
  uid: 'u-ada',
  email: 'ada@acme.com',
  displayName: 'Ada Lovelace',
  role: 'owner',
  since: '2026-01-05T09:00:00.000Z',
  invitedBy: null,
};
const bo: TeamMember = {
  uid: 'u-bo',
  email: 'bo@acme.com',
  displayName: 'Bo Chen',
  role: 'member',
  since: '2026-02-01T09:00:00.000Z',
  invitedBy: 'Ada Lovelace',
};
const invitation: TeamInvitation = {
  id: 'inv-1',
  email: 'cy@acme.com',
  role: 'member',
  invitedByName: 'Ada Lovelace',
  sentAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-08T09:00:00.000Z',
  outsideDomain: false,
};

function renderTeam(membership: Membership, url = '/team') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MembershipProvider value={membership}>
        <TeamScreen />
      </MembershipProvider>
    </MemoryRouter>,
  );
}
const asOwner = (url?: string) => renderTeam({ status: 'member', role: 'owner' }, url);
const asMember = () => renderTeam({ status: 'member', role: 'member' });
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.useSession.mockReturnValue({
    status: 'signed-in',
    user: { uid: 'u-ada', email: 'ada@acme.com' },
    claims: { role: 'staff', orgId: 'acme.com' },
  });
  mocks.useTeamOrg.mockReturnValue({
    status: 'success',
    // Stored: audio only and a retention of its own; the rest take their defaults.
    data: {
      name: 'Acme',
      domain: 'acme.com',
      memberCount: 2,
      settings: { recordingMode: 'audio', retentionDays: 30 },
    },
  });
  mocks.useTeamMembers.mockReturnValue({ status: 'success', data: [ada, bo] });
  mocks.useTeamInvitations.mockReturnValue({ status: 'success', data: [invitation] });
  mocks.inviteTeammate.mockImplementation(async ({ email }: { email: string }) => ({
    invitation: { id: 'inv-2', email, role: 'member', expiresAt: '2026-03-15T09:00:00.000Z' },
  }));
  mocks.resendInvitation.mockResolvedValue({ invitation });
  mocks.revokeInvitation.mockResolvedValue({ revoked: true });
  mocks.changeMemberRole.mockResolvedValue({ member: { uid: 'u-bo', role: 'owner' } });
  mocks.removeMember.mockResolvedValue({ removed: true });
});

describe('Team screen, as an owner', () => {
  it('shows the invite form, both lists with their columns, and the row actions', () => {
    asOwner();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(mocks.useTeamMembers).toHaveBeenCalledWith('acme.com');

    const form = screen.getByRole('form', { name: TEAM_MESSAGES.inviteTitle });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    const roles = within(form).getByRole('radiogroup', { name: 'Role' });
    expect(within(roles).getByRole('radio', { name: 'Member' })).toBeChecked();
    expect(within(roles).getByRole('radio', { name: 'Owner' })).not.toBeChecked();
    const outside = screen.getByRole('checkbox', { name: TEAM_MESSAGES.outsideDomainLabel });
    expect(outside).not.toBeChecked();
    expect(outside).toHaveAccessibleDescription(TEAM_MESSAGES.outsideDomainHint('acme.com'));
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
    expect(screen.queryByText(TEAM_MESSAGES.readOnlyNote)).not.toBeInTheDocument();

    const members = screen.getByRole('table', { name: 'Members' });
    expect(headersOf(members)).toEqual(['Name', 'Email', 'Role', 'Since', 'Actions']);
    const [, adaRow, boRow] = within(members).getAllByRole('row');
    expect(adaRow).toHaveTextContent('Ada Lovelace(you)');
    expect(boRow).not.toHaveTextContent('(you)');
    expect(within(boRow).getByRole('combobox', { name: 'Role of Bo Chen' })).toHaveValue('member');
    expect(within(boRow).getByRole('button', { name: 'Remove Bo Chen' })).toBeInTheDocument();

    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(headersOf(invitations)).toEqual([
      'Email',
      'Role',
      'Invited by',
      'Sent',
      'Expires',
      'Actions',
    ]);
    expect(
      screen.getByRole('button', { name: 'Resend invitation to cy@acme.com' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Revoke invitation to cy@acme.com' }),
    ).toBeInTheDocument();
  });

  it('invites: sends email, role and the outside box, then says so and clears the email', async () => {
    const user = userEvent.setup();
    asOwner();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dee@agency.io');
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    await user.click(screen.getByRole('checkbox', { name: TEAM_MESSAGES.outsideDomainLabel }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(mocks.inviteTeammate).toHaveBeenCalledWith({
      email: 'dee@agency.io',
      role: 'owner',
      outsideDomain: true,
    });
    expect(await screen.findByText('Invitation sent to dee@agency.io')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it("shows the server's refusal in an alert, and 'Sending...' while busy", async () => {
    let reject: (e: unknown) => void = () => {};
    mocks.inviteTeammate.mockReturnValue(new Promise((_r, j) => (reject = j)));
    const user = userEvent.setup();
    asOwner();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dee@agency.io');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    reject(new ApiError(TEAM_MESSAGES.outsideDomain('acme.com'), 400));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      TEAM_MESSAGES.outsideDomain('acme.com'),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('dee@agency.io');
  });

  it("checks the address with the API's own rule at the field, and sends nothing", async () => {
    const user = userEvent.setup();
    asOwner();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dee@agency');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      ACCESS_MESSAGES.invalidEmailFormat,
    );
    expect(mocks.inviteTeammate).not.toHaveBeenCalled();
  });

  it('prefills the email from ?invite=', () => {
    asOwner('/team?invite=dee%40acme.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('dee@acme.com');
  });

  it('Remove asks in a dialog; Cancel keeps the teammate, the confirm button removes them', async () => {
    const user = userEvent.setup();
    asOwner();
    await user.click(screen.getByRole('button', { name: 'Remove Bo Chen' }));
    let dialog = await screen.findByRole('dialog', { name: TEAM_MESSAGES.removeTitle });
    expect(dialog).toHaveTextContent(TEAM_MESSAGES.removeConfirm('Bo Chen'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.removeMember).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Bo Chen' }));
    dialog = await screen.findByRole('dialog', { name: TEAM_MESSAGES.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: TEAM_MESSAGES.removeButton }));
    expect(mocks.removeMember).toHaveBeenCalledWith('u-bo');
    expect(await screen.findByText(TEAM_MESSAGES.removed('Bo Chen'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("changes a role from the row's select; a refusal shows the server's message", async () => {
    const user = userEvent.setup();
    asOwner();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Bo Chen' }), 'owner');
    expect(mocks.changeMemberRole).toHaveBeenCalledWith('u-bo', { role: 'owner' });
    expect(await screen.findByText(TEAM_MESSAGES.roleChanged('Bo Chen', 'Owner'))).toBeVisible();

    mocks.changeMemberRole.mockRejectedValue(new ApiError(TEAM_MESSAGES.lastOwner, 409));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Ada Lovelace' }),
      'member',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.lastOwner);
    expect(screen.getByRole('combobox', { name: 'Role of Ada Lovelace' })).toHaveValue('owner');
  });

  it('resends and revokes an invitation', async () => {
    const user = userEvent.setup();
    asOwner();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to cy@acme.com' }));
    expect(mocks.resendInvitation).toHaveBeenCalledWith('inv-1');
    expect(await screen.findByText(TEAM_MESSAGES.resent('cy@acme.com'))).toBeInTheDocument();
    mocks.revokeInvitation.mockRejectedValue(new ApiError(TEAM_MESSAGES.invitationNotFound, 404));
    await user.click(screen.getByRole('button', { name: 'Revoke invitation to cy@acme.com' }));
    expect(mocks.revokeInvitation).toHaveBeenCalledWith('inv-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.invitationNotFound);
  });

  it('a busy row action disables its button', async () => {
    mocks.resendInvitation.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    asOwner();
    const resend = screen.getByRole('button', { name: 'Resend invitation to cy@acme.com' });
    await user.click(resend);
    expect(resend).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revoke invitation to cy@acme.com' })).toBeDisabled();
  });
});

describe('Team screen, as a member', () => {
  it('sees both lists read-only with the note: no form, no actions', () => {
    mocks.useSession.mockReturnValue({
      status: 'signed-in',
      user: { uid: 'u-bo', email: 'bo@acme.com' },
      claims: { role: 'staff', orgId: 'acme.com' },
    });
    asMember();
    expect(screen.getByText(TEAM_MESSAGES.readOnlyNote)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(headersOf(members)).toEqual(['Name', 'Email', 'Role', 'Since']);
    expect(within(members).getAllByRole('row')[2]).toHaveTextContent('Bo Chen(you)');
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(headersOf(invitations)).toEqual(['Email', 'Role', 'Invited by', 'Sent', 'Expires']);
    expect(within(invitations).getByText('cy@acme.com')).toBeInTheDocument();
    const notice = screen.getByRole('switch', { name: TEAM_MESSAGES.notifyOnCompleteLabel });
    expect(notice).toBeChecked();
    expect(notice).toBeDisabled();
    const audio = screen.getByRole('radio', { name: TEAM_MESSAGES.recordingModeLabels.audio });
    expect(audio).toBeChecked();
    expect(audio).toBeDisabled();
    expect(
      screen.getByRole('radio', { name: TEAM_MESSAGES.recordingModeLabels.video }),
    ).toBeDisabled();
    const retention = screen.getByRole('textbox', { name: TEAM_MESSAGES.retentionDaysLabel });
    expect(retention).toHaveValue('30');
    expect(retention).toBeDisabled();
    const expiry = screen.getByRole('textbox', { name: TEAM_MESSAGES.linkExpiryDaysLabel });
    expect(expiry).toHaveValue('14');
    expect(expiry).toBeDisabled();
  });
});

describe('Team screen states', () => {
  it('loading, then no invitations, then a failed read', () => {
    mocks.useTeamMembers.mockReturnValue({ status: 'loading' });
    const first = asOwner();
    expect(screen.getByRole('status')).toHaveTextContent(TEAM_MESSAGES.loading);
    first.unmount();

    mocks.useTeamMembers.mockReturnValue({ status: 'success', data: [ada] });
    mocks.useTeamInvitations.mockReturnValue({ status: 'success', data: [] });
    const second = asOwner();
    expect(screen.getByText(TEAM_MESSAGES.noInvitations)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pending invitations' })).not.toBeInTheDocument();
    second.unmount();

    mocks.useTeamInvitations.mockReturnValue({ status: 'error', errorCode: 'permission-denied' });
    asOwner();
    expect(screen.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.loadFailed);
  });

  it('shows a member or an invitation that does not match the contract as an error row', async () => {
    const { toInvitations, toMembers } =
      await vi.importActual<typeof TeamFirestore>('../data/team-firestore');
    const since = Timestamp.fromDate(new Date('2026-01-05T09:00:00.000Z'));
    const stored = { uid: 'u-ada', email: 'ada@acme.com', displayName: 'Ada Lovelace' };
    mocks.useTeamMembers.mockReturnValue({
      status: 'success',
      data: toMembers([
        storedDoc('u-ada', { ...stored, role: 'owner', since, invitedBy: null }),
        // A role the app does not know: the row says so, the list stays.
        storedDoc('u-eve', { ...stored, uid: 'u-eve', role: 'admin', since, invitedBy: null }),
      ]),
    });
    mocks.useTeamInvitations.mockReturnValue({
      status: 'success',
      data: toInvitations([storedDoc('inv-9', { email: 'dan@acme.com', role: 'member' })]),
    });
    asOwner();
    const members = screen.getByRole('table', { name: 'Members' });
    const [, adaRow, badRow] = within(members).getAllByRole('row');
    expect(adaRow).toHaveTextContent('Ada Lovelace(you)');
    expect(within(badRow).getByRole('cell')).toHaveAttribute('colspan', '5');
    expect(badRow).toHaveTextContent('This record could not be read');
    expect(badRow).toHaveTextContent(/u-eve: role: /);
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    const [, invitationRow] = within(invitations).getAllByRole('row');
    expect(invitationRow).toHaveTextContent('This record could not be read');
    expect(invitationRow).toHaveTextContent(/inv-9: outsideDomain: .*\(\+5 more\)/);
  });

  it('waits for the membership before showing anything of the team', () => {
    renderTeam({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent(TEAM_MESSAGES.loading);
  });

  it('someone without a company (the admin) is told they are not in a team', () => {
    mocks.useSession.mockReturnValue({
      status: 'signed-in',
      user: { uid: 'admin', email: 'admin@hiq.test' },
      claims: { role: 'admin' },
    });
    renderTeam({ status: 'error' });
    expect(screen.getByText(TEAM_MESSAGES.notMember)).toBeInTheDocument();
    expect(mocks.useTeamMembers).not.toHaveBeenCalled();
  });
});
