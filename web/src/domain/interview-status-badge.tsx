import { Badge } from '@mantine/core';
import type { InterviewStatus } from '@shared/constants/domain';
import { APP_MESSAGES } from '@shared/messages/common';

const STATUS_COLORS: Record<InterviewStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

/** An interview's status as a badge: its stored word, coloured; an unknown status is grey. */
export function InterviewStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status as InterviewStatus] ?? 'gray'} variant="light">
      {status || APP_MESSAGES.noValue}
    </Badge>
  );
}
