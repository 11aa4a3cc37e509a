import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { useMutation } from '@/lib/use-mutation';
import type { InterviewRow } from '@/domain/interview';
import { cancelInterview } from '../api/cancel-interview';

/** Cancelling asks 'Are you sure you want to cancel this interview?' first. */
export function CancelInterviewDialog({
  interview,
  onClose,
}: {
  interview: InterviewRow | null;
  onClose: () => void;
}) {
  // One message whatever went wrong.
  const { run, busy, error, reset } = useMutation(cancelInterview, {
    fallback: INTERVIEW_MESSAGES.cancelFailed,
  });
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!interview) return;
    if ((await run(interview.id)).ok) onClose();
  };
  return (
    <Modal
      opened={interview !== null}
      onClose={close}
      title={INTERVIEW_MESSAGES.cancelDialogTitle}
      centered
    >
      <Text>{INTERVIEW_MESSAGES.cancelConfirm}</Text>
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
          {INTERVIEW_MESSAGES.keepInterview}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {INTERVIEW_MESSAGES.confirmCancel}
        </Button>
      </Group>
    </Modal>
  );
}
