import { api } from '@/lib/api-client';

/** DELETE /api/team/members/{uid} (owners); 409 when it would leave the team without an owner. */
export const removeMember = (uid: string) =>
  api.delete<{ removed: true }>(`/team/members/${encodeURIComponent(uid)}`);
