import { Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { canStart } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import type { CandidateActions } from './candidate-actions';

/**
 * The right column before the first question: 'Ready to begin your interview?', what the interview
 * is and what is recorded, the consent checkbox, Start and the practice question.
 */
export function ReadyPanel({
  state,
  actions,
}: {
  state: InterviewState;
  actions: CandidateActions;
}) {
  const interview = state.interview;
  const startable = canStart(state);
  // Past idle the interview is starting (or its question screen is still loading).
  const starting = state.phase !== 'idle';
  // An org that records the microphone only says so, and asks consent to that alone.
  const audioOnly = interview?.recordingMode === 'audio';
  const recordedFacts = audioOnly
    ? CANDIDATE_MESSAGES.recordedFactsAudio
    : CANDIDATE_MESSAGES.recordedFacts;
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack>
        <Title order={2} ta="center">
          {CANDIDATE_MESSAGES.ready}
        </Title>
        {interview && (
          <>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {CANDIDATE_MESSAGES.aboutTitle}
              </Title>
              <List size="sm" spacing={2}>
                <List.Item>{interview.orgName}</List.Item>
                <List.Item>
                  {CANDIDATE_MESSAGES.questionCountFact(state.questions.length)}
                </List.Item>
                <List.Item>{CANDIDATE_MESSAGES.durationFact(interview.estimatedMinutes)}</List.Item>
              </List>
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {CANDIDATE_MESSAGES.recordedTitle}
              </Title>
              <List size="sm" spacing={2}>
                {recordedFacts.map((fact) => (
                  <List.Item key={fact}>{fact}</List.Item>
                ))}
              </List>
              <Text size="sm">{CANDIDATE_MESSAGES.whoSees(interview.orgName)}</Text>
              <Text size="sm">{CANDIDATE_MESSAGES.keptFor(interview.retentionDays)}</Text>
              {interview.aiAssist && <Text size="sm">{CANDIDATE_MESSAGES.aiAssistNotice}</Text>}
            </Stack>
            <Checkbox
              label={
                audioOnly ? CANDIDATE_MESSAGES.consentLabelAudio : CANDIDATE_MESSAGES.consentLabel
              }
              checked={state.consentTicked}
              disabled={starting}
              onChange={(event) => actions.consent(event.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="center">
          <Button size="md" onClick={actions.start} disabled={!startable} loading={starting}>
            {CANDIDATE_MESSAGES.start}
          </Button>
          <Button size="md" variant="default" onClick={actions.practice} disabled={!startable}>
            {CANDIDATE_MESSAGES.practice}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
