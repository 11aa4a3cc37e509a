import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal } from '@mantine/core';

/**
 * Asks before an action: a title, what happens, Cancel and a confirm button, red unless the action
 * destroys nothing (`tone="neutral"`, e.g. sending a message the user wrote). Cancel takes
 * focus (the harmless choice) unless the body marks a field `data-autofocus`, which comes first.
 * While `busy` the dialog stays open: Cancel, Escape and the overlay do nothing, and the confirm
 * button spins. A failure of the action shows inside the dialog.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busy = false,
  error,
  tone = 'danger',
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  /** What happens, and to what. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  tone?: 'danger' | 'neutral';
  onClose: () => void;
  onConfirm: () => void;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  // Cancel and Escape close it: no corner close icon beside them.
  return (
    <Modal opened={opened} onClose={close} title={title} withCloseButton={false} centered>
      {children}
      {error && (
        <Alert color="red" role="alert" mt="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
