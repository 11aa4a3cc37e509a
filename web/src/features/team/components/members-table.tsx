import { Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { ORG_ROLE_LABELS, ORG_ROLES } from '@shared/constants/domain';
import type { OrgRole } from '@shared/constants/domain';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { formatInterviewDate } from '@/lib/format-date';
import { ScrollTable } from '@/components/table/scroll-table';
import { UnreadableRow } from '@/components/table/unreadable-row';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { APP_MESSAGES } from '@shared/messages/common';
import { memberName } from '../lib/member-name';
import type { TeamMember } from '../types';

const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }));
const isOrgRole = (value: string): value is OrgRole => ORG_ROLES.includes(value as OrgRole);

export interface MemberActions {
  onChangeRole: (member: TeamMember, role: OrgRole) => void;
  onRemove: (member: TeamMember) => void;
  /** A role change or removal of this member is under way. */
  isBusy: (member: TeamMember) => boolean;
  /** The role being set while it is under way. */
  pendingRole: (member: TeamMember) => OrgRole | undefined;
}

/** The org's members; owners get a role select and a Remove button on every row. */
export function MembersTable({
  members,
  ownUid,
  labelledBy,
  actions,
}: {
  /** An unreadable member is shown as an error row in its place. */
  members: readonly Readable<TeamMember>[];
  ownUid: string;
  labelledBy: string;
  /** Absent: read-only (members). */
  actions?: MemberActions;
}) {
  const c = TEAM_MESSAGES.columns;
  const columns = [c.name, c.email, c.role, c.since, !!actions && c.actions];
  return (
    <ScrollTable labelledBy={labelledBy} minWidth={actions ? 760 : 560} columns={columns}>
      {members.map((member) => {
        if (isUnreadable(member)) {
          return (
            <UnreadableRow key={member.id} item={member} columns={columns.filter(Boolean).length} />
          );
        }
        const who = memberName(member);
        const busy = actions?.isBusy(member) ?? false;
        return (
          <Table.Tr key={member.uid} data-member-uid={member.uid}>
            <Table.Td>
              {member.displayName ?? APP_MESSAGES.noValue}
              {member.uid === ownUid && (
                <Text span c="gray.7" ml={6}>
                  {TEAM_MESSAGES.you}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{member.email}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={member.role === 'owner' ? 'blue' : 'gray'}>
                {ORG_ROLE_LABELS[member.role]}
              </Badge>
            </Table.Td>
            <Table.Td>{formatInterviewDate(member.since)}</Table.Td>
            {actions && (
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <NativeSelect
                    aria-label={TEAM_MESSAGES.changeRoleLabel(who)}
                    data={ROLE_OPTIONS}
                    value={actions.pendingRole(member) ?? member.role}
                    onChange={(e) => {
                      const role = e.currentTarget.value;
                      // Ignored while a change is under way (not disabled: that drops focus).
                      if (!busy && isOrgRole(role) && role !== member.role) {
                        actions.onChangeRole(member, role);
                      }
                    }}
                    aria-busy={busy}
                    size="xs"
                    w={110}
                  />
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => actions.onRemove(member)}
                    disabled={busy}
                    aria-label={TEAM_MESSAGES.removeLabel(who)}
                  >
                    {TEAM_MESSAGES.remove}
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
