// The org's settings, changed by its owners. A plain update: the last owner to save wins, as on
// any settings screen, and the org's counts are untouched.
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { teamEndpoints } from '../../shared/contract/endpoints/team';
import type { OrgSettingsInput } from '../../shared/schemas/team';
import { orgRef } from '../../lib/membership';

type SettingsView = ResponseOf<typeof teamEndpoints.updateOrgSettings>['settings'];

export async function updateOrgSettings(
  orgId: string,
  input: OrgSettingsInput,
): Promise<SettingsView> {
  await orgRef(orgId).update({ 'settings.notifyOnComplete': input.notifyOnComplete });
  return { notifyOnComplete: input.notifyOnComplete };
}
