// The org's settings, changed by its owners. A plain update: the last owner to save wins, as on
// any settings screen, and the org's counts are untouched.
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { teamEndpoints } from '../../shared/contract/endpoints/team';
import { orgSettingsOf } from '../../shared/schemas/team';
import type { OrgSettingsInput } from '../../shared/schemas/team';
import { orgRef } from '../../lib/membership';
import { readOrg } from '../../lib/orgs';

type SettingsView = ResponseOf<typeof teamEndpoints.updateOrgSettings>['settings'];

export async function updateOrgSettings(
  orgId: string,
  input: OrgSettingsInput,
): Promise<SettingsView> {
  const ref = orgRef(orgId);
  const changes = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [`settings.${key}`, value]),
  );
  await ref.update(changes);
  return orgSettingsOf((await readOrg(orgId))?.settings);
}
