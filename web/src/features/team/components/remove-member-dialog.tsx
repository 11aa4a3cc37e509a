import { Button, Group, Modal, Text } from '@mantine/core';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { memberName } from '../lib/member-name';
import type { TeamMember } from '../types';

/** Removing a teammate asks first: they lose access at once. */
export function RemoveMemberDialog({
  member,
  busy,
  onClose,
  onConfirm,
}: {
  member: TeamMember | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (member: TeamMember) => void;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  // Cancel and Escape close it: no corner close icon beside them.
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={TEAM_MESSAGES.removeTitle}
      withCloseButton={false}
      centered
    >
      {member && <Text>{TEAM_MESSAGES.removeConfirm(memberName(member))}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy} data-autofocus>
          {TEAM_MESSAGES.cancel}
        </Button>
        <Button color="red" onClick={() => member && onConfirm(member)} loading={busy}>
          {TEAM_MESSAGES.removeButton}
        </Button>
      </Group>
    </Modal>
  );
}
