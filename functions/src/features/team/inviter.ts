import { collections } from '../../shared/contract/collections';
import { docRef } from '../../lib/firebase';
import type { Membership } from '../../lib/membership';
import type { Inviter } from './invitations';

/** The owner as invitations name them: their display name, else their address, else their uid. */
export async function inviterOf(member: Membership, email: string | undefined): Promise<Inviter> {
  const { orgId, uid } = member;
  const profile = await docRef(collections.users, uid).get();
  const name = String(profile.get('displayName') ?? '') || email || uid;
  return { orgId, uid, name };
}
