import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { SHARE_LIMITS } from '@shared/constants/limits';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { ScrollTable } from '@/components/table/scroll-table';
import { formatInterviewDate } from '@/lib/format-date';
import { useMembership } from '@/lib/auth/membership';
import { useMutation } from '@/lib/use-mutation';
import { createShare, revokeShare } from '../api/shares';
import { useLiveShares } from '../data/review-firestore';
import type { ShareRow as Share } from '../types';

const STATE_COLORS: Record<Share['state'], string> = {
  sent: 'blue',
  opened: 'teal',
  feedback: 'green',
  expired: 'gray',
  revoked: 'gray',
  locked: 'red',
};

const ENDED = new Set<Share['state']>(['expired', 'revoked', 'locked']);

/**
 * The share dialog: recipient, expiry (7 days unless changed, at most 30), an optional view cap,
 * the questions (all unless unticked), whether to hide the candidate, whether to include AI notes,
 * and a message. Its own Share and Cancel, like the app's confirm dialog.
 */
function ShareDialog({
  opened,
  interviewId,
  questions,
  aiAssist,
  onClose,
  onShared,
}: {
  opened: boolean;
  interviewId: string;
  questions: { id: string; text: string }[];
  aiAssist: boolean;
  onClose: () => void;
  onShared: () => void;
}) {
  const [recipientEmail, setRecipientEmail] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number | string>(
    SHARE_LIMITS.defaultExpiryDays,
  );
  const [viewCap, setViewCap] = useState<number | string>('');
  const [questionIds, setQuestionIds] = useState<string[]>(questions.map((q) => q.id));
  const [hideCandidate, setHideCandidate] = useState(false);
  const [includeAiNotes, setIncludeAiNotes] = useState(false);
  const [message, setMessage] = useState('');
  const sharing = useMutation(
    () =>
      createShare(interviewId, {
        recipientEmail,
        expiresInDays: Number(expiresInDays),
        viewCap: viewCap === '' ? null : Number(viewCap),
        questionIds,
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
      title={SHARE_MESSAGES.dialogTitle}
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
        <Checkbox.Group
          label={SHARE_MESSAGES.questionsLabel}
          value={questionIds}
          onChange={setQuestionIds}
        >
          <Stack gap={4} mt={4}>
            {questions.map((q, i) => (
              <Checkbox
                key={q.id}
                value={q.id}
                label={SHARE_MESSAGES.questionOption(i + 1, q.text)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
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

/**
 * The interview's shares with outside reviewers, live, for their sender and the org's owners: each
 * one's state (sent, opened and when, feedback given, expired, revoked, locked), its views, and
 * Revoke (through the confirm dialog). A completed interview can be shared from here.
 */
export function SharePanel({
  interviewId,
  orgId,
  uid,
  questions,
  aiAssist,
  shareable,
}: {
  interviewId: string;
  orgId: string;
  uid: string;
  questions: { id: string; text: string }[];
  aiAssist: boolean;
  /** Completed and not erased: the Share button is offered. */
  shareable: boolean;
}) {
  const membership = useMembership();
  // Until the role is known nothing is read; a failed membership read is a member's view.
  const live = useLiveShares(
    interviewId,
    membership.status === 'loading'
      ? null
      : { orgId, uid, owner: membership.status === 'member' && membership.role === 'owner' },
  );
  const shares = live.status === 'success' ? (live.data ?? null) : null;
  const loadFailed = live.status === 'error';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [revoking, setRevoking] = useState<Share | null>(null);
  const revoke = useMutation((share: Share) => revokeShare(interviewId, share.id), {
    fallback: SHARE_MESSAGES.revokeFailed,
    show: [403, 404, 409],
  });
  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke.run(revoking);
    if (result.ok) setRevoking(null);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shares-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="shares-title">
          {SHARE_MESSAGES.sharesTitle}
        </Title>
        {shareable && (
          <Button variant="light" onClick={() => setDialogOpen(true)}>
            {SHARE_MESSAGES.shareButton}
          </Button>
        )}
      </Group>
      {loadFailed && (
        <Alert color="red" role="alert">
          {SHARE_MESSAGES.loadFailed}
        </Alert>
      )}
      {shares && shares.length === 0 && (
        <Text c="dimmed" size="sm">
          {SHARE_MESSAGES.noShares}
        </Text>
      )}
      {shares && shares.length > 0 && (
        <ScrollTable
          labelledBy="shares-title"
          minWidth={640}
          columns={Object.values(SHARE_MESSAGES.columns)}
        >
          {shares.map((share) => (
            <Table.Tr key={share.id} data-testid="share-row">
              <Table.Td>{share.recipientEmail}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLORS[share.state]}>
                  {SHARE_MESSAGES.stateLabels[share.state]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {share.firstOpenedAt
                  ? formatInterviewDate(share.lastOpenedAt ?? share.firstOpenedAt)
                  : SHARE_MESSAGES.notOpened}
              </Table.Td>
              <Table.Td>{SHARE_MESSAGES.viewsOf(share.views, share.viewCap)}</Table.Td>
              <Table.Td>{formatInterviewDate(share.expiresAt)}</Table.Td>
              <Table.Td>
                {!ENDED.has(share.state) && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={SHARE_MESSAGES.revokeFor(share.recipientEmail)}
                    onClick={() => {
                      revoke.reset();
                      setRevoking(share);
                    }}
                  >
                    {SHARE_MESSAGES.revoke}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      <ShareDialog
        key={String(dialogOpen)}
        opened={dialogOpen}
        interviewId={interviewId}
        questions={questions}
        aiAssist={aiAssist}
        onClose={() => setDialogOpen(false)}
        onShared={() => setDialogOpen(false)}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={SHARE_MESSAGES.revokeTitle}
        cancelLabel={SHARE_MESSAGES.cancel}
        confirmLabel={SHARE_MESSAGES.revoke}
        busy={revoke.busy}
        error={revoke.error}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      >
        <Text size="sm">{revoking && SHARE_MESSAGES.revokeBody(revoking.recipientEmail)}</Text>
      </ConfirmDialog>
    </Paper>
  );
}
