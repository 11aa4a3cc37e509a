import { useEffect, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { QUESTION_AREA_MAX_HEIGHT } from '@shared/constants';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { canStart, canSubmit, currentQuestion, isLastQuestion } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import { ReadyPanel } from './ready-panel';

interface Props {
  state: InterviewState;
  onStart: () => void;
  onSubmit: () => void;
  onType: (text: string) => void;
}

function QuestionBlock({
  n,
  text,
  hint,
  children,
  ref,
}: {
  n: number;
  text: string;
  hint?: string | null;
  children: ReactNode;
  /** Given for the current question, which can then take the focus. */
  ref?: Ref<HTMLElement>;
}) {
  return (
    <Box
      component="section"
      aria-label={CANDIDATE_MESSAGES.question(n)}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={ref ? 'mantine-focus-auto' : undefined}
    >
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {CANDIDATE_MESSAGES.question(n)}
      </Text>
      <Text fw={600}>{text}</Text>
      {hint && (
        <Text size="sm" c="dimmed" fs="italic">
          {hint}
        </Text>
      )}
      <Box mt="xs">{children}</Box>
    </Box>
  );
}

/** The right column (max height 500 px, scrolls): start, the questions so far, and the answer. */
export function QuestionArea({ state, onStart, onSubmit, onType }: Props) {
  // Each new question takes the focus: the button that led to it was disabled or removed, and
  // keyboard and screen-reader users go on from the question.
  const current = useRef<HTMLElement>(null);
  const currentId = currentQuestion(state)?.id;
  useEffect(() => {
    if (currentId) current.current?.focus();
  }, [currentId]);

  if (state.phase === 'idle' || state.phase === 'starting') {
    return (
      <ReadyPanel
        startable={canStart(state)}
        starting={state.phase === 'starting'}
        onStart={onStart}
      />
    );
  }

  const question = currentQuestion(state);
  const last = isLastQuestion(state);
  const live = [state.finalText, state.interim].filter(Boolean).join(' ');
  const busy = state.phase === 'saving' || state.phase === 'completing';

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {CANDIDATE_MESSAGES.questionOf(state.index + 1, state.questions.length)}
          </Text>
          {state.recording && (
            <Badge color="red" variant="dot" size="lg" tt="none" role="status">
              {CANDIDATE_MESSAGES.recording}
            </Badge>
          )}
        </Group>
        <ScrollArea.Autosize mah={QUESTION_AREA_MAX_HEIGHT} type="auto" offsetScrollbars>
          <Stack gap="lg" pr="xs">
            {state.history
              .filter((h) => h.id !== question?.id)
              .map((entry, i) => (
                <QuestionBlock key={entry.id} n={i + 1} text={entry.text ?? ''} hint={entry.hint}>
                  <Text size="sm" c={entry.response ? undefined : 'dimmed'}>
                    {entry.response || CANDIDATE_MESSAGES.noAnswer}
                  </Text>
                </QuestionBlock>
              ))}
            {question && (
              <QuestionBlock
                ref={current}
                n={state.index + 1}
                text={question.text}
                hint={question.hint}
              >
                <Box aria-live="polite" data-testid="live-transcript">
                  {live ? (
                    <Text size="sm">
                      {state.finalText}
                      {state.interim && (
                        <Text span c="dimmed" fs="italic" data-testid="interim-transcript">
                          {state.finalText ? ' ' : ''}
                          {state.interim}
                        </Text>
                      )}
                    </Text>
                  ) : (
                    state.recording && (
                      <Text size="sm" c="dimmed">
                        {CANDIDATE_MESSAGES.listening}
                      </Text>
                    )
                  )}
                </Box>
                {state.speechMode === 'none' && (
                  <Alert color="blue" variant="light" mt="xs">
                    {CANDIDATE_MESSAGES.speechUnavailable}
                  </Alert>
                )}
                <Textarea
                  mt="xs"
                  label={CANDIDATE_MESSAGES.typeLabel}
                  description={CANDIDATE_MESSAGES.typeDescription}
                  rows={4}
                  value={state.typed}
                  disabled={state.phase !== 'answering'}
                  onChange={(event) => onType(event.currentTarget.value)}
                />
              </QuestionBlock>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {state.phase === 'completing' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{CANDIDATE_MESSAGES.savingAnswers}</Text>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button onClick={onSubmit} disabled={!canSubmit(state)} loading={busy}>
              {last ? CANDIDATE_MESSAGES.complete : CANDIDATE_MESSAGES.next}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
