import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, personas } from './rules-env';
import type { PersonaName } from './rules-env';

let env: RulesTestEnvironment;
const all = Object.keys(personas) as PersonaName[];

beforeAll(async () => {
  env = await createRulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const profile = (uid: string, orgId: string | null, role: string | null) =>
      setDoc(doc(db, collections.users.doc(uid)), {
        email: `${uid}@x.test`,
        role,
        orgId,
        emailVerified: true,
      });
    await profile('staff-1', 'org-a', 'staff');
    await profile('staff-2', 'org-b', 'staff');
    await profile('admin-1', null, 'admin');
    await profile('user-3', null, null);
    await setDoc(doc(db, collections.registrationTokens.doc('h1')), {
      email: 'a@a.test',
      orgId: 'org-a',
      usedAt: null,
    });
    await setDoc(doc(db, collections.emailVerifications.doc('h2')), {
      uid: 'staff-1',
      email: 'a@a.test',
      usedAt: null,
    });
  });
});
afterAll(async () => env?.cleanup());

describe('users/{uid}: the owner and admins read; nobody writes', () => {
  it('anonymous reads no profile and cannot list', async () => {
    const db = contextFor(env, 'anonymous').firestore();
    await assertFails(getDoc(doc(db, collections.users.doc('staff-1'))));
    await assertFails(getDocs(collection(db, collections.users.path())));
  });
  it('staff reads their own profile', async () => {
    const db = contextFor(env, 'staff').firestore();
    await assertSucceeds(getDoc(doc(db, collections.users.doc('staff-1'))));
  });
  it("staff of another org cannot read this staff member's profile", async () => {
    const db = contextFor(env, 'otherStaff').firestore();
    await assertFails(getDoc(doc(db, collections.users.doc('staff-1'))));
    await assertSucceeds(getDoc(doc(db, collections.users.doc('staff-2'))));
  });
  it("staff cannot read a colleague's or an admin's profile, nor list", async () => {
    const db = contextFor(env, 'staff').firestore();
    await assertFails(getDoc(doc(db, collections.users.doc('admin-1'))));
    await assertFails(getDocs(collection(db, collections.users.path())));
  });
  it('admin reads any profile and lists them', async () => {
    const db = contextFor(env, 'admin').firestore();
    await assertSucceeds(getDoc(doc(db, collections.users.doc('staff-1'))));
    await assertSucceeds(getDocs(collection(db, collections.users.path())));
  });
  for (const persona of all) {
    it(`${persona} cannot write a profile (not even their own role)`, async () => {
      const p = personas[persona];
      const db = contextFor(env, persona).firestore();
      const own = collections.users.doc(p ? p.uid : 'staff-1');
      await assertFails(updateDoc(doc(db, own), { role: 'admin' }));
      await assertFails(setDoc(doc(db, collections.users.doc('new-one')), { role: 'admin' }));
      await assertFails(deleteDoc(doc(db, own)));
    });
  }
});

for (const [collectionName, id] of [
  [collections.registrationTokens.path(), 'h1'],
  [collections.emailVerifications.path(), 'h2'],
]) {
  describe(`${collectionName}: server only`, () => {
    for (const persona of all) {
      it(`${persona} can neither read, list nor write`, async () => {
        const db = contextFor(env, persona).firestore();
        await assertFails(getDoc(doc(db, `${collectionName}/${id}`)));
        await assertFails(getDocs(collection(db, collectionName)));
        await assertFails(setDoc(doc(db, `${collectionName}/x`), { usedAt: null }));
        await assertFails(updateDoc(doc(db, `${collectionName}/${id}`), { usedAt: null }));
      });
    }
  });
}
