import { useState } from 'react';
import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANDIDATE_FEEDBACK_MAX } from '@shared/constants/limits';
import { FEEDBACK_MESSAGES, fillFeedback, firstNameOf } from '@shared/messages/feedback';
import { candidateFeedbackSchema } from '@shared/schemas/feedback';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { formatInterviewDate } from '@/lib/format-date';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { sendCandidateFeedback } from '../api/send-candidate-feedback';

interface FeedbackValues {
  message: string;
}
const validateFeedback = schemaValidator<FeedbackValues>(candidateFeedbackSchema);

/**
 * Feedback to the candidate once a decision is recorded: a message prefilled from the org's
 * template for the decision, which the reviewer reads, edits and sends themselves (once per interview). Once sent,
 * only "Feedback sent" and when.
 */
export function CandidateFeedback({
  interviewId,
  candidateName,
  orgName,
  template,
  sentAt,
}: {
  interviewId: string;
  candidateName: string;
  orgName: string;
  /** The org's template for the recorded decision, placeholders not yet filled. */
  template: string;
  /** ISO: when it was sent (absent: not yet). */
  sentAt?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [sentNow, setSentNow] = useState<string | null>(null);
  const sending = useMutation((text: string) => sendCandidateFeedback(interviewId, text), {
    fallback: FEEDBACK_MESSAGES.sendFailed,
    show: [400, 409],
  });
  const form = useForm<FeedbackValues>({
    initialValues: { message: '' },
    validate: validateFeedback,
    // A change answers the server's refusal: its message no longer applies.
    onValuesChange: () => sending.reset(),
  });
  const sent = sentAt ?? sentNow;
  if (sent) {
    return (
      <Text size="sm" c="green" role="status" data-testid="feedback-sent">
        {FEEDBACK_MESSAGES.sentOn(formatInterviewDate(sent))}
      </Text>
    );
  }
  const open = () => {
    form.setValues({
      message: fillFeedback(template, { firstName: firstNameOf(candidateName), orgName }),
    });
    form.clearErrors();
    sending.reset();
    setOpened(true);
  };
  const send = async ({ message }: FeedbackValues) => {
    if (sending.busy) return;
    const result = await sending.run(message);
    if (result.ok) {
      setSentNow(result.value.candidateFeedback.sentAt);
      setOpened(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="flex-end">
        <Button variant="light" onClick={open}>
          {FEEDBACK_MESSAGES.sendButton}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title={FEEDBACK_MESSAGES.dialogTitle}
        cancelLabel={FEEDBACK_MESSAGES.cancel}
        confirmLabel={FEEDBACK_MESSAGES.send}
        tone="neutral"
        busy={sending.busy}
        error={sending.error}
        onClose={() => setOpened(false)}
        onConfirm={form.onSubmit((values) => void send(values))}
      >
        <Textarea
          label={FEEDBACK_MESSAGES.messageLabel}
          maxLength={CANDIDATE_FEEDBACK_MAX}
          rows={10}
          data-autofocus
          {...form.getInputProps('message')}
        />
      </ConfirmDialog>
    </Paper>
  );
}
