import { useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_MESSAGES } from '@shared/messages/access';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import type { AccessRequestRow } from '@/domain/access-request';

/** Rejecting asks for the reason the requester is sent; an empty reason cancels the rejection. */
export function RejectDialog({
  request,
  onClose,
  onReject,
}: {
  request: AccessRequestRow | null;
  onClose: () => void;
  onReject: (request: AccessRequestRow, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () => {
    const trimmed = reason.trim();
    if (request && trimmed) onReject(request, trimmed);
    close();
  };
  // The reason field is marked to take focus before the dialog's Cancel.
  return (
    <ConfirmDialog
      opened={request !== null}
      title={ADMIN_MESSAGES.rejectTitle}
      cancelLabel={ADMIN_MESSAGES.cancel}
      confirmLabel={ADMIN_MESSAGES.reject}
      onClose={close}
      onConfirm={confirm}
    >
      <Stack>
        {request && (
          <Text size="sm">
            {request.email} ({request.workDomain})
          </Text>
        )}
        <Textarea
          label={ADMIN_MESSAGES.rejectReasonLabel}
          description={ADMIN_MESSAGES.rejectReasonHint}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={3}
          maxLength={2000}
          data-autofocus
        />
      </Stack>
    </ConfirmDialog>
  );
}
