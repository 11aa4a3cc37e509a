import { useEffect, useId, useRef } from 'react';
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
  VisuallyHidden,
} from '@mantine/core';
import { QUESTION_AREA_MAX_HEIGHT } from '@shared/constants/ui';
import type { PublicQuestion } from '@shared/contract/endpoints/candidate';
import { formatClock } from '@shared/interview-timing';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import {
  canPracticeNext,
  canRetake,
  canSubmit,
  currentQuestion,
  isLastQuestion,
  isThinking,
  questionNumber,
  regularQuestionCount,
} from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import type { QuestionClock } from '../model/use-question-clock';
import type { CandidateActions } from './candidate-actions';
import { ReadyPanel } from './ready-panel';

interface Props {
  state: InterviewState;
  clock: QuestionClock;
  actions: CandidateActions;
}

/** What a question is called on screen: a number, or the badge of a follow-up and what it follows. */
function labelOf(state: InterviewState, question: { id: string; followUpOf?: string }) {
  const followUp = question.followUpOf !== undefined;
  const label = state.practice
    ? CANDIDATE_MESSAGES.practiceTitle
    : followUp
      ? CANDIDATE_MESSAGES.followUpTo(questionNumber(state, question.id))
      : CANDIDATE_MESSAGES.question(questionNumber(state, question.id));
  return { label, badge: followUp ? CANDIDATE_MESSAGES.followUpBadge : undefined };
}

