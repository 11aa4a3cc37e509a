import { teamEndpoints } from '@shared/contract/endpoints/team';
import { callApi } from '@/lib/api-client';

/** Owners only: a new link, mailed again, with a new expiry. */
export const resendInvitation = (id: string) =>
  callApi(teamEndpoints.resendInvitation, { params: { id } });
