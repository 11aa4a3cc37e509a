import { teamEndpoints } from '@shared/contract/endpoints/team';
import { callApi } from '@/lib/api-client';

/** Owners only; 409 when it would leave the team without an owner. */
export const removeMember = (uid: string) =>
  callApi(teamEndpoints.removeMember, { params: { uid } });
