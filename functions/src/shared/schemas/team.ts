// Request bodies of /api/team/*, shared by the Team screen and the API.
import { ORG_ROLES } from '../constants';
import { ACCESS_MESSAGES } from '../messages/access';
import { TEAM_MESSAGES } from '../messages/team';
import { z } from './zod';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const OrgRoleSchema = z.enum(ORG_ROLES, { error: TEAM_MESSAGES.roleRequired });

/** POST /api/team/invitations. Outside addresses need the explicit box (the server records it). */
export const InviteTeammateSchema = z.strictObject({
  email: z
    .string({ error: ACCESS_MESSAGES.invalidEmailFormat })
    .trim()
    .toLowerCase()
    .max(254, ACCESS_MESSAGES.invalidEmailFormat)
    .regex(EMAIL_PATTERN, ACCESS_MESSAGES.invalidEmailFormat),
  role: OrgRoleSchema,
  outsideDomain: z.boolean().optional().default(false),
});
export type InviteTeammateInput = z.input<typeof InviteTeammateSchema>;

/** PATCH /api/team/members/{uid}. */
export const ChangeRoleSchema = z.strictObject({ role: OrgRoleSchema });
export type ChangeRoleInput = z.input<typeof ChangeRoleSchema>;

/** Member uids and invitation ids in paths: anything else can't exist, so it is a 404. */
export const TEAM_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** PATCH /api/team/settings. */
export const OrgSettingsSchema = z.strictObject({
  notifyOnComplete: z.boolean({ error: TEAM_MESSAGES.notifyOnCompleteInvalid }),
});
export type OrgSettingsInput = z.input<typeof OrgSettingsSchema>;