function QuestionBlock({
  label,
  badge,
  text,
  hint,
  children,
  ref,
}: {
  label: string;
  /** A follow-up's badge, part of the section's name (said with it when it takes the focus). */
  badge?: string;
  text: string;
  hint?: string | null;
  children: ReactNode;
  /** Given for the current question, which can then take the focus. */
  ref?: Ref<HTMLElement>;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={badge ? `${id}-badge ${id}-label` : `${id}-label`}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={ref ? 'mantine-focus-auto' : undefined}
    >
      {badge && (
        <Badge id={`${id}-badge`} variant="light" tt="none" mb={4}>
          {badge}
        </Badge>
      )}
      <Text id={`${id}-label`} size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
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

/**
 * The current question's clock: think time with Start now, then the time left (nothing for a
 * question without think time or limit, which records at once as it always did).
 */
function ClockLine({
  state,
  question,
  clock,
  onStartNow,
}: {
  state: InterviewState;
  question: PublicQuestion;
  clock: QuestionClock;
  onStartNow: () => void;
}) {
  const attempt = state.attempt;
  if (!attempt || attempt.ended) return null;
  if (isThinking(state)) {
    return (
      <Group gap="sm" mt="xs">
        <Text size="sm" fw={600}>
          {CANDIDATE_MESSAGES.thinkCountdown(
            formatClock(clock.secondsLeft ?? question.thinkTimeSec),
          )}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={onStartNow}
          disabled={state.phase !== 'answering'}
        >
          {CANDIDATE_MESSAGES.startNow}
        </Button>
      </Group>
    );
  }
  if (question.answerLimitSec !== null) {
    return (
      <Text size="sm" fw={600} mt="xs">
        {CANDIDATE_MESSAGES.timeLeft(formatClock(clock.secondsLeft ?? question.answerLimitSec))}
      </Text>
    );
  }
  return question.thinkTimeSec > 0 ? (
    <Text size="sm" c="dimmed" mt="xs">
      {CANDIDATE_MESSAGES.untimed}
    </Text>
  ) : null;
}

/** The right column (max height 500 px, scrolls): start, the questions so far, and the answer. */
export function QuestionArea({ state, clock, actions }: Props) {
  // Each new question, new take and end of think time takes the focus to the question: the button
  // that led to it (Next, Retake, Start now) was disabled or removed, and keyboard and
  // screen-reader users go on from the question. A first take without think time changes nothing.
  const current = useRef<HTMLElement>(null);
  const currentId = currentQuestion(state)?.id;
  const focusKey = currentId && `${currentId}:${state.attempt?.take ?? 1}:${isThinking(state)}`;
  useEffect(() => {
    if (focusKey) current.current?.focus();
  }, [focusKey]);

  if (state.phase === 'idle' || state.phase === 'starting') {
    return <ReadyPanel state={state} actions={actions} />;
  }

  const question = currentQuestion(state);
  const last = isLastQuestion(state);
  const live = [state.finalText, state.interim].filter(Boolean).join(' ');
  const busy = state.phase === 'saving' || state.phase === 'completing';
  const mode = question?.answerMode ?? 'either';
  const transcribed = mode !== 'type';
  // A spoken-only answer is typed only when speech is unavailable.
  const typing = mode !== 'speak' || state.speechMode === 'none';
  const takeOver = state.attempt?.ended === true;
  const showRetake = canRetake(state) || state.phase === 'retaking';
  // Where the interview may ask follow-ups, the practice answer ends with Next and its follow-up.
  const practiceNext =
    state.practice && (state.interview?.maxFollowUps ?? 0) > 0 && state.attempt?.ended !== true;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {state.practice
              ? CANDIDATE_MESSAGES.practiceTitle
              : CANDIDATE_MESSAGES.questionOf(
                  questionNumber(state, question?.id ?? ''),
                  regularQuestionCount(state),
                )}
          </Text>
          {state.recording && (
            <Badge color="red" variant="dot" size="lg" tt="none" role="status">
              {CANDIDATE_MESSAGES.recording}
            </Badge>
          )}
        </Group>
        {state.practice && <Text size="sm">{CANDIDATE_MESSAGES.practiceNote}</Text>}
        {state.timeUp && !state.practice && (
          <Text size="sm" fw={600} role="status">
            {CANDIDATE_MESSAGES.timeUp}
          </Text>
        )}
        <ScrollArea.Autosize mah={QUESTION_AREA_MAX_HEIGHT} type="auto" offsetScrollbars>
          <Stack gap="lg" pr="xs">
            {state.history
              .filter((h) => h.id !== question?.id)
              .map((entry) => (
                <QuestionBlock
                  key={entry.id}
                  {...labelOf(state, state.questions.find((q) => q.id === entry.id) ?? entry)}
                  text={entry.text ?? ''}
                  hint={entry.hint}
                >
                  <Text size="sm" c={entry.response ? undefined : 'dimmed'}>
                    {entry.response || CANDIDATE_MESSAGES.noAnswer}
                  </Text>
                </QuestionBlock>
              ))}
            {question && (
              <QuestionBlock
                ref={current}
                {...labelOf(state, question)}
                text={question.text ?? ''}
                hint={question.hint}
              >
                {mode !== 'either' && (
                  <Text size="sm">
                    {mode === 'type' ? CANDIDATE_MESSAGES.typeOnly : CANDIDATE_MESSAGES.speakOnly}
                  </Text>
                )}
                <ClockLine
                  state={state}
                  question={question}
                  clock={clock}
                  onStartNow={actions.beginAnswer}
                />
                {/* The page's one live region: the transcript, and the time left as it runs out. */}
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
                    state.recording &&
                    transcribed && (
                      <Text size="sm" c="dimmed">
                        {CANDIDATE_MESSAGES.listening}
                      </Text>
                    )
                  )}
                  {clock.announcement && <VisuallyHidden>{clock.announcement}</VisuallyHidden>}
                </Box>
                {state.speechMode === 'none' && transcribed && (
                  <Alert color="blue" variant="light" mt="xs">
                    {CANDIDATE_MESSAGES.speechUnavailable}
                  </Alert>
                )}
                {typing && (
                  <Textarea
                    mt="xs"
                    label={CANDIDATE_MESSAGES.typeLabel}
                    description={transcribed ? CANDIDATE_MESSAGES.typeDescription : undefined}
                    rows={4}
                    value={state.typed}
                    disabled={state.phase !== 'answering' || isThinking(state) || takeOver}
                    onChange={(event) => actions.type(event.currentTarget.value)}
                  />
                )}
              </QuestionBlock>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {state.phase === 'completing' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{CANDIDATE_MESSAGES.savingAnswers}</Text>
          </Group>
        ) : state.practice ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={actions.practiceAgain}>
              {CANDIDATE_MESSAGES.practiceAgain}
            </Button>
            <Button variant={practiceNext ? 'default' : undefined} onClick={actions.startReal}>
              {CANDIDATE_MESSAGES.startReal}
            </Button>
            {practiceNext && (
              <Button onClick={actions.practiceNext} disabled={!canPracticeNext(state)}>
                {CANDIDATE_MESSAGES.next}
              </Button>
            )}
          </Group>
        ) : (
          <Group justify={showRetake ? 'space-between' : 'flex-end'}>
            {showRetake && (
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={actions.retake}
                  disabled={!canRetake(state)}
                  loading={state.phase === 'retaking'}
                >
                  {CANDIDATE_MESSAGES.retake}
                </Button>
                <Text size="sm" c="dimmed">
                  {CANDIDATE_MESSAGES.retakesLeft(state.attempt?.retakesLeft ?? 0)}
                </Text>
              </Group>
            )}
            <Button onClick={actions.submit} disabled={!canSubmit(state)} loading={busy}>
              {last ? CANDIDATE_MESSAGES.complete : CANDIDATE_MESSAGES.next}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
