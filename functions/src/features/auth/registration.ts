// Registration from an emailed link: an approved access request's (the new org's first owner) or a
// teammate's invitation (the role the owner chose). The link proves the address: the account it
// creates is the invitee's, and a squatter's unverified account with that address is replaced.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrgRole } from '../../shared/constants/domain';
import { EMAIL_VERIFICATION_TTL_MS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { InvitationDoc, RegistrationTokenDoc } from '../../shared/contract/collections';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '../../shared/messages/auth';
import { DisplayNameSchema } from '../../shared/schemas/auth';
import { commitRacingChange } from '../../lib/contention';
import { auth, db, docRef } from '../../lib/firebase';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { invitationsOf, memberRef, orgRef } from '../../lib/membership';
import { readOrg } from '../../lib/orgs';
import { dataOrSkip, requiredData } from '../../lib/stored-document';
import { randomToken, sha256 } from '../../lib/tokens';
import { queueMail } from '../../lib/mail/queue';
import { verificationMail } from './mails';

/**
 * A used link answers 410 Gone (the token existed and is spent for good), distinct from the 404 of
 * an unknown, expired or revoked one; the client shows the server's message for either.
 */
export const USED_STATUS = 410;
/** While one call creates the account for a link, others with the same link wait their turn. */
const REGISTERING_LEASE_MS = 60_000;

const authCode = (error: unknown) => String((error as { code?: unknown }).code ?? '');

export const registrationTokenRef = (token: string) =>
  docRef(collections.registrationTokens, sha256(token));

interface UsableToken {
  snap: DocumentSnapshot<RegistrationTokenDoc>;
  record: RegistrationTokenDoc;
  /** The teammate invitation behind the link, if it is one. */
  invitation: DocumentSnapshot<InvitationDoc> | null;
}

/**
 * Whether `uid` is still an owner of the org (an invitation carries its sender's authority). A
 * member document that does not read as one is no owner's.
 */
async function isOwner(orgId: string, uid: string): Promise<boolean> {
  if (!uid) return false;
  return dataOrSkip(await memberRef(orgId, uid).get())?.role === 'owner';
}

/** A teammate's invitation whose sender is no longer an owner is void for good: 410, and why. */
const inviterGone = () => new HttpError(USED_STATUS, AUTH_MESSAGES.inviterNoLongerOwner);

/**
 * The link if it can still register someone: 404 unknown, expired or revoked; 410 used, or sent by
 * someone who is no longer an owner of the org.
 */
export async function usableToken(
  ref: DocumentReference<RegistrationTokenDoc>,
): Promise<UsableToken> {
  const snap = await ref.get();
  // A link whose record does not read as one is as unknown as a missing one.
  const record = requiredData(snap, notFound(AUTH_MESSAGES.invalidToken));
  if (record.usedAt) throw new HttpError(USED_STATUS, AUTH_MESSAGES.tokenAlreadyUsed);
  if (!record.expiresAt || record.expiresAt.toMillis() <= Date.now())
    throw notFound(AUTH_MESSAGES.invalidToken);
  if (!record.invitationId) return { snap, record, invitation: null };
  const invitation = await invitationsOf(record.orgId).doc(record.invitationId).get();
  // An invitation that does not read as one is taken as gone.
  const invited = dataOrSkip(invitation);
  if (!invited || invited.sendId !== record.sendId) {
    // Registering deletes the invitation in the commit that spends the token: a link used between
    // the two reads is a used link (410), not an unknown one.
    if (dataOrSkip(await ref.get())?.usedAt)
      throw new HttpError(USED_STATUS, AUTH_MESSAGES.tokenAlreadyUsed);
    // Voided with its sender's ownership: say so, rather than "invalid".
    if (record.invitedByUid && !(await isOwner(record.orgId, record.invitedByUid)))
      throw inviterGone();
    throw notFound(AUTH_MESSAGES.invalidToken);
  }
  if (!(await isOwner(record.orgId, invited.invitedByUid))) throw inviterGone();
  return { snap, record, invitation };
}

/**
 * Whether the address has a HiQ account of its own: verified, or registered from a link. An
 * unverified account that no link created is someone else's squat, which registering replaces.
 */
export async function existingAccount(email: string) {
  const account = await auth.getUserByEmail(email).catch((error: unknown) => {
    if (authCode(error) === 'auth/user-not-found') return null;
    throw error;
  });
  if (!account) return null;
  const profile = await docRef(collections.users, account.uid).get();
  return { account, profile, owned: account.emailVerified || profile.exists };
}

export const sameEmail = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Completes a registration for an existing account `uid` (the invitee's): the claims are set, then
 * one racing change spends the token, deletes the invitation, writes the profile and the
 * membership, counts the member on the org and queues the verification mail. Of many calls with
 * one link exactly one commits; the rest answer 410 on a fresh read.
 */
export async function completeRegistration(
  token: string,
  uid: string,
): Promise<{ orgId: string; orgRole: OrgRole }> {
  const tokenRef = registrationTokenRef(token);
  await usableToken(tokenRef);
  let account;
  try {
    account = await auth.getUser(uid);
  } catch {
    throw badRequest(AUTH_MESSAGES.uidMismatch);
  }
  const displayName = usableDisplayName(account.displayName);
  const userRef = docRef(collections.users, uid);
  const verificationToken = randomToken();
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { snap, record, invitation } = await usableToken(tokenRef);
      if (!sameEmail(account.email, record.email))
        throw badRequest(REGISTRATION_MESSAGES.emailMismatch);
      if ((await userRef.get()).exists) {
        // Made by a winner that committed after the token was read? Then the same 410 as the rest.
        await usableToken(tokenRef);
        throw conflict(AUTH_MESSAGES.alreadyRegistered);
      }
      const orgRole = await roleForLink(record);
      const now = FieldValue.serverTimestamp();
      addJoinWrites(batch, { tokenRef, snap, record, invitation }, account, orgRole);
      batch.create(userRef, {
        email: record.email,
        displayName,
        role: 'staff',
        orgId: record.orgId,
        emailVerified: account.emailVerified === true,
        createdAt: now,
        updatedAt: now,
      });
      batch.create(docRef(collections.emailVerifications, sha256(verificationToken)), {
        uid,
        email: record.email,
        createdAt: now,
        expiresAt: Timestamp.fromMillis(Date.now() + EMAIL_VERIFICATION_TTL_MS),
        usedAt: null,
      });
      queueMail(batch, verificationMail(record.email, verificationToken, displayName));
      // The claims before the commit: a spent token then always means an account with its role.
      // If this fails, nothing is written and the link still works. Every caller that gets this far
      // is the invitee (one account per email), so racing callers set the same claims.
      await auth.setCustomUserClaims(uid, { role: 'staff', orgId: record.orgId });
      return { orgId: record.orgId, orgRole };
    },
  );
}

