import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { FOLLOW_UPS_PER_QUESTION_MAX, QUESTION_SET_MAX_QUESTIONS } from '@shared/constants/limits';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { anyStatus } from '@/lib/error-message';
import { useMutation } from '@/lib/use-mutation';
import { paths } from '@/config/paths';
import type { QuestionSetInput } from '@shared/schemas/question-sets';
import { createQuestionSet } from '../api/create-question-set';
import { updateQuestionSet } from '../api/update-question-set';
import { newQuestionValues, toQuestionSetInput, validateEditor } from '../lib/editor-form';
import type { EditorValues } from '../lib/editor-form';
import { focusAfterMove, moveTarget } from '../lib/reorder';
import { QuestionFields } from './question-fields';

/** 0 (none) up to the most follow-ups one question may lead to. */
const FOLLOW_UPS_OPTIONS = Array.from({ length: FOLLOW_UPS_PER_QUESTION_MAX + 1 }, (_, n) =>
  String(n),
);

/** A drag of one of this editor's questions (and not of text or a file). */
const DRAG_TYPE = 'application/x-hiq-question-index';

const saveSet = (id: string | null, input: QuestionSetInput) =>
  id === null ? createQuestionSet(input) : updateQuestionSet(id, input);

/** What the list shows once a save brought the user back to it. */
export interface ListNotice {
  notice: string;
}

export interface QuestionSetFormProps {
  /** null: a new set. */
  setId: string | null;
  /** The values the form starts from (and that "unchanged" is measured against). */
  initialValues: EditorValues;
  /** Shown above the form when the stored set moved on while the user was editing. */
  conflict?: ReactNode;
  /** Told whether the form differs from `initialValues`. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Told when a save starts (true) and when it failed (false). */
  onSaving?: (saving: boolean) => void;
}

/**
 * The editable set: name, description and its ordered questions. Questions move by dragging
 * their handle, or with their Move buttons, which keep focus on the moved question.
 */
export function QuestionSetForm({
  setId,
  initialValues,
  conflict,
  onDirtyChange,
  onSaving,
}: QuestionSetFormProps) {
  const form = useForm<EditorValues>({ initialValues, validate: validateEditor });
  const navigate = useNavigate();
  const save = useMutation(saveSet, {
    fallback: M.saveFailed,
    show: anyStatus,
    invalidInput: M.saveFailed,
  });
  const titleId = useId();
  const questionsTitleId = useId();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  const questions = form.getValues().questions;
  const dirty = JSON.stringify(form.getValues()) !== JSON.stringify(initialValues);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // A moved question's button takes focus once it is at its new place.
  useEffect(() => {
    if (focusTarget === null) return;
    moveButtons.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= questions.length || from === to) return;
    form.reorderListItem('questions', { from, to });
  };
  const moveByKey = (index: number, direction: 'up' | 'down') => {
    const to = moveTarget(index, direction, questions.length);
    const id = questions[index]?.id;
    if (to === null || !id) return;
    move(index, to);
    setFocusTarget(`${id}:${focusAfterMove(direction, to, questions.length)}`);
  };
  const remove = (index: number) => {
    form.removeListItem('questions', index);
    addButton.current?.focus();
  };

  // The dragged question's index travels in the drag's own data, so a drop never depends on a
  // render having happened since the drag started.
  const dragHandlers = (index: number) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAG_TYPE, String(index));
      setDragFrom(index);
    },
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropAt(index);
    },
    onDrop: (event: DragEvent) => {
      const from = Number.parseInt(event.dataTransfer.getData(DRAG_TYPE), 10);
      if (Number.isNaN(from)) return;
      event.preventDefault();
      move(from, index);
      setDragFrom(null);
      setDropAt(null);
    },
    onDragEnd: () => {
      setDragFrom(null);
      setDropAt(null);
    },
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      onSaving?.(true);
      const result = await save.run(setId, toQuestionSetInput(values));
      if (result.ok) {
        navigate(paths.questionSets, { state: { notice: M.saved } satisfies ListNotice });
      } else {
        onSaving?.(false);
      }
    },
    (errors) => {
      // The first field with a message takes focus, so a keyboard user lands on it.
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={1} id={titleId}>
          {setId === null ? M.editorNewTitle : M.editorEditTitle}
        </Title>
        {conflict}
        {save.error && (
          <Alert color="red" role="alert" withCloseButton onClose={save.reset}>
            {save.error}
          </Alert>
        )}
        <TextInput label={M.nameLabel} {...form.getInputProps('name')} />
        <Textarea
          label={M.descriptionLabel}
          resize="vertical"
          rows={3}
          {...form.getInputProps('description')}
        />
        <NativeSelect
          label={M.followUpsPerQuestionLabel}
          description={M.followUpsPerQuestionDescription}
          data={FOLLOW_UPS_OPTIONS}
          maw={320}
          {...form.getInputProps('followUpsPerQuestion')}
        />
        <Title order={2} size="h3" id={questionsTitleId}>
          {M.questionsTitle}
        </Title>
        {form.errors.questions && (
          <Text c="red.8" size="sm" role="alert">
            {form.errors.questions}
          </Text>
        )}
        {questions.length === 0 && <Text c="gray.7">{M.noQuestions}</Text>}
        <Stack
          gap="md"
          component="ol"
          aria-labelledby={questionsTitleId}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {questions.map((question, index) => (
            <li key={question.id}>
              <QuestionFields
                form={form}
                index={index}
                count={questions.length}
                onMove={(direction) => moveByKey(index, direction)}
                onRemove={() => remove(index)}
                upRef={(node) => {
                  if (node) moveButtons.current.set(`${question.id}:up`, node);
                  else moveButtons.current.delete(`${question.id}:up`);
                }}
                downRef={(node) => {
                  if (node) moveButtons.current.set(`${question.id}:down`, node);
                  else moveButtons.current.delete(`${question.id}:down`);
                }}
                dropTarget={dropAt === index && dragFrom !== index}
                {...dragHandlers(index)}
              />
            </li>
          ))}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Button
            ref={addButton}
            variant="light"
            onClick={() => form.insertListItem('questions', newQuestionValues())}
            disabled={questions.length >= QUESTION_SET_MAX_QUESTIONS}
          >
            {M.addQuestion}
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => navigate(paths.questionSets)}
              disabled={save.busy}
            >
              {M.cancel}
            </Button>
            <Button type="submit" disabled={save.busy}>
              {save.busy ? M.saving : M.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
