import type { Membership } from '../../lib/membership';
import { readProfile } from '../../lib/profiles';

/** Who is changing an org's sets, as the sets name them. */
export interface Author {
  orgId: string;
  uid: string;
  /** Their display name, else their address, else their uid. */
  name: string;
}

export async function authorOf(member: Membership, email: string | undefined): Promise<Author> {
  const { orgId, uid } = member;
  const profile = await readProfile(uid);
  const name = profile?.displayName || email || uid;
  return { orgId, uid, name };
}
