// Joining an org with the HiQ account one already has (a removed member invited again, or an
// account in no org): sign in, then accept the invitation's link. An account belongs to one org
// at most: a member of another org is refused, and so is an administrator's account.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrgRole } from '../../shared/constants/domain';
import { collections } from '../../shared/contract/collections';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '../../shared/messages/auth';
import { commitRacingChange } from '../../lib/contention';
import { auth, db, docRef } from '../../lib/firebase';
import { badRequest, conflict } from '../../lib/http-error';
import { memberRef } from '../../lib/membership';
import { profileData, profileRef, readProfile } from '../../lib/profiles';
import {
  addJoinWrites,
  existingAccount,
  registrationTokenRef,
  roleForLink,
  sameEmail,
  usableToken,
} from './registration';

/**
 * 409 unless the account may join `orgId`: in no org now (a stale orgId is none), not an admin. A
 * profile that does not read is taken as none (the claims still say whether it is an admin's).
 */
async function assertFreeToJoin(profile: DocumentSnapshot, claimsRole: unknown, orgId: string) {
  const stored = profileData(profile);
  if (stored?.role === 'admin' || claimsRole === 'admin')
    throw conflict(AUTH_MESSAGES.adminCannotJoin);
  const current = stored?.orgId;
  if (!current) return;
  if (!(await memberRef(current, profile.id).get()).exists) return;
  throw conflict(
    current === orgId ? AUTH_MESSAGES.alreadyInThisTeam : AUTH_MESSAGES.memberOfAnotherTeam,
  );
}

/** The claims as the profile and membership now say (after a refused or lost accept). */
async function restoreClaims(uid: string): Promise<void> {
  const orgId = (await readProfile(uid))?.orgId;
  const member = orgId ? await memberRef(orgId, uid).get() : undefined;
  await auth.setCustomUserClaims(uid, member?.exists ? { role: 'staff', orgId } : null);
}

/**
 * The signed-in account `uid` accepts the link: its address must be the link's and it must be an
 * account of its own (verified or registered; else the registration form is the way in). One
 * racing change, preconditioned on the profile, spends the token and makes the membership, so of
 * two invitations accepted at once only one commits; the claims are set before it (a spent token
 * always means an account with its role) and put back as they were if it does not commit.
 */
export async function acceptInvitation(
  token: string,
  uid: string,
): Promise<{ orgId: string; orgRole: OrgRole }> {
  const tokenRef = registrationTokenRef(token);
  const { record: first } = await usableToken(tokenRef);
  const account = await auth.getUser(uid);
  if (!sameEmail(account.email, first.email)) throw badRequest(REGISTRATION_MESSAGES.emailMismatch);
  if (!(await existingAccount(first.email))?.owned) throw conflict(AUTH_MESSAGES.noAccountToAccept);
  const userRef = docRef(collections.users, uid);
  let claimsSet = false;
  try {
    return await commitRacingChange(
      () => db.batch(),
      async (batch) => {
        const link = await usableToken(tokenRef);
        const { record } = link;
        const profile = await profileRef(uid).get();
        await assertFreeToJoin(profile, account.customClaims?.role, record.orgId);
        const orgRole = await roleForLink(record);
        addJoinWrites(batch, { tokenRef, ...link }, account, orgRole);
        const now = FieldValue.serverTimestamp();
        const joined = { role: 'staff' as const, orgId: record.orgId, updatedAt: now };
        if (profile.exists) batch.update(userRef, joined, { lastUpdateTime: profile.updateTime! });
        else
          batch.create(userRef, {
            ...joined,
            email: record.email,
            displayName: account.displayName ?? null,
            emailVerified: account.emailVerified === true,
            createdAt: now,
          });
        await auth.setCustomUserClaims(uid, { role: 'staff', orgId: record.orgId });
        claimsSet = true;
        return { orgId: record.orgId, orgRole };
      },
    );
  } catch (error) {
    if (claimsSet) await restoreClaims(uid);
    throw error;
  }
}
