import { useId, useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ORG_ROLE_LABELS } from '@shared/constants/domain';
import { TEAM_INVITE_PARAM } from '@shared/contract/app-links';
import type { OrgRole } from '@shared/constants/domain';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { orgSettingsOf } from '@shared/schemas/team';
import { useMembership } from '@/lib/auth/membership';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { StaffOrgScreen } from '@/components/layout/staff-org-screen';
import { changeMemberRole } from '../api/change-member-role';
import { removeMember } from '../api/remove-member';
import { resendInvitation } from '../api/resend-invitation';
import { revokeInvitation } from '../api/revoke-invitation';
import { useTeamInvitations, useTeamMembers, useTeamOrg } from '../data/team-firestore';
import { memberName } from '../lib/member-name';
import { useRowActions } from '../lib/use-row-actions';
import type { TeamMember } from '../types';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { OrgSettings } from './org-settings';

/** The org's team, live for everyone on the screen; owners manage it, members only see it. */
function OrgTeam({ orgId, uid }: { orgId: string; uid: string }) {
  const membership = useMembership();
  const org = useTeamOrg(orgId);
  const members = useTeamMembers(orgId);
  const invitations = useTeamInvitations(orgId);
  const [params] = useSearchParams();
  const rows = useRowActions();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [roleRequest, setRoleRequest] = useState<{ uid: string; role: OrgRole } | null>(null);
  const membersTitle = useId();
  const invitationsTitle = useId();

  if (
    membership.status === 'error' ||
    members.status === 'error' ||
    invitations.status === 'error'
  ) {
    return (
      <Alert color="red" role="alert">
        {TEAM_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (
    membership.status === 'loading' ||
    members.status === 'loading' ||
    invitations.status === 'loading'
  ) {
    return (
      <Text role="status" c="gray.7" ta="center" py="xl">
        {TEAM_MESSAGES.loading}
      </Text>
    );
  }

  const isOwner = membership.role === 'owner';
  // The org's id is its domain; the document's own field wins once read.
  const domain = org.data?.domain ?? orgId;

  const changeRole = async (member: TeamMember, role: OrgRole) => {
    setRoleRequest({ uid: member.uid, role });
    await rows.run(
      `role:${member.uid}`,
      () => changeMemberRole(member.uid, { role }),
      TEAM_MESSAGES.roleChanged(memberName(member), ORG_ROLE_LABELS[role]),
    );
    setRoleRequest(null);
  };
  const remove = async (member: TeamMember) => {
    await rows.run(
      `remove:${member.uid}`,
      () => removeMember(member.uid),
      TEAM_MESSAGES.removed(memberName(member)),
    );
    setRemoving(null);
  };

  return (
    <Stack gap="lg">
      {isOwner ? (
        <InviteForm
          key={params.get(TEAM_INVITE_PARAM) ?? ''}
          domain={domain}
          initialEmail={params.get(TEAM_INVITE_PARAM) ?? ''}
        />
      ) : (
        <Alert color="blue">{TEAM_MESSAGES.readOnlyNote}</Alert>
      )}
      {isOwner && (
        <>
          {rows.error && (
            <Alert color="red" role="alert" withCloseButton onClose={rows.clearError}>
              {rows.error}
            </Alert>
          )}
          <Text role="status" size="sm" fw={500}>
            {rows.done}
          </Text>
        </>
      )}
      <Stack gap="xs">
        <Title order={2} size="h3" id={membersTitle}>
          {TEAM_MESSAGES.membersTitle}
        </Title>
        <MembersTable
          members={members.data ?? []}
          ownUid={uid}
          labelledBy={membersTitle}
          actions={
            isOwner
              ? {
                  onChangeRole: (m, role) => void changeRole(m, role),
                  onRemove: setRemoving,
                  isBusy: (m) => rows.isBusy(`role:${m.uid}`) || rows.isBusy(`remove:${m.uid}`),
                  pendingRole: (m) => (roleRequest?.uid === m.uid ? roleRequest.role : undefined),
                }
              : undefined
          }
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3" id={invitationsTitle}>
          {TEAM_MESSAGES.invitationsTitle}
        </Title>
        <InvitationsTable
          invitations={invitations.data ?? []}
          labelledBy={invitationsTitle}
          actions={
            isOwner
              ? {
                  onResend: (i) =>
                    void rows.run(
                      `resend:${i.id}`,
                      () => resendInvitation(i.id),
                      TEAM_MESSAGES.resent(i.email),
                    ),
                  onRevoke: (i) =>
                    void rows.run(
                      `revoke:${i.id}`,
                      () => revokeInvitation(i.id),
                      TEAM_MESSAGES.revoked(i.email),
                    ),
                  isBusy: (i, action) => rows.isBusy(`${action}:${i.id}`),
                }
              : undefined
          }
        />
      </Stack>
      <OrgSettings settings={orgSettingsOf(org.data?.settings)} editable={isOwner} />
      {/* Removing a teammate asks first: they lose access at once. */}
      <ConfirmDialog
        opened={removing !== null}
        title={TEAM_MESSAGES.removeTitle}
        cancelLabel={TEAM_MESSAGES.cancel}
        confirmLabel={TEAM_MESSAGES.removeButton}
        busy={removing !== null && rows.isBusy(`remove:${removing.uid}`)}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      >
        {removing && <Text>{TEAM_MESSAGES.removeConfirm(memberName(removing))}</Text>}
      </ConfirmDialog>
    </Stack>
  );
}

/** /team: a company user's team. Anyone else (the admin) is told they are not in a team. */
export function TeamScreen() {
  return (
    <StaffOrgScreen title={TEAM_MESSAGES.title}>
      {({ orgId, uid }) => <OrgTeam orgId={orgId} uid={uid} />}
    </StaffOrgScreen>
  );
}
