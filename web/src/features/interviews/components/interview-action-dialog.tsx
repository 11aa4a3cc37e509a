import { Alert, Button, Group, Modal, Text } from '@mantine/core';
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
    if (busy) return;
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
    <Modal opened={interview !== null} onClose={close} title={title} centered>
      <Text>{message}</Text>
      {interview && (
        <Text size="sm" c="dimmed" mt="xs">
          {interview.candidateName} ({interview.candidateEmail})
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" mt="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          {keepLabel}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
