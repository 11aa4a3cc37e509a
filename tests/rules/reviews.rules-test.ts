import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, seedDocs, personas } from './rules-env';
import type { PersonaName } from './rules-env';

// interviews/{id}/reviews/{uid}: personas.staff belongs to org-a, personas.otherStaff to org-b.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await seedDocs(env, {
    [collections.interviews.doc('iv-a')]: { orgId: 'org-a', status: 'completed' },
    [collections.reviews.doc('iv-a', 'staff-1')]: { ratings: { q1: 4 }, decision: 'hold' },
    [collections.reviews.doc('iv-a', 'colleague')]: { ratings: { q1: 2 }, decision: null },
  });
});
afterAll(async () => env?.cleanup());

const all = Object.keys(personas) as PersonaName[];
const db = (p: PersonaName) => contextFor(env, p).firestore();

describe('interviews/{id}/reviews: the org staff read, nobody writes', () => {
  it("staff read every reviewer's review of their org's interview", async () => {
    await assertSucceeds(getDoc(doc(db('staff'), collections.reviews.doc('iv-a', 'staff-1'))));
    await assertSucceeds(getDoc(doc(db('staff'), collections.reviews.doc('iv-a', 'colleague'))));
    await assertSucceeds(getDocs(collection(db('staff'), collections.reviews.path('iv-a'))));
  });

  for (const persona of ['anonymous', 'admin', 'otherStaff', 'noRole'] as PersonaName[]) {
    it(`${persona} cannot read org-a's reviews`, async () => {
      await assertFails(getDoc(doc(db(persona), collections.reviews.doc('iv-a', 'staff-1'))));
      await assertFails(getDocs(collection(db(persona), collections.reviews.path('iv-a'))));
    });
  }

  for (const persona of all) {
    it(`${persona} cannot create, change or delete a review`, async () => {
      const uid = personas[persona]?.uid ?? 'nobody';
      await assertFails(
        setDoc(doc(db(persona), collections.reviews.doc('iv-a', uid)), { ratings: { q1: 5 } }),
      );
      await assertFails(
        updateDoc(doc(db(persona), collections.reviews.doc('iv-a', 'staff-1')), {
          decision: 'advance',
        }),
      );
      await assertFails(deleteDoc(doc(db(persona), collections.reviews.doc('iv-a', 'colleague'))));
    });
  }
});
