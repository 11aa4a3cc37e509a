import { teamEndpoints } from '@shared/contract/endpoints/team';
import { callApi } from '@/lib/api-client';

/** Owners only: its link stops working at once. */
export const revokeInvitation = (id: string) =>
  callApi(teamEndpoints.revokeInvitation, { params: { id } });