/** The role the link gives: the invitation's, else owner of an org that has none yet. */
export async function roleForLink(record: RegistrationTokenDoc): Promise<OrgRole> {
  if (record.orgRole) return record.orgRole;
  // An org document that does not read counts no owners, as a missing one.
  const org = await readOrg(record.orgId);
  return (org?.ownerCount ?? 0) > 0 ? 'member' : 'owner';
}

/**
 * An account made in the browser got its name from the identity provider, past the API's rule:
 * one the rule refuses is not stored (the person sets a valid one later).
 */
function usableDisplayName(name: string | null | undefined): string | null {
  const parsed = DisplayNameSchema.safeParse(name ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * Adds to the batch what makes the account a member of the link's org: the token spent, the
 * invitation deleted (both preconditioned on the versions read), the membership and the org's
 * counts.
 */
export function addJoinWrites(
  batch: FirebaseFirestore.WriteBatch,
  link: UsableToken & { tokenRef: DocumentReference<RegistrationTokenDoc> },
  account: { uid: string; displayName?: string | null },
  orgRole: OrgRole,
): void {
  const { tokenRef, snap, record, invitation } = link;
  const now = FieldValue.serverTimestamp();
  batch.update(
    tokenRef,
    { usedAt: now, usedBy: account.uid },
    { lastUpdateTime: snap.updateTime! },
  );
  if (invitation) batch.delete(invitation.ref, { lastUpdateTime: invitation.updateTime! });
  batch.create(memberRef(record.orgId, account.uid), {
    uid: account.uid,
    email: record.email,
    displayName: usableDisplayName(account.displayName),
    role: orgRole,
    since: now,
    invitedBy: record.invitedByName ?? null,
    invitedByUid: record.invitedByUid ?? null,
  });
  batch.set(
    orgRef(record.orgId),
    {
      memberCount: FieldValue.increment(1),
      ownerCount: FieldValue.increment(orgRole === 'owner' ? 1 : 0),
    },
    { merge: true },
  );
}

/**
 * While one call creates the account for a link, the others answer 409: a lease document of its
 * own (`registrationLeases/{token hash}`, created, deleted when the call ends), so a refused call
 * leaves the token and everything else exactly as it found them.
 */
async function takeLease(token: string) {
  const lease = docRef(collections.registrationLeases, sha256(token));
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await lease.get();
      // A lease that does not read as one is taken over, as an expired one.
      const until = dataOrSkip(snap)?.expiresAt.toMillis() ?? 0;
      if (snap.exists && until > Date.now()) throw conflict(AUTH_MESSAGES.registrationInProgress);
      const data = { expiresAt: Timestamp.fromMillis(Date.now() + REGISTERING_LEASE_MS) };
      // A lease left by a call that died is taken over once it has expired.
      if (snap.exists) batch.update(lease, data, { lastUpdateTime: snap.updateTime! });
      else batch.create(lease, data);
    },
  );
  return lease;
}

