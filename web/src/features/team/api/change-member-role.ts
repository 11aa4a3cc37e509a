import { ChangeRoleSchema } from '@shared/schemas/team';
import type { ChangeRoleInput } from '@shared/schemas/team';
import { api } from '@/lib/api-client';
import type { OrgRole } from '@shared/constants';

/** PATCH /api/team/members/{uid} (owners); 409 when it would leave the team without an owner. */
export const changeMemberRole = (uid: string, input: ChangeRoleInput) =>
  api.patch<{ member: { uid: string; role: OrgRole } }>(
    `/team/members/${encodeURIComponent(uid)}`,
    ChangeRoleSchema.parse(input),
  );
