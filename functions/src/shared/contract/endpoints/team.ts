// The team of the caller's org, for its owners (members read the team from Firestore).
import { ORG_ROLES } from '../../constants/domain';
import {
  ChangeRoleSchema,
  InviteTeammateSchema,
  OrgSettingsSchema,
  OrgSettingsShape,
} from '../../schemas/team';
import { TEAM_MESSAGES } from '../../messages/team';
import { z } from '../../schemas/zod';
import { defineEndpoint, pathParam } from '../endpoint';

const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  expiresAt: z.string(),
});

const invitationId = pathParam('documentId', 404, TEAM_MESSAGES.invitationNotFound);
const memberUid = pathParam('documentId', 404, TEAM_MESSAGES.memberNotFound);

export const teamEndpoints = {
  /** Mails an invitation link. */
  inviteTeammate: defineEndpoint({
    method: 'POST',
    path: '/team/invitations',
    request: InviteTeammateSchema,
    response: z.object({ invitation }),
  }),
  /** A new link (older ones stop working), mailed again, with a new expiry. */
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/team/invitations/:id/resend',
    params: { id: invitationId },
    response: z.object({ invitation }),
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/team/invitations/:id',
    params: { id: invitationId },
    response: z.object({ revoked: z.literal(true) }),
  }),
  changeMemberRole: defineEndpoint({
    method: 'PATCH',
    path: '/team/members/:uid',
    params: { uid: memberUid },
    request: ChangeRoleSchema,
    response: z.object({
      member: z.object({ uid: z.string(), email: z.string(), role: z.enum(ORG_ROLES) }),
    }),
  }),
  /** Changes some of the org's settings (owners only); answers with all of them. */
  updateOrgSettings: defineEndpoint({
    method: 'PATCH',
    path: '/team/settings',
    request: OrgSettingsSchema,
    response: z.object({ settings: OrgSettingsShape }),
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/team/members/:uid',
    params: { uid: memberUid },
    response: z.object({ removed: z.literal(true) }),
  }),
};
