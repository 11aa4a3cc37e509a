import { accessEndpoints } from '@shared/contract/endpoints/access';
import { callApi } from '@/lib/api-client';

/** Approves a pending request: the live list updates by itself. */
export const approveAccessRequest = (id: string) =>
  callApi(accessEndpoints.approveAccessRequest, { params: { id } });
