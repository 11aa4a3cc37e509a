import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import type { InterviewRow } from '@/domain/interview';
import { cancelInterview } from '../api/cancel-interview';
import { InterviewActionDialog } from './interview-action-dialog';

/** Cancelling asks 'Are you sure you want to cancel this interview?' first. */
export function CancelInterviewDialog({
  interview,
  onClose,
}: {
  interview: InterviewRow | null;
  onClose: () => void;
}) {
  return (
    <InterviewActionDialog
      interview={interview}
      title={INTERVIEW_MESSAGES.cancelDialogTitle}
      message={INTERVIEW_MESSAGES.cancelConfirm}
      keepLabel={INTERVIEW_MESSAGES.keepInterview}
      confirmLabel={INTERVIEW_MESSAGES.confirmCancel}
      action={cancelInterview}
      fallback={INTERVIEW_MESSAGES.cancelFailed}
      onClose={onClose}
    />
  );
}
