import { Text } from '@mantine/core';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import type { AdjustmentRequestView } from '@/domain/interview';
import { formatInterviewDate } from '@/lib/format-date';
import classes from './interviews-table.module.css';

/**
 * "Adjustment requested" under the candidate of a row whose candidate asked for another format or
 * an adjustment; it opens to their words, oldest first, each with when it was sent.
 */
export function AdjustmentFlag({ requests }: { requests: readonly AdjustmentRequestView[] }) {
  if (requests.length === 0) return null;
  return (
    <details className={classes.adjustment}>
      <summary>
        <Text span size="xs" fw={700} className={classes.adjustmentFlag}>
          {INTERVIEW_MESSAGES.adjustmentRequested}
        </Text>
      </summary>
      {requests.map((request, i) => (
        <div key={i} className={classes.adjustmentRequest}>
          <Text size="xs" c="dimmed">
            {formatInterviewDate(request.requestedAt)}
          </Text>
          <Text size="sm">{request.message}</Text>
        </div>
      ))}
    </details>
  );
}
