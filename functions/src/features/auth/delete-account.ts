import { collections } from '../../shared/contract/collections';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { auth, docRef } from '../../lib/firebase';
import { endMembership, memberRef } from '../../lib/membership';
import { readProfile } from '../../lib/profiles';
import { forgetPerson } from './forget-person';

/**
 * Leaves the org (the last owner of a team with other members is refused), removes or anonymises
 * what the person left behind (reviews, tokens, requests, invitations, mail), deletes the profile,
 * signs the account out everywhere and deletes it.
 */
export async function deleteAccount(uid: string): Promise<void> {
  const profile = docRef(collections.users, uid);
  const [stored, account] = await Promise.all([
    readProfile(uid),
    auth.getUser(uid).catch(() => undefined),
  ]);
  const orgId = stored?.orgId ?? undefined;
  if (orgId && (await memberRef(orgId, uid).get()).exists)
    await endMembership(orgId, uid, {
      notFoundMessage: AUTH_MESSAGES.profileNotFound,
      lastOwnerMessage: AUTH_MESSAGES.lastOwnerCannotLeave,
      mayLeaveEmptyOrg: true,
    });
  await forgetPerson(uid, account?.email ?? stored?.email, orgId || undefined);
  await profile.delete();
  await auth.revokeRefreshTokens(uid).catch(() => undefined);
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
