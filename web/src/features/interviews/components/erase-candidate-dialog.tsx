import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { useMutation } from '@/lib/use-mutation';
import type { InterviewRow } from '@/domain/interview';
import { eraseCandidateData } from '../api/erase-candidate-data';

/** An owner's erasure of a candidate's data, after saying what goes and that it can't be undone. */
export function EraseCandidateDialog({
  interview,
  onClose,
  onErased,
}: {
  interview: InterviewRow | null;
  onClose: () => void;
  onErased: () => void;
}) {
  const { run, busy, error, reset } = useMutation(eraseCandidateData, {
    fallback: INTERVIEW_MESSAGES.eraseFailed,
  });
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!interview) return;
    if ((await run(interview.id)).ok) {
      onErased();
      onClose();
    }
  };
  return (
    <Modal
      opened={interview !== null}
      onClose={close}
      title={INTERVIEW_MESSAGES.eraseTitle}
      centered
    >
      {interview && (
        <Text fw={500} mb="xs">
          {interview.candidateName} ({interview.candidateEmail})
        </Text>
      )}
      <Text size="sm">{INTERVIEW_MESSAGES.eraseBody}</Text>
      {error && (
        <Alert color="red" role="alert" mt="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          {INTERVIEW_MESSAGES.eraseCancel}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {INTERVIEW_MESSAGES.eraseConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
