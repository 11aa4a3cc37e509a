// What the admin screens know about a request for platform access.
import type { Timestamp } from 'firebase/firestore';
import type { AccessRequestStatus } from '@shared/constants/domain';
import { ADMIN_MESSAGES } from '@shared/messages/access';

/** One request, as the admin's list shows it. */
export interface AccessRequestRow {
  id: string;
  workDomain: string;
  email: string;
  teamSize: number | null;
  message: string | null;
  status: AccessRequestStatus;
  createdAt: Timestamp | null;
  rejectionReason: string | null;
}

export const ACCESS_REQUEST_STATUS_LABELS: Record<AccessRequestStatus, string> =
  ADMIN_MESSAGES.statuses;