/**
 * The registration helper with a token: creates the invitee's account on the server and completes
 * the registration. An existing verified account, or one already registered from a link, is a 409
 * and nothing changes (its owner signs in and accepts the invitation instead: accept-invitation.ts); an unverified account that no link created (someone took the address
 * before the invitee) is replaced. If completing fails, the new account is deleted again.
 */
export async function registerWithToken(input: {
  token: string;
  email: string;
  password: string;
  displayName: string;
}): Promise<{ uid: string; orgId: string; orgRole: OrgRole }> {
  // Every refusal that needs no write comes before the lease.
  const { record } = await usableToken(registrationTokenRef(input.token));
  if (!sameEmail(input.email, record.email)) throw badRequest(REGISTRATION_MESSAGES.emailMismatch);
  const squatter = async () => {
    const existing = await existingAccount(record.email);
    if (!existing) return null;
    if (existing.owned) throw conflict(REGISTRATION_MESSAGES.emailInUse);
    return existing.account.uid;
  };
  await squatter();

  const lease = await takeLease(input.token);
  let uid: string | undefined;
  try {
    // Read again under the lease: the account may have changed meanwhile.
    const replaced = await squatter();
    if (replaced) await auth.deleteUser(replaced);
    try {
      ({ uid } = await auth.createUser({
        email: record.email,
        password: input.password,
        displayName: input.displayName,
      }));
    } catch (error) {
      const code = authCode(error);
      if (code === 'auth/email-already-exists') throw conflict(REGISTRATION_MESSAGES.emailInUse);
      if (code === 'auth/invalid-password') throw badRequest(REGISTRATION_MESSAGES.weakPassword);
      throw error;
    }
    const result = await completeRegistration(input.token, uid);
    return { uid, ...result };
  } catch (error) {
    if (uid) await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  } finally {
    await lease.delete().catch(() => undefined);
  }
}
