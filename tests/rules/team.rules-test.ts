import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections, documents } from '@shared/contract/collections';
import { contextFor, createRulesEnv, personas } from './rules-env';
import type { PersonaName } from './rules-env';

// The team of org-a (owner + staff as a member), its pending invitations, and org-b's team
// (otherStaff, its owner). Members read their own team live; nobody writes from a client, not even
// an owner, and a member can't make themselves an owner.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, collections.orgs.doc('org-a')), {
      name: 'A',
      domain: 'org-a',
      memberCount: 2,
    });
    await setDoc(doc(db, collections.orgs.doc('org-b')), {
      name: 'B',
      domain: 'org-b',
      memberCount: 1,
    });
    await setDoc(doc(db, collections.invitations.doc('org-a', 'inv-a')), {
      email: 'new@org-a',
      role: 'member',
    });
    await setDoc(doc(db, collections.invitations.doc('org-b', 'inv-b')), {
      email: 'new@org-b',
      role: 'member',
    });
  });
});
afterAll(async () => env?.cleanup());

const all = Object.keys(personas) as PersonaName[];
const db = (p: PersonaName) => contextFor(env, p).firestore();

/** Who reads each team document, get and list alike; everyone else is refused. */
const READERS: Record<string, PersonaName[]> = {
  [collections.members.doc('org-a', 'staff-1')]: ['owner', 'staff'],
  [collections.members.doc('org-a', 'owner-a')]: ['owner', 'staff'],
  [collections.invitations.doc('org-a', 'inv-a')]: ['owner', 'staff'],
  [collections.members.doc('org-b', 'staff-2')]: ['otherStaff'],
  [collections.invitations.doc('org-b', 'inv-b')]: ['otherStaff'],
};

for (const [path, readers] of Object.entries(READERS)) {
  const parent = path.slice(0, path.lastIndexOf('/'));
  describe(path, () => {
    for (const persona of all) {
      const allowed = readers.includes(persona);
      it(`${persona}: get and list ${allowed ? 'allowed' : 'denied'}; create, update, delete denied`, async () => {
        const client = db(persona);
        await (allowed ? assertSucceeds : assertFails)(getDoc(doc(client, path)));
        await (allowed ? assertSucceeds : assertFails)(getDocs(collection(client, parent)));
        await assertFails(setDoc(doc(client, `${parent}/new-by-${persona}`), { role: 'owner' }));
        await assertFails(updateDoc(doc(client, path), { role: 'owner' }));
        await assertFails(setDoc(doc(client, path), { role: 'owner' }));
        await assertFails(deleteDoc(doc(client, path)));
      });
    }
  });
}

describe('memberships after a removal', () => {
  it('a removed member (claims still naming the org) reads nothing of the org', async () => {
    const client = db('removedStaff');
    await assertFails(getDoc(doc(client, collections.orgs.doc('org-a'))));
    await assertFails(getDocs(collection(client, collections.members.path('org-a'))));
    await assertFails(getDoc(doc(client, documents.interviewCounters.doc('org-a'))));
  });

  it('but may read their own membership, to learn that it is gone', async () => {
    await assertSucceeds(
      getDoc(doc(db('removedStaff'), collections.members.doc('org-a', 'removed-a'))),
    );
  });

  it('a member cannot write themselves a membership in another org', async () => {
    await assertFails(
      setDoc(doc(db('staff'), collections.members.doc('org-b', 'staff-1')), { role: 'owner' }),
    );
    await assertFails(getDoc(doc(db('staff'), collections.members.doc('org-b', 'staff-1'))));
  });
});
