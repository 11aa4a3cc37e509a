import { Suspense, lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Center, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { loadContract } from '../api/contract';
import { canStart, currentQuestion } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import { readyTexts } from '../model/ready-texts';
import { useInterviewFlow } from '../model/use-interview-flow';
import type { QuestionClock } from '../model/use-question-clock';
import { CameraPreview } from './camera-preview';
import type { CandidateActions } from './candidate-actions';
import { CompletionView } from './completion-view';
import { LiveInstructionsPanel } from './instructions-panel';
import { ReadyPanel } from './ready-panel';

// What is needed only once the interview (or the practice question) has started is in chunks of
// its own, fetched once Start can be pressed, after the first screen is complete, and in long
// before it is shown: the Connection Issue modal (Mantine's Modal) and the questions and the
// answer box (a scroll area, a text box).
const loadConnectionIssueModal = () => import('./connection-issue-modal');
const ConnectionIssueModal = lazy(() =>
  loadConnectionIssueModal().then((m) => ({ default: m.ConnectionIssueModal })),
);
const loadQuestionArea = () => import('./question-area');
const QuestionArea = lazy(() => loadQuestionArea().then((m) => ({ default: m.QuestionArea })));
// The request for another format (a text box and the contract's schema): once the app runs.
const AdjustmentRequest = lazy(() =>
  import('./adjustment-request').then((m) => ({ default: m.AdjustmentRequest })),
);

/** The candidate's interview at /{sessionId}. */
export function InterviewScreen({ sessionId }: { sessionId: string }) {
  const flow = useInterviewFlow(sessionId);
  const { state } = flow;
  const startable = canStart(state);
  useEffect(() => {
    if (!startable) return;
    void loadQuestionArea();
    void loadConnectionIssueModal();
    // The API's contract (zod schemas) too, which Start's first call needs.
    void loadContract();
  }, [startable]);

  if (state.session === 'loading') return <LoadingView />;
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

  const actions: CandidateActions = {
    consent: flow.consent,
    start: () => void flow.start(),
    practice: () => void flow.practice(),
    practiceAgain: () => void flow.practiceAgain(),
    practiceNext: () => void flow.practiceNext(),
    startReal: () => void flow.startReal(),
    beginAnswer: () => void flow.beginAnswer(),
    retake: () => void flow.retake(),
    submit: () => void flow.submit(),
    type: flow.typed,
  };
  return (
    <InterviewView
      state={state}
      stream={flow.stream}
      readLevel={flow.readLevel}
      clock={flow.clock}
      actions={actions}
      onCloseError={flow.closeError}
      onDismissConnection={flow.dismissConnection}
      onRetryConnection={() => void flow.retryConnection()}
      adjustment={
        state.interview && (
          <Suspense fallback={null}>
            <AdjustmentRequest sessionId={sessionId} orgName={state.interview.orgName} />
          </Suspense>
        )
      }
    />
  );
}

/** While the session is looked up. */
export function LoadingView() {
  return (
    <Center mih="60vh" role="status">
      <Stack align="center">
        <Loader />
        <Text>{CANDIDATE_MESSAGES.loading}</Text>
      </Stack>
    </Center>
  );
}

/**
 * The interview once its session is known: the header, the camera and instructions, and the first
 * screen or the current question. Pure, so the first screen can also be rendered at build time.
 */
export function InterviewView({
  state,
  stream,
  readLevel,
  clock,
  actions,
  onCloseError,
  onDismissConnection,
  onRetryConnection,
  adjustment,
}: {
  state: InterviewState;
  stream: MediaStream | null;
  readLevel: () => number;
  clock: QuestionClock;
  actions: CandidateActions;
  onCloseError: (id: number) => void;
  onDismissConnection: () => void;
  onRetryConnection: () => void;
  /** The request for another format, shown under the first screen's buttons (absent prerendered). */
  adjustment?: ReactNode;
}) {
  // A typed-only answer is recorded but not transcribed: no transcription line, no volume advice.
  const transcribing = state.recording && currentQuestion(state)?.answerMode !== 'type';
  const interview = state.interview;
  const texts = interview ? readyTexts(interview) : null;
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
        {texts && (
          <Text c="dimmed" data-fill="interviewFor">
            {texts.interviewFor}
          </Text>
        )}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <CameraPreview stream={stream} placeholder={placeholder} />
            <LiveInstructionsPanel
              readLevel={readLevel}
              listening={state.media === 'ready'}
              recording={transcribing}
              errors={state.errors}
              onCloseError={onCloseError}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {state.phase === 'idle' || state.phase === 'starting' ? (
            <ReadyPanel state={state} actions={actions} adjustment={adjustment} />
          ) : (
            // Until its chunk is in, the column stays as it was while starting.
            <Suspense fallback={<ReadyPanel state={state} actions={actions} />}>
              <QuestionArea state={state} clock={clock} actions={actions} />
            </Suspense>
          )}
        </Grid.Col>
      </Grid>
      {(state.phase !== 'idle' || state.connectionIssue !== null) && (
        <Suspense fallback={null}>
          <ConnectionIssueModal
            message={state.connectionIssue}
            onDismiss={onDismissConnection}
            onRetry={onRetryConnection}
          />
        </Suspense>
      )}
    </Container>
  );
}
