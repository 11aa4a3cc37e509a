import { Alert, Box, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { AUDIO_LEVEL_MAX, SPEAK_LOUDER_BELOW } from '@shared/constants/capture';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { useLevel } from '../model/use-level';

interface Props {
  level: number;
  recording: boolean;
  errors: { id: number; message: string }[];
  onCloseError: (id: number) => void;
}

/** Instructions Panel: volume bar, 'speak louder' warning, closable error alerts, guidelines. */
export function InstructionsPanel({ level, recording, errors, onCloseError }: Props) {
  const quiet = recording && level < SPEAK_LOUDER_BELOW;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {CANDIDATE_MESSAGES.instructions}
        </Title>
        <Box
          role="meter"
          aria-label={CANDIDATE_MESSAGES.audioLevel}
          aria-valuemin={0}
          aria-valuemax={AUDIO_LEVEL_MAX}
          aria-valuenow={level}
        >
          <Text size="sm" fw={500} mb={4}>
            {CANDIDATE_MESSAGES.audioLevel}
          </Text>
          {/* The meter above is the widget; the bar only draws it. */}
          <Progress
            aria-hidden
            value={(level / AUDIO_LEVEL_MAX) * 100}
            color={quiet ? 'yellow' : 'teal'}
            size="lg"
            animated={false}
            transitionDuration={0}
          />
        </Box>
        {quiet && (
          <Text c="yellow" size="sm" fw={600} role="status">
            {CANDIDATE_MESSAGES.speakLouder}
          </Text>
        )}
        {errors.map((error) => (
          <Alert
            key={error.id}
            color="red"
            variant="light"
            withCloseButton
            closeButtonLabel={CANDIDATE_MESSAGES.closeAlert}
            onClose={() => onCloseError(error.id)}
            role="alert"
          >
            {error.message}
          </Alert>
        ))}
        <List size="sm" spacing={4}>
          {CANDIDATE_MESSAGES.guidelines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          {recording && <List.Item>{CANDIDATE_MESSAGES.transcribing}</List.Item>}
        </List>
      </Stack>
    </Paper>
  );
}

/** The panel with the live level: `readLevel` sampled while `listening` (camera and mic ready). */
export function LiveInstructionsPanel({
  readLevel,
  listening,
  ...props
}: Omit<Props, 'level'> & { readLevel: () => number; listening: boolean }) {
  return <InstructionsPanel level={useLevel(readLevel, listening)} {...props} />;
}
