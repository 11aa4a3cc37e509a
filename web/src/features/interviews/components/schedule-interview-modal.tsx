import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import {
  DEFAULT_INTERVIEW_LEVEL,
  DEFAULT_INTERVIEW_TYPE,
  EXTRA_TIME_OPTIONS,
  INTERVIEW_LEVELS,
  INTERVIEW_TYPES,
} from '@shared/constants/domain';
import {
  EXTRA_TIME_LABELS,
  INTERVIEW_LEVEL_LABELS,
  INTERVIEW_TYPE_LABELS,
} from '@shared/messages/vocabulary';
import { librarySetId } from '@shared/constants/ids';
import type { ExtraTime, InterviewLevel, InterviewType } from '@shared/constants/domain';
import { INTERVIEW_MESSAGES, SCHEDULE_DESIGN_MESSAGES } from '@shared/messages/interviews';
import { useSession } from '@/lib/auth/use-session';
import { anyStatus } from '@/lib/error-message';
import { useMutation } from '@/lib/use-mutation';
import { APP_MESSAGES } from '@shared/messages/common';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { schemaValidator } from '@/lib/schema-form';
import { createInterview, scheduleInterviewSchema } from '../api/create-interview';
import type { ScheduleInterviewInput } from '../api/create-interview';
import { useQuestionSetOptions } from '../data/question-set-options';
import type { QuestionSetOption } from '../data/question-set-options';

export interface ScheduleFormValues {
  candidateName: string;
  candidateEmail: string;
  type: InterviewType;
  level: InterviewLevel;
  /** The picker's value, 'YYYY-MM-DD HH:mm:ss' in the user's zone, or null. */
  scheduledTime: string | null;
  /** A library set (`library-<type>-<level>`) or one of the org's sets. */
  questionSetId: string;
  extraTime: ExtraTime;
}

export const initialScheduleValues: ScheduleFormValues = {
  candidateName: '',
  candidateEmail: '',
  type: DEFAULT_INTERVIEW_TYPE,
  level: DEFAULT_INTERVIEW_LEVEL,
  scheduledTime: null,
  questionSetId: librarySetId(DEFAULT_INTERVIEW_TYPE, DEFAULT_INTERVIEW_LEVEL),
  extraTime: 'none',
};

/** The POST /api/interviews body: the form's values plus the time as an ISO `date`. */
export function toPayload(values: ScheduleFormValues): ScheduleInterviewInput {
  const picked = values.scheduledTime ? dayjs(values.scheduledTime) : null;
  return {
    candidateName: values.candidateName.trim(),
    candidateEmail: values.candidateEmail.trim(),
    type: values.type,
    level: values.level,
    scheduledTime: values.scheduledTime ?? '',
    date: picked?.isValid() ? picked.toDate().toISOString() : '',
    questionSetId: values.questionSetId,
    extraTime: values.extraTime,
  };
}

/** The shared schema's messages, first per field; the time's problems show on the picker. */
export const validateSchedule = schemaValidator(scheduleInterviewSchema, toPayload, (key) =>
  key === 'date' ? 'scheduledTime' : key,
);

const typeOptions = INTERVIEW_TYPES.map((value) => ({
  value,
  label: INTERVIEW_TYPE_LABELS[value],
}));
const levelOptions = INTERVIEW_LEVELS.map((value) => ({
  value,
  label: INTERVIEW_LEVEL_LABELS[value],
}));
const extraTimeOptions = EXTRA_TIME_OPTIONS.map((value) => ({
  value,
  label: EXTRA_TIME_LABELS[value],
}));
const isInterviewType = (value: unknown): value is InterviewType =>
  INTERVIEW_TYPES.includes(value as InterviewType);
const isInterviewLevel = (value: unknown): value is InterviewLevel =>
  INTERVIEW_LEVELS.includes(value as InterviewLevel);

// Named by type and level, so the modal never loads the library's questions.
const libraryGroup = {
  group: SCHEDULE_DESIGN_MESSAGES.libraryGroup,
  items: INTERVIEW_TYPES.flatMap((type) =>
    INTERVIEW_LEVELS.map((level) => ({
      value: librarySetId(type, level),
      label: SCHEDULE_DESIGN_MESSAGES.librarySetName(
        INTERVIEW_TYPE_LABELS[type],
        INTERVIEW_LEVEL_LABELS[level],
      ),
    })),
  ),
};

/**
 * The set select's groups: the library, then the org's usable sets when it has any. A set that
 * could not be read is listed, disabled, as the app's message and its id.
 */
