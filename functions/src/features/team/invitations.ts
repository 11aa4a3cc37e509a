// Teammates' invitations: an owner invites an address (at the org's domain, or outside it only
// when the owner says so), resends or revokes. Each invitation is `orgs/{orgId}/invitations/{id}`
// (the Team screen lists them live) plus a hashed single-use registration token whose `sendId`
// must match the invitation's: a resend or revoke makes every earlier link invalid. An invitation
// is void once its sender is no longer an owner (see voidInvitationsBy and registration).
import { Timestamp } from 'firebase-admin/firestore';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { teamEndpoints } from '../../shared/contract/endpoints/team';
import type { OrgRole } from '../../shared/constants/domain';
import { INVITATION_TTL_MS } from '../../shared/constants/limits';
import { appPaths } from '../../shared/contract/app-links';
import { collections } from '../../shared/contract/collections';
import type { InvitationDoc } from '../../shared/contract/collections';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { isEmailAtDomain } from '../../shared/schemas/access';
import { INVITATION_ID_KEY, appLink } from '../../lib/config';
import { commitRacingChange } from '../../lib/contention';
import { db, docRef } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { invitationsOf, membersOf } from '../../lib/membership';
import { readOrg } from '../../lib/orgs';
import { dataOrSkip, requiredData } from '../../lib/stored-document';
import { hmacSha256, randomToken, sha256 } from '../../lib/tokens';
import { queueMail } from '../../lib/mail/queue';
import { teamInvitationMail } from './mails';

export interface Inviter {
  orgId: string;
  uid: string;
  name: string;
}

type InvitationView = ResponseOf<typeof teamEndpoints.inviteTeammate>['invitation'];

const normalised = (email: string) => email.trim().toLowerCase();

/** The key of invitation ids; refuses to make ids without one (they would be plain hashes). */
function invitationIdKey(): string {
  const key = INVITATION_ID_KEY.value();
  if (key.length < 32) throw new Error('INVITATION_ID_KEY is not set (32 random bytes in hex)');
  return key;
}

/**
 * One invitation per address and org: its id is keyed by a server-side secret, so the ids (in
 * links, logs and the Team screen's data) can't be checked against an address.
 */
const invitationId = (orgId: string, email: string) =>
  hmacSha256(invitationIdKey(), `${orgId}\n${normalised(email)}`);
/** The id invitations had before they were keyed: still pending ones are found by it. */
const legacyInvitationId = (email: string) => sha256(normalised(email));

async function orgFacts(orgId: string) {
  // An org document that does not read as one is as missing.
  const org = await readOrg(orgId);
  if (!org) throw notFound(TEAM_MESSAGES.notMember);
  const domain = org.domain || orgId;
  return { domain, name: org.name || domain };
}

/**
 * Adds to the batch a fresh link for the invitation (new sendId and token, 7 days) and its mail;
 * returns the fields the invitation document takes.
 */
function issueLink(
  batch: FirebaseFirestore.WriteBatch,
  facts: {
    orgId: string;
    orgName: string;
    id: string;
    email: string;
    role: OrgRole;
    inviter: Inviter;
  },
) {
  const token = randomToken();
  const sendId = randomToken(12);
  const now = Date.now();
  const expiresAt = Timestamp.fromMillis(now + INVITATION_TTL_MS);
  batch.create(docRef(collections.registrationTokens, sha256(token)), {
    email: facts.email,
    orgId: facts.orgId,
    orgName: facts.orgName,
    orgRole: facts.role,
    invitationId: facts.id,
    sendId,
    invitedByName: facts.inviter.name,
    invitedByUid: facts.inviter.uid,
    requestId: null,
    createdAt: Timestamp.fromMillis(now),
    expiresAt,
    usedAt: null,
    usedBy: null,
  });
  queueMail(
    batch,
    teamInvitationMail({
      to: facts.email,
      orgName: facts.orgName,
      role: facts.role,
      link: appLink(appPaths.registerWithToken(token)),
    }),
  );
  return {
    sendId,
    sentAt: Timestamp.fromMillis(now),
    expiresAt,
    invitedByUid: facts.inviter.uid,
    invitedByName: facts.inviter.name,
  };
}

const view = (id: string, email: string, role: OrgRole, expiresAt: Timestamp): InvitationView => ({
  id,
  email,
  role,
  expiresAt: expiresAt.toDate().toISOString(),
});

/** 400 outside the domain without the box, 409 already a member or already invited (unexpired). */
export async function inviteTeammate(
  inviter: Inviter,
  input: { email: string; role: OrgRole; outsideDomain: boolean },
): Promise<InvitationView> {
  const org = await orgFacts(inviter.orgId);
  const outside = !isEmailAtDomain(input.email, org.domain);
  if (outside && !input.outsideDomain) throw badRequest(TEAM_MESSAGES.outsideDomain(org.domain));
  const id = invitationId(inviter.orgId, input.email);
  const ref = invitationsOf(inviter.orgId).doc(id);
  const legacyRef = invitationsOf(inviter.orgId).doc(legacyInvitationId(input.email));
  // An invitation that does not read as one is no pending invitation: the new one replaces it.
  const pending = (snap: FirebaseFirestore.DocumentSnapshot<InvitationDoc>) =>
    (dataOrSkip(snap)?.expiresAt.toMillis() ?? 0) > Date.now();
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const [members, existing, legacy] = await Promise.all([
        membersOf(inviter.orgId).where('email', '==', input.email).limit(1).get(),
        ref.get(),
        legacyRef.get(),
      ]);
      if (!members.empty) throw conflict(TEAM_MESSAGES.alreadyMember);
      if (pending(existing) || pending(legacy)) throw conflict(TEAM_MESSAGES.alreadyInvited);
      // An expired invitation from before the keyed ids gives way to the new one.
      if (legacy.exists) batch.delete(legacyRef, { lastUpdateTime: legacy.updateTime! });
      const link = issueLink(batch, {
        orgId: inviter.orgId,
        orgName: org.name,
        id,
        email: input.email,
        role: input.role,
        inviter,
      });
      const data = { email: input.email, role: input.role, outsideDomain: outside, ...link };
      // An expired invitation to the same address is replaced; a new one is a create.
      if (existing.exists) batch.update(ref, data, { lastUpdateTime: existing.updateTime! });
      else batch.create(ref, data);
      return view(id, input.email, input.role, link.expiresAt);
    },
  );
}

/** A new link (the old one stops working), a new mail and seven more days. */
export async function resendInvitation(inviter: Inviter, id: string): Promise<InvitationView> {
  const org = await orgFacts(inviter.orgId);
  const ref = invitationsOf(inviter.orgId).doc(id);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      // One that does not read as an invitation is as missing.
      const missing = notFound(TEAM_MESSAGES.invitationNotFound);
      const invitation = requiredData(snap, missing);
      const { email, role } = invitation;
      const link = issueLink(batch, {
        orgId: inviter.orgId,
        orgName: org.name,
        id,
        email,
        role,
        inviter,
      });
      batch.update(ref, link, { lastUpdateTime: snap.updateTime! });
      return view(id, email, role, link.expiresAt);
    },
  );
}

/** Deleting the invitation makes its link invalid (the token's sendId no longer matches). */
export async function revokeInvitation(orgId: string, id: string): Promise<void> {
  const ref = invitationsOf(orgId).doc(id);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      if (!snap.exists) throw notFound(TEAM_MESSAGES.invitationNotFound);
      batch.delete(ref, { lastUpdateTime: snap.updateTime! });
    },
  );
}
