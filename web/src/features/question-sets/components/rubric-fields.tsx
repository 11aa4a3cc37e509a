import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RUBRIC_MAX_POINTS } from '@shared/constants/limits';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { rubricPointValues } from '../lib/editor-form';
import type { EditorValues } from '../lib/editor-form';

/**
 * A question's rubric: its key points in order, each with the follow-up question asked when an
 * answer gives no evidence for it (and whether to ask it). A point added takes the focus; once one
 * is removed the focus goes to Add key point.
 */
export function RubricFields({
  form,
  index,
}: {
  form: UseFormReturnType<EditorValues>;
  index: number;
}) {
  const path = `questions.${index}.rubric`;
  const points = form.getValues().questions[index]?.rubric ?? [];
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusPoint, setFocusPoint] = useState<number | null>(null);
  const error = form.errors[path];

  useEffect(() => {
    if (focusPoint === null) return;
    form.getInputNode(`${path}.${focusPoint}.text`)?.focus();
    setFocusPoint(null);
  }, [focusPoint, form, path]);

  const add = () => {
    form.insertListItem(path, rubricPointValues());
    setFocusPoint(points.length);
  };
  const remove = (i: number) => {
    form.removeListItem(path, i);
    addButton.current?.focus();
  };

  return (
    <Fieldset legend={M.rubricLabel} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {M.rubricDescription}
        </Text>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {points.length > 0 && (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {points.map((point, i) => (
              <li key={point.key}>
                <Box
                  role="group"
                  aria-label={M.rubricPointLabel(i + 1)}
                  pl="sm"
                  style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
                >
                  <Stack gap={6}>
                    <Group align="flex-end" gap="xs" wrap="nowrap">
                      <TextInput
                        label={M.rubricPointLabel(i + 1)}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`${path}.${i}.text`)}
                      />
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        aria-label={M.removeRubricPointLabel(i + 1)}
                        onClick={() => remove(i)}
                      >
                        {M.removeRubricPoint}
                      </Button>
                    </Group>
                    <TextInput
                      label={M.probePromptLabel(i + 1)}
                      description={M.probePromptDescription}
                      {...form.getInputProps(`${path}.${i}.prompt`)}
                    />
                    <Checkbox
                      label={M.askIfMissingLabel}
                      {...form.getInputProps(`${path}.${i}.askIfMissing`, { type: 'checkbox' })}
                    />
                  </Stack>
                </Box>
              </li>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            ref={addButton}
            variant="light"
            size="xs"
            onClick={add}
            disabled={points.length >= RUBRIC_MAX_POINTS}
          >
            {M.addRubricPoint}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
