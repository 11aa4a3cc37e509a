import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import type { InterviewRow } from '@/domain/interview';
import { eraseCandidateData } from '../api/erase-candidate-data';
import { InterviewActionDialog } from './interview-action-dialog';

/** An owner's erasure of a candidate's data, after saying what goes and that it can't be undone. */
export function EraseCandidateDialog({
  interview,
  onClose,
  onErased,
}: {
  interview: InterviewRow | null;
  onClose: () => void;
  onErased: () => void;
}) {
  return (
    <InterviewActionDialog
      interview={interview}
      title={INTERVIEW_MESSAGES.eraseTitle}
      message={INTERVIEW_MESSAGES.eraseBody}
      keepLabel={INTERVIEW_MESSAGES.eraseCancel}
      confirmLabel={INTERVIEW_MESSAGES.eraseConfirm}
      action={eraseCandidateData}
      fallback={INTERVIEW_MESSAGES.eraseFailed}
      onClose={onClose}
      onDone={onErased}
    />
  );
}
