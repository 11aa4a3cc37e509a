import type { ReactNode } from 'react';
import { Alert, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ANSWER_MODE_LABELS } from '@shared/messages/vocabulary';
import { FOLLOW_UPS_PER_QUESTION_DEFAULT } from '@shared/constants/limits';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import type { SetQuestionView } from '../types';

/** One setting as "Label: value". */
function Setting({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** A key point's follow-up question, and whether it is asked when the point is missing. */
function ProbeLine({ probe }: { probe?: { prompt: string; askIfMissing: boolean } | null }) {
  if (!probe) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {M.probeLine(probe.prompt)}
      </Text>
      <Badge size="sm" variant="light" color={probe.askIfMissing ? 'blue' : 'gray'} tt="none">
        {probe.askIfMissing ? M.probeAskedIfMissing : M.probeNotAsked}
      </Badge>
    </Group>
  );
}

/**
 * A set shown as text, for sets nobody may edit here: the library's, and archived ones until
 * they are restored. `actions` are what may be done with it (Duplicate, Restore).
 */
export function QuestionSetReadOnly({
  set,
  note,
  badge,
  actions,
}: {
  set: {
    name: string;
    description: string;
    followUpsPerQuestion?: number;
    questions: readonly SetQuestionView[];
  };
  note: string;
  badge: string;
  actions: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={1}>{M.editorViewTitle}</Title>
      <Alert color="blue">{note}</Alert>
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {set.name}
        </Title>
        <Badge variant="light" color="gray">
          {badge}
        </Badge>
      </Group>
      {set.description && <Text>{set.description}</Text>}
      <Group gap="sm">{actions}</Group>
      <Setting
        label={M.followUpsPerQuestionLabel}
        value={set.followUpsPerQuestion ?? FOLLOW_UPS_PER_QUESTION_DEFAULT}
      />
      <Title order={2} size="h3">
        {M.questionsTitle}
      </Title>
      {set.questions.length === 0 && <Text c="gray.7">{M.noQuestions}</Text>}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {set.questions.map((q, index) => (
          <Paper component="li" withBorder radius="md" p="md" key={q.id}>
            <Stack gap={6}>
              <Text fw={600}>{M.questionLabel(index + 1)}</Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{q.text}</Text>
              {q.hint && <Setting label={M.hintLabel} value={q.hint} />}
              {q.rubric.length > 0 && (
                <>
                  <Text size="sm" fw={600}>
                    {M.rubricLabel}:
                  </Text>
                  <List size="sm">
                    {q.rubric.map((point, i) => (
                      <List.Item key={i}>
                        {point}
                        <ProbeLine probe={q.probes?.[i]} />
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
              <Group gap="lg" wrap="wrap">
                <Setting label={M.thinkTimeLabel} value={q.thinkTimeSec} />
                <Setting
                  label={M.answerLimitLabel}
                  value={
                    q.answerLimitSec === null ? M.noLimit : M.answerLimitOption(q.answerLimitSec)
                  }
                />
                <Setting label={M.retakesLabel} value={q.retakes} />
                <Setting label={M.answerModeLabel} value={ANSWER_MODE_LABELS[q.answerMode]} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
