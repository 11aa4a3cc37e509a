// A deleted account's name leaves the records that named it for others to read: the question sets
// it created or last changed, the invitations it sent (and their links), the memberships of people
// it invited. The records stay (they are the org's); the name becomes FORMER_MEMBER_NAME.
import { collections } from '../../shared/contract/collections';
import { inBatches } from '../../lib/batched-writes';
import { collectionRef, groupRef } from '../../lib/firebase';
import { readProfile } from '../../lib/profiles';

/** How records name a member whose account is deleted. */
export const FORMER_MEMBER_NAME = 'Former team member';

type Ref = FirebaseFirestore.DocumentReference;
type Changes = Record<string, string>;

/** The people the account was known as in records: its display name, else its address. */
async function namesOf(uid: string, email: string | undefined): Promise<string[]> {
  const displayName = (await readProfile(uid))?.displayName;
  const names = [displayName ?? '', email ?? '', uid];
  return [...new Set(names.filter(Boolean))];
}

/**
 * Replaces the account's name wherever a record names it, found by uid; records written before the
 * uid was kept beside the name are found by the name itself within the org the person belonged to.
 */
export async function forgetName(
  uid: string,
  email: string | undefined,
  orgId: string | undefined,
): Promise<number> {
  const changes = new Map<string, { ref: Ref; fields: Changes }>();
  /** The name in `field` of every document found goes; `legacyOf` keeps those that have that uid field. */
  const rename =
    (field: string, legacyOf?: string) =>
    (snap: FirebaseFirestore.QuerySnapshot): void => {
      for (const d of snap.docs) {
        // Found by name: another member's own record (with its uid) keeps its name.
        if (legacyOf && d.get(legacyOf)) continue;
        const entry = changes.get(d.ref.path) ?? { ref: d.ref, fields: {} };
        entry.fields[field] = FORMER_MEMBER_NAME;
        changes.set(d.ref.path, entry);
      }
    };

  const sets = groupRef(collections.questionSets);
  const found = [
    sets.where('createdBy', '==', uid).get().then(rename('createdByName')),
    sets.where('updatedBy', '==', uid).get().then(rename('updatedByName')),
    groupRef(collections.invitations)
      .where('invitedByUid', '==', uid)
      .get()
      .then(rename('invitedByName')),
    // Links sent before the uid was kept expire within days and are then deleted (a TTL policy).
    collectionRef(collections.registrationTokens)
      .where('invitedByUid', '==', uid)
      .get()
      .then(rename('invitedByName')),
    groupRef(collections.members).where('invitedByUid', '==', uid).get().then(rename('invitedBy')),
  ];
  const names = orgId ? await namesOf(uid, email) : [];
  if (orgId && names.length > 0)
    found.push(
      collectionRef(collections.questionSets, orgId)
        .where('updatedByName', 'in', names)
        .get()
        .then(rename('updatedByName', 'updatedBy')),
      collectionRef(collections.members, orgId)
        .where('invitedBy', 'in', names)
        .get()
        .then(rename('invitedBy', 'invitedByUid')),
    );
  await Promise.all(found);

  const entries = [...changes.values()];
  await inBatches(entries, (batch, { ref, fields }) => batch.update(ref, fields));
  return entries.length;
}
