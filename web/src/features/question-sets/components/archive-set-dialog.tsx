import { Button, Group, Modal, Text } from '@mantine/core';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';

/** Archiving asks first: the set can no longer be chosen for new interviews. */
export function ArchiveSetDialog({
  set,
  busy,
  onClose,
  onConfirm,
}: {
  set: { id: string; name: string } | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (set: { id: string; name: string }) => void;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  // Cancel and Escape close it: no corner close icon beside them.
  return (
    <Modal
      opened={set !== null}
      onClose={close}
      title={M.archiveConfirmTitle}
      withCloseButton={false}
      centered
    >
      {set && <Text>{M.archiveConfirm(set.name)}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy} data-autofocus>
          {M.cancel}
        </Button>
        <Button color="red" onClick={() => set && onConfirm(set)} loading={busy}>
          {M.archive}
        </Button>
      </Group>
    </Modal>
  );
}
