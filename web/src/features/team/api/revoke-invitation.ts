import { api } from '@/lib/api-client';

/** DELETE /api/team/invitations/{id} (owners): its link stops working at once. */
export const revokeInvitation = (id: string) =>
  api.delete<{ revoked: true }>(`/team/invitations/${encodeURIComponent(id)}`);
