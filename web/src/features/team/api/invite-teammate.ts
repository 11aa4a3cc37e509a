import { teamEndpoints } from '@shared/contract/endpoints/team';
import { InviteTeammateSchema } from '@shared/schemas/team';
import type { InviteTeammateInput } from '@shared/schemas/team';
import { callApi } from '@/lib/api-client';

/** Owners only: mails an invitation link; the live list shows it. */
export const inviteTeammate = (input: InviteTeammateInput) =>
  callApi(teamEndpoints.inviteTeammate, { body: InviteTeammateSchema.parse(input) });
