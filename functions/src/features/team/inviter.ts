import type { Membership } from '../../lib/membership';
import { staffNameOf } from '../../lib/membership';
import type { Inviter } from './invitations';

/** The owner as invitations name them: their display name, else their address, else their uid. */
export async function inviterOf(member: Membership, email: string | undefined): Promise<Inviter> {
  const { orgId, uid } = member;
  return { orgId, uid, name: await staffNameOf(uid, email) };
}
