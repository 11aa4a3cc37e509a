import type { InterviewRow } from '@/domain/interview';
import { ShareDialog } from '@/domain/share-dialog';
import { APP_MESSAGES } from '@shared/messages/common';
import { createShortlist } from '../api/create-shortlist';

/**
 * The share dialog for the interviews ticked on the dashboard, in the order they were ticked: one
 * share, one mail to the recipient. Every question of each is included unless unticked.
 */
export function ShareSelectedDialog({
  interviews,
  onClose,
  onShared,
}: {
  interviews: readonly InterviewRow[];
  onClose: () => void;
  onShared: () => void;
}) {
  return (
    <ShareDialog
      opened
      interviews={interviews.map((row) => ({
        id: row.id,
        candidate: row.candidateName || APP_MESSAGES.noValue,
        questions: row.questions ?? [],
      }))}
      aiAssist={interviews.some((row) => row.aiAssist)}
      send={createShortlist}
      onClose={onClose}
      onShared={onShared}
    />
  );
}
