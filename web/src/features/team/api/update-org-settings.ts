import { teamEndpoints } from '@shared/contract/endpoints/team';
import { OrgSettingsSchema } from '@shared/schemas/team';
import type { OrgSettingsInput } from '@shared/schemas/team';
import { callApi } from '@/lib/api-client';

/** Owners only: the org's settings; the live org document shows the stored value. */
export const updateOrgSettings = (input: OrgSettingsInput) =>
  callApi(teamEndpoints.updateOrgSettings, { body: OrgSettingsSchema.parse(input) });
