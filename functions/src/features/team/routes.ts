import { Router } from 'express';
import type { Request } from 'express';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { ChangeRoleSchema, InviteTeammateSchema, TEAM_ID_PATTERN } from '../../shared/schemas/team';
import { requireUser } from '../../lib/auth-middleware';
import { db } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';
import { requireMember, requireOwner } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { inviteTeammate, resendInvitation, revokeInvitation } from './invitations';
import type { Inviter } from './invitations';
import { changeMemberRole, removeMember } from './members';

/** The team of the caller's org: owners manage it; members read it live through Firestore. */
export const teamRouter = Router();
const ownersOnly = [requireUser, requireMember, requireOwner(TEAM_MESSAGES.notOwner)];

function pathId(value: unknown, message: string): string {
  if (typeof value !== 'string' || !TEAM_ID_PATTERN.test(value)) throw notFound(message);
  return value;
}

/** The owner as invitations name them: their display name, else their address. */
async function inviterOf(req: Request): Promise<Inviter> {
  const { orgId, uid } = req.member!;
  const profile = await db.doc(`users/${uid}`).get();
  const name = String(profile.get('displayName') ?? '') || req.user!.email || uid;
  return { orgId, uid, name };
}

teamRouter.post('/team/invitations', ...ownersOnly, async (req, res) => {
  const input = parse(InviteTeammateSchema, req.body);
  const invitation = await inviteTeammate(await inviterOf(req), input);
  res.status(201).json({ invitation });
});

teamRouter.post('/team/invitations/:id/resend', ...ownersOnly, async (req, res) => {
  const id = pathId(req.params.id, TEAM_MESSAGES.invitationNotFound);
  res.json({ invitation: await resendInvitation(await inviterOf(req), id) });
});

teamRouter.delete('/team/invitations/:id', ...ownersOnly, async (req, res) => {
  const id = pathId(req.params.id, TEAM_MESSAGES.invitationNotFound);
  await revokeInvitation(req.member!.orgId, id);
  res.json({ revoked: true });
});

teamRouter.patch('/team/members/:uid', ...ownersOnly, async (req, res) => {
  const uid = pathId(req.params.uid, TEAM_MESSAGES.memberNotFound);
  const { role } = parse(ChangeRoleSchema, req.body);
  res.json({ member: await changeMemberRole(req.member!.orgId, uid, role) });
});

teamRouter.delete('/team/members/:uid', ...ownersOnly, async (req, res) => {
  const uid = pathId(req.params.uid, TEAM_MESSAGES.memberNotFound);
  await removeMember(req.member!.orgId, uid);
  res.json({ removed: true });
});
