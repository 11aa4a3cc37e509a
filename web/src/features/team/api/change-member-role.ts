import { teamEndpoints } from '@shared/contract/endpoints/team';
import { ChangeRoleSchema } from '@shared/schemas/team';
import type { ChangeRoleInput } from '@shared/schemas/team';
import { callApi } from '@/lib/api-client';

/** Owners only; 409 when it would leave the team without an owner. */
export const changeMemberRole = (uid: string, input: ChangeRoleInput) =>
  callApi(teamEndpoints.changeMemberRole, {
    params: { uid },
    body: ChangeRoleSchema.parse(input),
  });
