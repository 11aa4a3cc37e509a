import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';

/** The Connection Issue modal: a speech error while recording. */
export function ConnectionIssueModal({
  message,
  onDismiss,
  onRetry,
}: {
  message: string | null;
  onDismiss: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal
      opened={message !== null}
      onClose={onDismiss}
      title={CANDIDATE_MESSAGES.connectionIssue}
      centered
    >
      <Stack>
        <Text>{message}</Text>
        <Text size="sm" c="dimmed">
          {CANDIDATE_MESSAGES.connectionAdvice}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDismiss}>
            {CANDIDATE_MESSAGES.dismiss}
          </Button>
          <Button onClick={onRetry}>{CANDIDATE_MESSAGES.retry}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
