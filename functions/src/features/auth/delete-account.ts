import { collections } from '../../shared/contract/collections';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { auth, docRef } from '../../lib/firebase';
import { endMembership, memberRef } from '../../lib/membership';

/**
 * Leaves the org (the last owner of a team with other members is refused), deletes the profile,
 * signs the account out everywhere and deletes it.
 */
export async function deleteAccount(uid: string): Promise<void> {
  const profile = docRef(collections.users, uid);
  const orgId = (await profile.get()).get('orgId') as unknown;
  if (typeof orgId === 'string' && orgId && (await memberRef(orgId, uid).get()).exists)
    await endMembership(orgId, uid, {
      notFoundMessage: AUTH_MESSAGES.profileNotFound,
      lastOwnerMessage: AUTH_MESSAGES.lastOwnerCannotLeave,
      mayLeaveEmptyOrg: true,
    });
  await profile.delete();
  await auth.revokeRefreshTokens(uid).catch(() => undefined);
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
