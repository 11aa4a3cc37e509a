import { Text } from '@mantine/core';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useMutation } from '@/lib/use-mutation';
import type { InterviewRow } from '@/domain/interview';

/**
 * Asks before an action on one interview (cancel it, erase its candidate's data): what happens,
 * whose interview it is, and the two choices; the action's failure shows as one message.
 */
export function InterviewActionDialog({
  interview,
  title,
  message,
  keepLabel,
  confirmLabel,
  action,
  fallback,
  onClose,
  onDone,
}: {
  interview: InterviewRow | null;
  title: string;
  message: string;
  keepLabel: string;
  confirmLabel: string;
  action: (id: string) => Promise<unknown>;
  /** The message whatever went wrong. */
  fallback: string;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { run, busy, error, reset } = useMutation(action, { fallback });
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!interview) return;
    if ((await run(interview.id)).ok) {
      onDone?.();
      onClose();
    }
  };
  return (
    <ConfirmDialog
      opened={interview !== null}
      title={title}
      cancelLabel={keepLabel}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      <Text>{message}</Text>
      {interview && (
        <Text size="sm" c="dimmed" mt="xs">
          {interview.candidateName} ({interview.candidateEmail})
        </Text>
      )}
    </ConfirmDialog>
  );
}
