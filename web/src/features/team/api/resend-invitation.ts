import { api } from '@/lib/api-client';
import type { SentInvitation } from './invite-teammate';

/** POST /api/team/invitations/{id}/resend (owners): a new link, mailed again, with a new expiry. */
export const resendInvitation = (id: string) =>
  api.post<{ invitation: SentInvitation }>(`/team/invitations/${encodeURIComponent(id)}/resend`);