export function questionSetGroups(own: readonly Readable<QuestionSetOption>[]) {
  return own.length === 0
    ? [libraryGroup]
    : [
        libraryGroup,
        {
          group: SCHEDULE_DESIGN_MESSAGES.ownGroup,
          items: own.map((set) =>
            isUnreadable(set)
              ? {
                  value: set.id,
                  label: `${APP_MESSAGES.unreadableRecord} (${set.id})`,
                  disabled: true,
                }
              : { value: set.id, label: set.name },
          ),
        },
      ];
}

export function ScheduleInterviewModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm<ScheduleFormValues>({
    initialValues: initialScheduleValues,
    validate: validateSchedule,
  });
  const session = useSession();
  const orgId =
    session.status === 'signed-in' && session.claims.role === 'staff'
      ? session.claims.orgId
      : undefined;
  const ownSets = useQuestionSetOptions(orgId);
  // The set follows the type and level (their library set) until the user picks one.
  const [setPicked, setSetPicked] = useState(false);
  const followLibrary = (type: InterviewType, level: InterviewLevel) => {
    if (!setPicked) form.setFieldValue('questionSetId', librarySetId(type, level));
  };
  const typeInput = form.getInputProps('type');
  const levelInput = form.getInputProps('level');
  const setInput = form.getInputProps('questionSetId');
  // The server's own words (a refused field, a duplicate), else 'Failed to create interview'.
  const { run, busy, error, reset } = useMutation(createInterview, {
    fallback: INTERVIEW_MESSAGES.createFailed,
    serverText: anyStatus,
  });

  const close = () => {
    if (busy) return;
    form.reset();
    setSetPicked(false);
    reset();
    onClose();
  };

  const onSubmit = form.onSubmit(async (values) => {
    if ((await run(toPayload(values))).ok) {
      form.reset();
      setSetPicked(false);
      onClose();
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={INTERVIEW_MESSAGES.modalTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert" withCloseButton onClose={reset}>
              {error}
            </Alert>
          )}
          <TextInput
            label={INTERVIEW_MESSAGES.candidateNameLabel}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('candidateName')}
          />
          <TextInput
            label={INTERVIEW_MESSAGES.candidateEmailLabel}
            type="email"
            autoComplete="off"
            {...form.getInputProps('candidateEmail')}
          />
          <Select
            label={INTERVIEW_MESSAGES.typeLabel}
            data={typeOptions}
            allowDeselect={false}
            {...typeInput}
            onChange={(value) => {
              typeInput.onChange(value);
              if (isInterviewType(value)) followLibrary(value, form.getValues().level);
            }}
          />
          <Select
            label={INTERVIEW_MESSAGES.levelLabel}
            data={levelOptions}
            allowDeselect={false}
            {...levelInput}
            onChange={(value) => {
              levelInput.onChange(value);
              if (isInterviewLevel(value)) followLibrary(form.getValues().type, value);
            }}
          />
          <Select
            label={SCHEDULE_DESIGN_MESSAGES.questionSetLabel}
            description={SCHEDULE_DESIGN_MESSAGES.questionSetDescription}
            data={questionSetGroups(ownSets.data ?? [])}
            allowDeselect={false}
            {...setInput}
            onChange={(value) => {
              setInput.onChange(value);
              setSetPicked(true);
            }}
          />
          <Select
            label={SCHEDULE_DESIGN_MESSAGES.extraTimeLabel}
            description={SCHEDULE_DESIGN_MESSAGES.extraTimeDescription}
            data={extraTimeOptions}
            allowDeselect={false}
            {...form.getInputProps('extraTime')}
          />
          <DateTimePicker
            label={INTERVIEW_MESSAGES.timeLabel}
            placeholder={INTERVIEW_MESSAGES.timePlaceholder}
            valueFormat="ddd, MMM D, YYYY HH:mm"
            minDate={dayjs().format('YYYY-MM-DD')}
            clearable
            popoverProps={{ withinPortal: true }}
            nextLabel={INTERVIEW_MESSAGES.nextMonth}
            previousLabel={INTERVIEW_MESSAGES.previousMonth}
            timePickerProps={{
              hoursInputLabel: INTERVIEW_MESSAGES.hours,
              minutesInputLabel: INTERVIEW_MESSAGES.minutes,
            }}
            submitButtonProps={{ 'aria-label': INTERVIEW_MESSAGES.confirmTime }}
            {...form.getInputProps('scheduledTime')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {INTERVIEW_MESSAGES.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? INTERVIEW_MESSAGES.scheduling : INTERVIEW_MESSAGES.schedule}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
