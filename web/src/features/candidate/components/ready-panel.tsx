import type { ReactNode } from 'react';
import { Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { canStart } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import { readyTexts } from '../model/ready-texts';
import type { CandidateActions } from './candidate-actions';

/**
 * The right column before the first question: 'Ready to begin your interview?', what the interview
 * is and what is recorded, the consent checkbox, Start and the practice question, then `adjustment`
 * (the request for another format, which the app adds once it runs).
 */
export function ReadyPanel({
  state,
  actions,
  adjustment,
}: {
  state: InterviewState;
  actions: CandidateActions;
  adjustment?: ReactNode;
}) {
  const interview = state.interview;
  const texts = interview ? readyTexts(interview) : null;
  const startable = canStart(state);
  // Past idle the interview is starting (or its question screen is still loading).
  const starting = state.phase !== 'idle';
  // Elements whose words depend on the interview are marked `data-fill` (and the controls
  // `data-action`), so the prerendered screen can be filled and used before this code has loaded.
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack>
        <Title order={2} ta="center">
          {CANDIDATE_MESSAGES.ready}
        </Title>
        {texts && (
          <>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {CANDIDATE_MESSAGES.aboutTitle}
              </Title>
              <List size="sm" spacing={2}>
                <List.Item>
                  <span data-fill="orgName">{texts.orgName}</span>
                </List.Item>
                <List.Item>
                  <span data-fill="questionCount">{texts.questionCount}</span>
                </List.Item>
                <List.Item>
                  <span data-fill="duration">{texts.duration}</span>
                </List.Item>
                {texts.followUpsFact && (
                  // The whole item goes where the interview asks no follow-ups.
                  <List.Item data-fill="followUpsFact">
                    <span data-fill-item>{texts.followUpsFact}</span>
                  </List.Item>
                )}
              </List>
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {CANDIDATE_MESSAGES.recordedTitle}
              </Title>
              <List size="sm" spacing={2} data-fill-list="recordedFacts">
                {texts.recordedFacts.map((fact) => (
                  <List.Item key={fact}>
                    <span data-fill-item>{fact}</span>
                  </List.Item>
                ))}
              </List>
              <Text size="sm" data-fill="whoSees">
                {texts.whoSees}
              </Text>
              <Text size="sm" data-fill="keptFor">
                {texts.keptFor}
              </Text>
              {texts.aiAssistNotice && (
                <Text size="sm" data-fill="aiAssistNotice">
                  {texts.aiAssistNotice}
                </Text>
              )}
              <Text size="sm" data-fill="aiFacts">
                {texts.aiFacts}
              </Text>
            </Stack>
            {texts.followUpsWhy && (
              <Text size="sm" data-fill="followUpsWhy">
                {texts.followUpsWhy}
              </Text>
            )}
            <Checkbox
              label={<span data-fill="consentLabel">{texts.consentLabel}</span>}
              checked={state.consentTicked}
              disabled={starting}
              onChange={(event) => actions.consent(event.currentTarget.checked)}
              data-action="consent"
            />
          </>
        )}
        <Group justify="center">
          <Button
            size="md"
            onClick={actions.start}
            disabled={!startable}
            loading={starting}
            data-action="start"
          >
            {CANDIDATE_MESSAGES.start}
          </Button>
          <Button
            size="md"
            variant="default"
            onClick={actions.practice}
            disabled={!startable}
            data-action="practice"
          >
            {CANDIDATE_MESSAGES.practice}
          </Button>
        </Group>
        {texts && adjustment}
      </Stack>
    </Paper>
  );
}
