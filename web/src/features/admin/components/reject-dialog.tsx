import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCESS_MESSAGE_MAX } from '@shared/constants/limits';
import { ADMIN_MESSAGES } from '@shared/messages/access';
import { RejectAccessRequestSchema } from '@shared/schemas/access';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import type { AccessRequestRow } from '@/domain/access-request';
import { schemaValidator } from '@/lib/schema-form';

interface RejectValues {
  reason: string;
}
const validateReject = schemaValidator<RejectValues>(RejectAccessRequestSchema);

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
  const form = useForm<RejectValues>({ initialValues: { reason: '' }, validate: validateReject });
  const close = () => {
    form.reset();
    onClose();
  };
  const reject = form.onSubmit(({ reason }) => {
    if (request) onReject(request, reason.trim());
    close();
  });
  const confirm = () => {
    if (form.values.reason.trim()) reject();
    else close();
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
          rows={3}
          maxLength={ACCESS_MESSAGE_MAX}
          data-autofocus
          {...form.getInputProps('reason')}
        />
      </Stack>
    </ConfirmDialog>
  );
}
