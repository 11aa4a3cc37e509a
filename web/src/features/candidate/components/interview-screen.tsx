import { Suspense, lazy, useEffect } from 'react';
import { Center, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { interviewTypeLabel } from '@/domain/interview';
import { loadContract } from '../api/contract';
import { canStart, currentQuestion } from '../model/interview-machine';
import { useInterviewFlow } from '../model/use-interview-flow';
import { CameraPreview } from './camera-preview';
import type { CandidateActions } from './candidate-actions';
import { CompletionView } from './completion-view';
import { LiveInstructionsPanel } from './instructions-panel';
import { ReadyPanel } from './ready-panel';

// The Connection Issue modal (Mantine's Modal) is needed only once recording has started: its own
// chunk, fetched with the Start click, so the first screen never waits for it.
const loadConnectionIssueModal = () => import('./connection-issue-modal');
const ConnectionIssueModal = lazy(() =>
  loadConnectionIssueModal().then((m) => ({ default: m.ConnectionIssueModal })),
);
// So are the questions and the answer box (a scroll area, a text box): their chunk is fetched once
// Start can be pressed, after the first screen is complete, and is in long before it is shown.
const loadQuestionArea = () => import('./question-area');
const QuestionArea = lazy(() => loadQuestionArea().then((m) => ({ default: m.QuestionArea })));

/** The candidate's interview at /{sessionId}. */
export function InterviewScreen({ sessionId }: { sessionId: string }) {
  const flow = useInterviewFlow(sessionId);
  const { state } = flow;
  const startable = canStart(state);
  useEffect(() => {
    if (!startable) return;
    void loadQuestionArea();
    // The API's contract (zod schemas) too, which Start's first call needs.
    void loadContract();
  }, [startable]);

  if (state.session === 'loading') {
    return (
      <Center mih="60vh" role="status">
        <Stack align="center">
          <Loader />
          <Text>{CANDIDATE_MESSAGES.loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (state.session === 'unavailable') {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" radius="md">
          <Title order={1} size="h2">
            {CANDIDATE_MESSAGES.unavailableTitle}
          </Title>
          <Text mt="sm" role="alert">
            {state.unavailableMessage}
          </Text>
        </Paper>
      </Container>
    );
  }
  if (state.phase === 'complete') {
    return (
      <Container size="md" py="xl">
        <CompletionView />
      </Container>
    );
  }

  // The practice question records on the question screen too: either button fetches its chunks.
  const loadQuestionScreen = () => {
    void loadConnectionIssueModal();
    void loadQuestionArea();
  };
  const actions: CandidateActions = {
    consent: flow.consent,
    start: () => {
      loadQuestionScreen();
      void flow.start();
    },
    practice: () => {
      loadQuestionScreen();
      void flow.practice();
    },
    practiceAgain: () => void flow.practiceAgain(),
    startReal: () => void flow.startReal(),
    beginAnswer: () => void flow.beginAnswer(),
    retake: () => void flow.retake(),
    submit: () => void flow.submit(),
    type: flow.typed,
  };
  // A typed-only answer is recorded but not transcribed: no transcription line, no volume advice.
  const transcribing = state.recording && currentQuestion(state)?.answerMode !== 'type';
  const interview = state.interview;
  const typeLabel = interview ? interviewTypeLabel(interview.type) : '';
  const placeholder =
    state.media === 'initializing'
      ? CANDIDATE_MESSAGES.initializing
      : state.media === 'denied'
        ? CANDIDATE_MESSAGES.mediaDenied
        : CANDIDATE_MESSAGES.unsupportedBrowser;

  return (
    <Container size="xl" py="md">
      <Stack gap={4} mb="md">
        <Title order={1} size="h2">
          {CANDIDATE_MESSAGES.title}
        </Title>
        {interview && (
          <Text c="dimmed">{CANDIDATE_MESSAGES.interviewFor(interview.orgName, typeLabel)}</Text>
        )}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <CameraPreview stream={flow.stream} placeholder={placeholder} />
            <LiveInstructionsPanel
              readLevel={flow.readLevel}
              listening={state.media === 'ready'}
              recording={transcribing}
              errors={state.errors}
              onCloseError={flow.closeError}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {state.phase === 'idle' || state.phase === 'starting' ? (
            <ReadyPanel state={state} actions={actions} />
          ) : (
            // Until its chunk is in, the column stays as it was while starting.
            <Suspense fallback={<ReadyPanel state={state} actions={actions} />}>
              <QuestionArea state={state} clock={flow.clock} actions={actions} />
            </Suspense>
          )}
        </Grid.Col>
      </Grid>
      {(state.phase !== 'idle' || state.connectionIssue !== null) && (
        <Suspense fallback={null}>
          <ConnectionIssueModal
            message={state.connectionIssue}
            onDismiss={flow.dismissConnection}
            onRetry={() => void flow.retryConnection()}
          />
        </Suspense>
      )}
    </Container>
  );
}
