import { Button, Paper, Stack, Title } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';

/** The right column before the first question: 'Ready to begin your interview?' and Start. */
export function ReadyPanel({
  startable,
  starting,
  onStart,
}: {
  startable: boolean;
  starting: boolean;
  onStart: () => void;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" ta="center">
        <Title order={2}>{CANDIDATE_MESSAGES.ready}</Title>
        <Button size="md" onClick={onStart} disabled={!startable} loading={starting}>
          {CANDIDATE_MESSAGES.start}
        </Button>
      </Stack>
    </Paper>
  );
}
