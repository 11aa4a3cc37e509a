import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { ShareDialog } from '@/domain/share-dialog';
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
 * The shares holding the interview (alone or on a shortlist), live, for their sender and the org's
 * owners: each one's state (sent, opened and when, feedback given, expired, revoked, locked), its
 * views, and Revoke (through the confirm dialog). A completed interview can be shared from here.
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
        interviews={[{ id: interviewId, candidate: '', questions }]}
        aiAssist={aiAssist}
        send={({ interviews: [only], ...options }) =>
          createShare(interviewId, { ...options, questionIds: only?.questionIds })
        }
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
