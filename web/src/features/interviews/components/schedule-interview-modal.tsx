import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import {
  DEFAULT_INTERVIEW_LEVEL,
  DEFAULT_INTERVIEW_TYPE,
  INTERVIEW_LEVEL_LABELS,
  INTERVIEW_LEVELS,
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
} from '@shared/constants';
import type { InterviewLevel, InterviewType } from '@shared/constants';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { anyStatus } from '@/lib/error-message';
import { useMutation } from '@/lib/use-mutation';
import { createInterview, scheduleInterviewSchema } from '../api/create-interview';
import type { ScheduleInterviewInput } from '../api/create-interview';

export interface ScheduleFormValues {
  candidateName: string;
  candidateEmail: string;
  type: InterviewType;
  level: InterviewLevel;
  /** The picker's value, 'YYYY-MM-DD HH:mm:ss' in the user's zone, or null. */
  scheduledTime: string | null;
}

export const initialScheduleValues: ScheduleFormValues = {
  candidateName: '',
  candidateEmail: '',
  type: DEFAULT_INTERVIEW_TYPE,
  level: DEFAULT_INTERVIEW_LEVEL,
  scheduledTime: null,
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
  };
}

/** The shared schema's messages, first per field; the time's problems show on the picker. */
export function validateSchedule(values: ScheduleFormValues): Record<string, string> {
  const result = scheduleInterviewSchema.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const raw = String(issue.path[0] ?? '');
    const field = raw === 'date' ? 'scheduledTime' : raw;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const typeOptions = INTERVIEW_TYPES.map((value) => ({
  value,
  label: INTERVIEW_TYPE_LABELS[value],
}));
const levelOptions = INTERVIEW_LEVELS.map((value) => ({
  value,
  label: INTERVIEW_LEVEL_LABELS[value],
}));

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
  // The server's own words (a refused field, a duplicate), else 'Failed to create interview'.
  const { run, busy, error, reset } = useMutation(createInterview, {
    fallback: INTERVIEW_MESSAGES.createFailed,
    serverText: anyStatus,
  });

  const close = () => {
    if (busy) return;
    form.reset();
    reset();
    onClose();
  };

  const onSubmit = form.onSubmit(async (values) => {
    if ((await run(toPayload(values))).ok) {
      form.reset();
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
            label="Candidate Name"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('candidateName')}
          />
          <TextInput
            label="Candidate Email"
            type="email"
            autoComplete="off"
            {...form.getInputProps('candidateEmail')}
          />
          <Select
            label="Interview Type"
            data={typeOptions}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <Select
            label="Experience Level"
            data={levelOptions}
            allowDeselect={false}
            {...form.getInputProps('level')}
          />
          <DateTimePicker
            label="Interview Time"
            placeholder="Pick date and time"
            valueFormat="ddd, MMM D, YYYY HH:mm"
            minDate={dayjs().format('YYYY-MM-DD')}
            clearable
            popoverProps={{ withinPortal: true }}
            nextLabel="Next month"
            previousLabel="Previous month"
            timePickerProps={{ hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' }}
            submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
            {...form.getInputProps('scheduledTime')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
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
