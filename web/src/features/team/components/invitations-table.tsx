import { Button, Group, Table, Text } from '@mantine/core';
import { ORG_ROLE_LABELS } from '@shared/constants/domain';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { formatInterviewDate } from '@/lib/format-date';
import { ScrollTable } from '@/components/table/scroll-table';
import { UnreadableRow } from '@/components/table/unreadable-row';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { APP_MESSAGES } from '@shared/messages/common';
import type { TeamInvitation } from '../types';

export interface InvitationActions {
  onResend: (invitation: TeamInvitation) => void;
  onRevoke: (invitation: TeamInvitation) => void;
  isBusy: (invitation: TeamInvitation, action: 'resend' | 'revoke') => boolean;
}

/** The org's pending invitations; owners can send one again or revoke it. */
export function InvitationsTable({
  invitations,
  labelledBy,
  actions,
}: {
  /** An unreadable invitation is shown as an error row in its place. */
  invitations: readonly Readable<TeamInvitation>[];
  labelledBy: string;
  /** Absent: read-only (members). */
  actions?: InvitationActions;
}) {
  if (invitations.length === 0) {
    return (
      <Text c="gray.7" py="md">
        {TEAM_MESSAGES.noInvitations}
      </Text>
    );
  }
  const c = TEAM_MESSAGES.columns;
  const columns = [c.email, c.role, c.invitedBy, c.sent, c.expires, !!actions && c.actions];
  return (
    <ScrollTable labelledBy={labelledBy} minWidth={actions ? 900 : 720} columns={columns}>
      {invitations.map((invitation) => {
        if (isUnreadable(invitation)) {
          return (
            <UnreadableRow
              key={invitation.id}
              item={invitation}
              columns={columns.filter(Boolean).length}
            />
          );
        }
        const resending = actions?.isBusy(invitation, 'resend') ?? false;
        const revoking = actions?.isBusy(invitation, 'revoke') ?? false;
        return (
          <Table.Tr key={invitation.id} data-invitation-id={invitation.id}>
            <Table.Td>{invitation.email}</Table.Td>
            <Table.Td>{ORG_ROLE_LABELS[invitation.role]}</Table.Td>
            <Table.Td>{invitation.invitedByName || APP_MESSAGES.noValue}</Table.Td>
            <Table.Td>{formatInterviewDate(invitation.sentAt)}</Table.Td>
            <Table.Td>{formatInterviewDate(invitation.expiresAt)}</Table.Td>
            {actions && (
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => actions.onResend(invitation)}
                    loading={resending}
                    disabled={resending || revoking}
                    aria-label={TEAM_MESSAGES.resendLabel(invitation.email)}
                  >
                    {TEAM_MESSAGES.resend}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => actions.onRevoke(invitation)}
                    loading={revoking}
                    disabled={resending || revoking}
                    aria-label={TEAM_MESSAGES.revokeLabel(invitation.email)}
                  >
                    {TEAM_MESSAGES.revoke}
                  </Button>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </ScrollTable>
  );
}
