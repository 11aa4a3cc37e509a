// The share dialog, the same from the review screen (one interview) and the dashboard (a shortlist
// of the ticked interviews): how it is sent is the caller's, so each keeps its own API call.
import { Checkbox, Group, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SHARE_LIMITS } from '@shared/constants/limits';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { createShortlistSchema } from '@shared/schemas/shares';
import type { CreateShortlistInput } from '@shared/schemas/shares';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';

/** One interview offered for sharing: who it is about and its questions, in order. */
export interface ShareableInterview {
  id: string;
  candidate: string;
  questions: readonly { id: string; text: string }[];
}

interface ShareValues {
  recipientEmail: string;
  /** A number input's value: '' while emptied. */
  expiresInDays: number | string;
  viewCap: number | string;
  /** Each interview's ticked questions, by interview id. */
  questionIds: Record<string, string[]>;
  hideCandidate: boolean;
  includeAiNotes: boolean;
  message: string;
}

/** What the API takes from the dialog's values, its interviews in the order given. */
const toInput = (
  values: ShareValues,
  interviews: readonly ShareableInterview[],
): CreateShortlistInput => ({
  recipientEmail: values.recipientEmail,
  expiresInDays: values.expiresInDays === '' ? Number.NaN : Number(values.expiresInDays),
  viewCap: values.viewCap === '' ? null : Number(values.viewCap),
  interviews: interviews.map((i) => ({
    interviewId: i.id,
    questionIds: values.questionIds[i.id] ?? [],
  })),
  hideCandidate: values.hideCandidate,
  includeAiNotes: values.includeAiNotes,
  message: values.message.trim() || undefined,
});

/** The API's own checks, each shown on its field; an interview's questions on its own group. */
const validatorFor = (interviews: readonly ShareableInterview[]) =>
  schemaValidator<ShareValues>(
    createShortlistSchema,
    (values) => toInput(values, interviews),
    (key, path) => {
      if (key !== 'interviews') return key;
      const interview = interviews[Number(path[1])] ?? interviews[0];
      return interview ? `questionIds.${interview.id}` : key;
    },
  );

/**
 * The share dialog: recipient, expiry (7 days unless changed, at most 30), an optional view cap,
 * the questions of each interview (all unless unticked), whether to hide the candidates, whether to
 * include AI notes, and a message. Its own Share and Cancel, like the app's confirm dialog.
 */
export function ShareDialog({
  opened,
  interviews,
  aiAssist,
  send,
  onClose,
  onShared,
}: {
  opened: boolean;
  /** One interview, or a shortlist in the order the shared page shows them. */
  interviews: readonly ShareableInterview[];
  /** Offers the AI-notes switch (an interview had AI assist). */
  aiAssist: boolean;
  send: (input: CreateShortlistInput) => Promise<unknown>;
  onClose: () => void;
  onShared: () => void;
}) {
  const shortlist = interviews.length > 1;
  const sharing = useMutation(send, {
    fallback: SHARE_MESSAGES.shareFailed,
    show: [400, 404, 409, 429],
  });
  const form = useForm<ShareValues>({
    initialValues: {
      recipientEmail: '',
      expiresInDays: SHARE_LIMITS.defaultExpiryDays,
      viewCap: '',
      questionIds: Object.fromEntries(interviews.map((i) => [i.id, i.questions.map((q) => q.id)])),
      hideCandidate: false,
      includeAiNotes: false,
      message: '',
    },
    validate: validatorFor(interviews),
    // A change answers the server's refusal: its message no longer applies.
    onValuesChange: () => sharing.reset(),
  });
  const submit = async (values: ShareValues) => {
    if (sharing.busy) return;
    const result = await sharing.run(toInput(values, interviews));
    if (result.ok) {
      form.setValues({ recipientEmail: '', message: '' });
      onShared();
    }
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={
        shortlist
          ? SHARE_MESSAGES.shortlistDialogTitle(interviews.length)
          : SHARE_MESSAGES.dialogTitle
      }
      cancelLabel={SHARE_MESSAGES.cancel}
      confirmLabel={SHARE_MESSAGES.send}
      tone="neutral"
      busy={sharing.busy}
      error={sharing.error}
      onClose={() => {
        sharing.reset();
        onClose();
      }}
      onConfirm={form.onSubmit((values) => void submit(values))}
    >
      <Stack gap="sm">
        <TextInput
          type="email"
          label={SHARE_MESSAGES.recipientLabel}
          required
          data-autofocus
          {...form.getInputProps('recipientEmail')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={SHARE_MESSAGES.expiryLabel}
            min={1}
            max={SHARE_LIMITS.maxExpiryDays}
            allowDecimal={false}
            {...form.getInputProps('expiresInDays')}
          />
          <NumberInput
            label={SHARE_MESSAGES.viewCapLabel}
            min={1}
            max={SHARE_LIMITS.maxViewCap}
            allowDecimal={false}
            {...form.getInputProps('viewCap')}
          />
        </Group>
        {interviews.map((interview) => (
          <Checkbox.Group
            key={interview.id}
            label={
              shortlist
                ? SHARE_MESSAGES.questionsOfLabel(interview.candidate)
                : SHARE_MESSAGES.questionsLabel
            }
            {...form.getInputProps(`questionIds.${interview.id}`)}
          >
            <Stack gap={4} mt={4}>
              {interview.questions.map((q, i) => (
                <Checkbox
                  key={q.id}
                  value={q.id}
                  label={SHARE_MESSAGES.questionOption(i + 1, q.text)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ))}
        <Switch
          label={SHARE_MESSAGES.hideCandidateLabel}
          {...form.getInputProps('hideCandidate', { type: 'checkbox' })}
        />
        {aiAssist && (
          <Switch
            label={SHARE_MESSAGES.aiNotesLabel}
            {...form.getInputProps('includeAiNotes', { type: 'checkbox' })}
          />
        )}
        <Textarea
          label={SHARE_MESSAGES.messageLabel}
          maxLength={SHARE_LIMITS.messageMax}
          rows={3}
          {...form.getInputProps('message')}
        />
      </Stack>
    </ConfirmDialog>
  );
}
