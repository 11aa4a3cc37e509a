import { Badge } from '@mantine/core';
import type { AccessRequestStatus } from '@shared/constants/domain';
import { ACCESS_REQUEST_STATUS_LABELS } from './access-request';

const STATUS_COLORS: Record<AccessRequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** A request's status as a coloured badge with its label. */
export function AccessRequestStatusBadge({ status }: { status: AccessRequestStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {ACCESS_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
