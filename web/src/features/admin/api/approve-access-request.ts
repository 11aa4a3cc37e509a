import { api } from '@/lib/api-client';

/** POST /api/access/requests/{id}/approve: the live list updates by itself. */
export const approveAccessRequest = (id: string) =>
  api.post<{ id: string; orgId: string; status: 'approved' }>(
    `/access/requests/${encodeURIComponent(id)}/approve`,
  );
