// An org's membership is the source of truth for staff access: `orgs/{orgId}/members/{uid}`. The
// ID token's claims only say where to look; a removed member's token still names the org for up to
// an hour, but their member document is gone, so the very next call (and Firestore read) is refused.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { RequestHandler } from 'express';
import type { OrgRole } from '../shared/constants/domain';
import { collections } from '../shared/contract/collections';
import type { MemberDoc } from '../shared/contract/collections';
import { API_MESSAGES } from '../shared/messages/api';
import { orgSettingsOf } from '../shared/schemas/team';
import type { OrgSettings } from '../shared/schemas/team';
import { commitRacingChange } from './contention';
import { auth, collectionRef, db, docRef } from './firebase';
import { HttpError, conflict, notFound } from './http-error';
import { orgData, orgReadRef } from './orgs';
import { readProfile } from './profiles';
import { requiredData, storedData } from './stored-document';

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

/**
 * How many of a leaving or demoted owner's invitations one change voids with it (a batch holds 500
 * writes). Any beyond are refused at registration, which checks that the inviter is still an owner.
 */
const VOIDED_PER_CHANGE = 400;

/**
 * Adds to the batch the deletion of every pending invitation `uid` sent in the org: an invitation
 * carries its sender's authority, which ends when they stop being an owner. Call inside the build
 * of the racing change that ends that authority, so both commit together.
 */
export async function voidInvitationsBy(
  batch: FirebaseFirestore.WriteBatch,
  orgId: string,
  uid: string,
): Promise<number> {
  const sent = await invitationsOf(orgId)
    .where('invitedByUid', '==', uid)
    .limit(VOIDED_PER_CHANGE)
    .get();
  for (const doc of sent.docs) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
  return sent.size;
}

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
    // getAll reads the member through its converter; its typing drops that, so it is named here.
    const [snap, orgSnap] = (await db.getAll(
      memberRef(user.orgId, user.uid),
      orgReadRef(user.orgId),
    )) as [DocumentSnapshot<MemberDoc>, DocumentSnapshot];
    // A member document that does not read as one grants nothing, like a missing one; an org
    // document that does not read leaves its name and settings at their defaults.
    const forbidden = new HttpError(403, API_MESSAGES.forbidden);
    const member = storedData(snap, forbidden);
    if (!member) {
      next(forbidden);
      return;
    }
    const org = orgData(orgSnap);
    req.member = {
      orgId: user.orgId,
      uid: user.uid,
      role: member.role,
      orgName: org?.name || user.orgId,
      settings: orgSettingsOf(org?.settings),
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
 * org's counts follow, the profile forgets the org, the invitations the member sent are void, and
 * the account's claims and refresh tokens are revoked so no session outlives it (if this call dies
 * after the commit, the member-removed trigger revokes them). An org keeps at least one owner
 * while it has other members (409 with `lastOwnerMessage`); only an owner who is the last member
 * may leave (an account deleting itself). One racing change, preconditioned on the member and the
 * org: of many removals at once exactly one commits, the rest answer 404.
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
        orgReadRef(orgId).get(),
        docRef(collections.users, uid).get(),
      ]);
      // A member document that does not read as one is not a membership to end (as if missing);
      // an org that does not read counts no owners or members, so the last-owner rule holds.
      const gone = notFound(options.notFoundMessage);
      const memberData = requiredData(memberSnap, gone);
      const counts = orgData(orgSnap);
      const isOwner = memberData.role === 'owner';
      const lastOwner = isOwner && (counts?.ownerCount ?? 0) <= 1;
      const alone = (counts?.memberCount ?? 0) <= 1;
      if (lastOwner && !(alone && options.mayLeaveEmptyOrg))
        throw conflict(options.lastOwnerMessage);
      await voidInvitationsBy(batch, orgId, uid);
      batch.delete(member, { lastUpdateTime: memberSnap.updateTime! });
      if (orgSnap.exists)
        batch.update(
          org,
          {
            memberCount: FieldValue.increment(-1),
            ownerCount: FieldValue.increment(isOwner ? -1 : 0),
            // The commit's own time: the links the member could know are those issued before it.
            lastMemberLeftAt: FieldValue.serverTimestamp(),
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

const isUserNotFound = (error: unknown) =>
  (error as { code?: string }).code === 'auth/user-not-found';

/**
 * Signs the account out everywhere, then clears its role claims (a deleted account: nothing to
 * do). In that order, so claims still naming the org mean the revocation has not finished: the
 * member-removed trigger, seeing them, runs it again.
 */
async function revokeSessions(uid: string): Promise<void> {
  try {
    await auth.revokeRefreshTokens(uid);
    await auth.setCustomUserClaims(uid, null);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/**
 * After `uid`'s membership of `orgId` ended: revokes their sessions if that was not done (the
 * removal's answer was lost after its commit). Idempotent: nothing happens once the claims no
 * longer name the org, nor when the person is a member again. True when it revoked.
 */
export async function revokeLeftSessions(orgId: string, uid: string): Promise<boolean> {
  if ((await memberRef(orgId, uid).get()).exists) return false;
  const account = await auth.getUser(uid).catch((error: unknown) => {
    if (isUserNotFound(error)) return null;
    throw error;
  });
  if (account?.customClaims?.orgId !== orgId) return false;
  await revokeSessions(uid);
  return true;
}

/** How the product names a staff member to their team: display name, else address, else uid. */
export async function staffNameOf(uid: string, email: string | undefined): Promise<string> {
  const profile = await readProfile(uid);
  return profile?.displayName || email || uid;
}
