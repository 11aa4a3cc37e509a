import type { DragEvent, Ref } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ANSWER_MODES } from '@shared/constants/domain';
import { ANSWER_MODE_LABELS } from '@shared/messages/vocabulary';
import { RETAKES_MAX, THINK_TIME_MAX_SEC } from '@shared/constants/limits';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { answerLimitOptions, limitOf } from '../lib/answer-limits';
import type { EditorValues } from '../lib/editor-form';
import { RubricFields } from './rubric-fields';

export interface QuestionFieldsProps {
  form: UseFormReturnType<EditorValues>;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
  /** Where the question's Move buttons register, so focus can follow a moved question. */
  upRef: Ref<HTMLButtonElement>;
  downRef: Ref<HTMLButtonElement>;
  /** Native drag and drop: the handle starts a drag, the card takes a drop. */
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  dropTarget: boolean;
}

/** One question of the editor: its text, hint, rubric, timing and answer mode, and its controls. */
export function QuestionFields({
  form,
  index,
  count,
  onMove,
  onRemove,
  upRef,
  downRef,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
  dropTarget,
}: QuestionFieldsProps) {
  const n = index + 1;
  const path = (field: string) => `questions.${index}.${field}`;
  const limit = form.getValues().questions[index]?.answerLimit ?? null;
  return (
    <Fieldset
      legend={M.questionLabel(n)}
      onDragOver={onDragOver}
      onDrop={onDrop}
      style={dropTarget ? { outline: '2px dashed var(--mantine-color-blue-6)' } : undefined}
      data-question-index={index}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {/* A mouse's way to reorder; the keyboard's is the Move buttons beside it. */}
          <Box
            draggable
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            title={M.dragHandle(n)}
            aria-hidden
            px="xs"
            style={{ cursor: 'grab', userSelect: 'none', fontSize: 20, lineHeight: 1 }}
          >
            ⠿
          </Box>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              ref={upRef}
              variant="default"
              size="lg"
              aria-label={M.moveUpLabel(n)}
              title={M.moveUp}
              disabled={index === 0}
              onClick={() => onMove('up')}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              ref={downRef}
              variant="default"
              size="lg"
              aria-label={M.moveDownLabel(n)}
              title={M.moveDown}
              disabled={index === count - 1}
              onClick={() => onMove('down')}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={M.removeLabel(n)}
              onClick={onRemove}
            >
              {M.removeQuestion}
            </Button>
          </Group>
        </Group>
        <Textarea
          label={M.textLabel}
          resize="vertical"
          rows={3}
          {...form.getInputProps(path('text'))}
        />
        <TextInput label={M.hintLabel} {...form.getInputProps(path('hint'))} />
        <RubricFields form={form} index={index} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={M.thinkTimeLabel}
            min={0}
            max={THINK_TIME_MAX_SEC}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(path('thinkTimeSec'))}
          />
          <Select
            label={M.answerLimitLabel}
            data={answerLimitOptions(limitOf(limit))}
            allowDeselect={false}
            {...form.getInputProps(path('answerLimit'))}
          />
          <NumberInput
            label={M.retakesLabel}
            min={0}
            max={RETAKES_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(path('retakes'))}
          />
        </SimpleGrid>
        <Radio.Group label={M.answerModeLabel} {...form.getInputProps(path('answerMode'))}>
          <Group mt="xs">
            {ANSWER_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={ANSWER_MODE_LABELS[mode]} />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
    </Fieldset>
  );
}
