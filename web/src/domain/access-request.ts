// What the admin screens know about a request for platform access.
import type { AccessRequestStatus } from '@shared/constants/domain';
import type { AccessRequestDoc } from '@shared/contract/collections';
import { ADMIN_MESSAGES } from '@shared/messages/access';

/** One request, as the admin's list shows it (a confirmed one: never 'unconfirmed'). */
export interface AccessRequestRow extends Pick<
  AccessRequestDoc,
  'workDomain' | 'email' | 'teamSize' | 'message' | 'createdAt' | 'rejectionReason'
> {
  id: string;
  status: AccessRequestStatus;
}

export const ACCESS_REQUEST_STATUS_LABELS: Record<AccessRequestStatus, string> =
  ADMIN_MESSAGES.statuses;
