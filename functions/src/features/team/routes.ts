import { Router } from 'express';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { teamEndpoints } from '../../shared/contract/endpoints/team';
import { requireUser } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { requireMember, requireOwner } from '../../lib/membership';
import { staffMailQuota, startStaffMailQuota } from '../../lib/staff-mail-quota';
import { parse } from '../../lib/validate';
import { inviteTeammate, resendInvitation, revokeInvitation } from './invitations';
import { inviterOf } from './inviter';
import { changeMemberRole, removeMember } from './members';
import { updateOrgSettings } from './org-settings';

/** The team of the caller's org: owners manage it; members read it live through Firestore. */
export const teamRouter = Router();
const ownersOnly = [requireUser, requireMember, requireOwner(TEAM_MESSAGES.notOwner)];
route(
  teamRouter,
  teamEndpoints.inviteTeammate,
  ...ownersOnly,
  // Counted against the staff mail limits: the call mails someone.
  startStaffMailQuota(teamEndpoints.inviteTeammate.request),
  async (req, res) => {
    const input = parse(teamEndpoints.inviteTeammate.request, req.body);
    await staffMailQuota(req);
    const invitation = await inviteTeammate(await inviterOf(req.member!, req.user!.email), input);
    send(res, teamEndpoints.inviteTeammate, { invitation }, 201);
  },
);

route(
  teamRouter,
  teamEndpoints.resendInvitation,
  ...ownersOnly,
  startStaffMailQuota(),
  async (req, res) => {
    const { id } = req.params;
    await staffMailQuota(req);
    const invitation = await resendInvitation(await inviterOf(req.member!, req.user!.email), id);
    send(res, teamEndpoints.resendInvitation, { invitation });
  },
);

route(teamRouter, teamEndpoints.revokeInvitation, ...ownersOnly, async (req, res) => {
  const { id } = req.params;
  await revokeInvitation(req.member!.orgId, id);
  send(res, teamEndpoints.revokeInvitation, { revoked: true });
});

route(teamRouter, teamEndpoints.changeMemberRole, ...ownersOnly, async (req, res) => {
  const { uid } = req.params;
  const { role } = parse(teamEndpoints.changeMemberRole.request, req.body);
  const member = await changeMemberRole(req.member!.orgId, uid, role);
  send(res, teamEndpoints.changeMemberRole, { member });
});

route(teamRouter, teamEndpoints.removeMember, ...ownersOnly, async (req, res) => {
  const { uid } = req.params;
  await removeMember(req.member!.orgId, uid);
  send(res, teamEndpoints.removeMember, { removed: true });
});

route(teamRouter, teamEndpoints.updateOrgSettings, ...ownersOnly, async (req, res) => {
  const input = parse(teamEndpoints.updateOrgSettings.request, req.body);
  const settings = await updateOrgSettings(req.member!.orgId, input);
  send(res, teamEndpoints.updateOrgSettings, { settings });
});
