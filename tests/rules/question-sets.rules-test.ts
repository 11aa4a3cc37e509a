import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, personas } from './rules-env';
import type { PersonaName } from './rules-env';

// An org's question sets: its staff (owners and members alike) read them live, as the web lists
// them (ordered by updatedAt); nobody writes them from a client, not even to archive one.
let env: RulesTestEnvironment;

const set = (name: string) => ({
  name,
  description: '',
  questions: [],
  questionCount: 0,
  archived: false,
  createdBy: 'someone',
  createdByName: 'Someone',
  updatedByName: 'Someone',
  updatedAt: new Date(),
});

beforeAll(async () => {
  env = await createRulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, collections.questionSets.doc('org-a', 'set-a')), set('A'));
    await setDoc(doc(db, collections.questionSets.doc('org-b', 'set-b')), set('B'));
  });
});
afterAll(async () => env?.cleanup());

const all = Object.keys(personas) as PersonaName[];
const db = (p: PersonaName) => contextFor(env, p).firestore();

const READERS: Record<string, PersonaName[]> = {
  [collections.questionSets.doc('org-a', 'set-a')]: ['owner', 'staff'],
  [collections.questionSets.doc('org-b', 'set-b')]: ['otherStaff'],
};

for (const [path, readers] of Object.entries(READERS)) {
  const parent = path.slice(0, path.lastIndexOf('/'));
  describe(`question sets: ${path}`, () => {
    for (const persona of all) {
      const allowed = readers.includes(persona);
      it(`${persona}: get, list and the ordered list ${allowed ? 'allowed' : 'denied'}; writes denied`, async () => {
        const client = db(persona);
        const expectRead = allowed ? assertSucceeds : assertFails;
        await expectRead(getDoc(doc(client, path)));
        await expectRead(getDocs(collection(client, parent)));
        await expectRead(
          getDocs(query(collection(client, parent), orderBy('updatedAt', 'desc'), limit(50))),
        );
        await assertFails(setDoc(doc(client, `${parent}/new-by-${persona}`), set('Mine')));
        await assertFails(updateDoc(doc(client, path), { archived: true }));
        await assertFails(setDoc(doc(client, path), set('Replaced')));
        await assertFails(deleteDoc(doc(client, path)));
      });
    }
  });
}
