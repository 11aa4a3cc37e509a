// An org's membership is the source of truth for staff access: `orgs/{orgId}/members/{uid}`. The
// ID token's claims only say where to look; a removed member's token still names the org for up to
// an hour, but their member document is gone, so the very next call (and Firestore read) is refused.
import { FieldValue } from 'firebase-admin/firestore';
import type { RequestHandler } from 'express';
import type { OrgRole } from '../shared/constants';
import { collections } from '../shared/contract/collections';
import { API_MESSAGES } from '../shared/messages/common';
import { orgSettingsOf } from '../shared/schemas/team';
import type { OrgSettings } from '../shared/schemas/team';
import { commitRacingChange } from './contention';
import { auth, collectionRef, db, docRef } from './firebase';
import { HttpError, conflict, notFound } from './http-error';

export interface Membership {
  orgId: string;
  uid: string;
  role: OrgRole;
  /** The org's display name (its id when the org document has none). */
  orgName: string;
  /** The org's settings, defaults filled in (new interviews take a copy of some). */
  settings: OrgSettings;
}

declare module 'express-serve-static-core' {
  interface Request {
    member?: Membership;
  }
}

export const orgRef = (orgId: string) => docRef(collections.orgs, orgId);
export const memberRef = (orgId: string, uid: string) => docRef(collections.members, orgId, uid);
export const membersOf = (orgId: string) => collectionRef(collections.members, orgId);
export const invitationsOf = (orgId: string) => collectionRef(collections.invitations, orgId);

/** The member's role as stored; anything but 'owner' is a plain member. */
export const orgRoleOf = (value: unknown): OrgRole => (value === 'owner' ? 'owner' : 'member');

/**
 * After requireUser: a staff user whose org still lists them. Puts the membership, with the org's
 * name, on the request; 403 for anyone else (no org claim, another role, or removed from the org).
 * The member and the org are read in one round trip, so routes that need the org's name (mails,
 * interview records) don't wait for a second read.
 */
export const requireMember: RequestHandler = async (req, _res, next) => {
  const user = req.user;
  if (user?.role !== 'staff' || !user.orgId) {
    next(new HttpError(403, API_MESSAGES.forbidden));
    return;
  }
  try {
    const [snap, org] = await db.getAll(memberRef(user.orgId, user.uid), orgRef(user.orgId));
    if (!snap.exists) {
      next(new HttpError(403, API_MESSAGES.forbidden));
      return;
    }
    const orgName = org.get('name') as unknown;
    req.member = {
      orgId: user.orgId,
      uid: user.uid,
      role: orgRoleOf(snap.get('role')),
      orgName: typeof orgName === 'string' && orgName ? orgName : user.orgId,
      settings: orgSettingsOf(org.get('settings') as Partial<OrgSettings> | undefined),
    };
    next();
  } catch (error) {
    next(error);
  }
};

/** After requireMember: 403 unless the member is an owner of their org. */
export const requireOwner =
  (message: string): RequestHandler =>
  (req, _res, next) => {
    next(req.member?.role === 'owner' ? undefined : new HttpError(403, message));
  };

/**
 * Ends a membership: the member document goes (rules and API refuse the next read or call), the
 * org's counts follow, the profile forgets the org, and the account's claims and refresh tokens
 * are revoked so no session outlives it. An org keeps at least one owner while it has other
 * members (409 with `lastOwnerMessage`); only an owner who is the last member may leave (an account
 * deleting itself). One racing change, preconditioned on the member and the org: of many removals
 * at once exactly one commits, the rest answer 404.
 */
export async function endMembership(
  orgId: string,
  uid: string,
  options: { notFoundMessage: string; lastOwnerMessage: string; mayLeaveEmptyOrg: boolean },
): Promise<void> {
  const member = memberRef(orgId, uid);
  const org = orgRef(orgId);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const [memberSnap, orgSnap, profile] = await Promise.all([
        member.get(),
        org.get(),
        docRef(collections.users, uid).get(),
      ]);
      if (!memberSnap.exists) throw notFound(options.notFoundMessage);
      const isOwner = orgRoleOf(memberSnap.get('role')) === 'owner';
      const lastOwner = isOwner && Number(orgSnap.get('ownerCount') ?? 0) <= 1;
      const alone = Number(orgSnap.get('memberCount') ?? 0) <= 1;
      if (lastOwner && !(alone && options.mayLeaveEmptyOrg))
        throw conflict(options.lastOwnerMessage);
      batch.delete(member, { lastUpdateTime: memberSnap.updateTime! });
      if (orgSnap.exists)
        batch.update(
          org,
          {
            memberCount: FieldValue.increment(-1),
            ownerCount: FieldValue.increment(isOwner ? -1 : 0),
          },
          { lastUpdateTime: orgSnap.updateTime! },
        );
      if (profile.exists)
        batch.update(
          profile.ref,
          { orgId: null, role: null },
          { lastUpdateTime: profile.updateTime! },
        );
    },
  );
  await revokeSessions(uid);
}

/** Clears the account's role claims and signs it out everywhere (a deleted account: nothing to do). */
async function revokeSessions(uid: string): Promise<void> {
  try {
    await auth.setCustomUserClaims(uid, null);
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
