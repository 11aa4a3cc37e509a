// The share dialog, the same from the review screen (one interview) and the dashboard (a shortlist
// of the ticked interviews): how it is sent is the caller's, so each keeps its own API call.
import { useState } from 'react';
import { Checkbox, Group, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { SHARE_LIMITS } from '@shared/constants/limits';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import type { CreateShortlistInput } from '@shared/schemas/shares';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useMutation } from '@/lib/use-mutation';

/** One interview offered for sharing: who it is about and its questions, in order. */
export interface ShareableInterview {
  id: string;
  candidate: string;
  questions: readonly { id: string; text: string }[];
}

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
  const [recipientEmail, setRecipientEmail] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number | string>(
    SHARE_LIMITS.defaultExpiryDays,
  );
  const [viewCap, setViewCap] = useState<number | string>('');
  const [questionIds, setQuestionIds] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(interviews.map((i) => [i.id, i.questions.map((q) => q.id)])),
  );
  const [hideCandidate, setHideCandidate] = useState(false);
  const [includeAiNotes, setIncludeAiNotes] = useState(false);
  const [message, setMessage] = useState('');
  const sharing = useMutation(
    () =>
      send({
        recipientEmail,
        expiresInDays: Number(expiresInDays),
        viewCap: viewCap === '' ? null : Number(viewCap),
        interviews: interviews.map((i) => ({
          interviewId: i.id,
          questionIds: questionIds[i.id] ?? [],
        })),
        hideCandidate,
        includeAiNotes,
        message: message.trim() || undefined,
      }),
    { fallback: SHARE_MESSAGES.shareFailed, show: [400, 404, 409, 429] },
  );
  const submit = async () => {
    const result = await sharing.run();
    if (result.ok) {
      setRecipientEmail('');
      setMessage('');
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
      onConfirm={() => void submit()}
    >
      <Stack gap="sm">
        <TextInput
          type="email"
          label={SHARE_MESSAGES.recipientLabel}
          value={recipientEmail}
          onChange={(e) => setRecipientEmail(e.currentTarget.value)}
          required
          data-autofocus
        />
        <Group grow align="flex-start">
          <NumberInput
            label={SHARE_MESSAGES.expiryLabel}
            value={expiresInDays}
            onChange={setExpiresInDays}
            min={1}
            max={SHARE_LIMITS.maxExpiryDays}
            allowDecimal={false}
          />
          <NumberInput
            label={SHARE_MESSAGES.viewCapLabel}
            value={viewCap}
            onChange={setViewCap}
            min={1}
            max={SHARE_LIMITS.maxViewCap}
            allowDecimal={false}
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
            value={questionIds[interview.id] ?? []}
            onChange={(ids) => setQuestionIds((all) => ({ ...all, [interview.id]: ids }))}
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
          checked={hideCandidate}
          onChange={(e) => setHideCandidate(e.currentTarget.checked)}
        />
        {aiAssist && (
          <Switch
            label={SHARE_MESSAGES.aiNotesLabel}
            checked={includeAiNotes}
            onChange={(e) => setIncludeAiNotes(e.currentTarget.checked)}
          />
        )}
        <Textarea
          label={SHARE_MESSAGES.messageLabel}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={SHARE_LIMITS.messageMax}
          rows={3}
        />
      </Stack>
    </ConfirmDialog>
  );
}
