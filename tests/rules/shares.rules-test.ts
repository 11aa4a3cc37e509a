import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, personas, seedDocs } from './rules-env';
import type { PersonaName } from './rules-env';

// Shares (with their viewers and grants) are served only through /api; the feedback an outside
// reviewer gives is read on the review screen like a review. personas.staff and personas.owner
// belong to org-a, personas.otherStaff to org-b.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await seedDocs(env, {
    [collections.interviews.doc('iv-a')]: { orgId: 'org-a', status: 'completed' },
    [collections.shares.doc('sh-1')]: {
      orgId: 'org-a',
      interviewId: 'iv-a',
      createdBy: 'staff-1',
      recipientEmail: 'hm@partner.test',
    },
    [collections.shareViewers.doc('sh-1', 'v1')]: { expiresAt: 1 },
    [collections.shareGrants.doc('sh-1', 'g1')]: { interviewId: 'iv-a' },
    [collections.externalFeedback.doc('iv-a', 'sh-1')]: {
      reviewerEmail: 'hm@partner.test',
      recommendation: 'advance',
    },
  });
});
afterAll(async () => env?.cleanup());

const all = Object.keys(personas) as PersonaName[];
const db = (p: PersonaName) => contextFor(env, p).firestore();

describe('shares: no client reads or writes them, not even their sender', () => {
  for (const persona of all) {
    it(`${persona} cannot read or write a share, its viewers or its grants`, async () => {
      for (const path of [
        collections.shares.doc('sh-1'),
        collections.shareViewers.doc('sh-1', 'v1'),
        collections.shareGrants.doc('sh-1', 'g1'),
      ]) {
        await assertFails(getDoc(doc(db(persona), path)));
        await assertFails(setDoc(doc(db(persona), path), { orgId: 'org-a' }));
        await assertFails(deleteDoc(doc(db(persona), path)));
      }
      await assertFails(getDocs(collection(db(persona), collections.shares.path())));
    });
  }
});

describe('interviews/{id}/externalFeedback: the org staff read, nobody writes', () => {
  for (const persona of ['staff', 'owner'] as PersonaName[]) {
    it(`${persona} reads the outside feedback on their org's interview`, async () => {
      await assertSucceeds(
        getDoc(doc(db(persona), collections.externalFeedback.doc('iv-a', 'sh-1'))),
      );
      await assertSucceeds(
        getDocs(collection(db(persona), collections.externalFeedback.path('iv-a'))),
      );
    });
  }
  for (const persona of ['anonymous', 'admin', 'otherStaff', 'noRole'] as PersonaName[]) {
    it(`${persona} cannot read it`, async () => {
      await assertFails(getDoc(doc(db(persona), collections.externalFeedback.doc('iv-a', 'sh-1'))));
    });
  }
  for (const persona of all) {
    it(`${persona} cannot write it`, async () => {
      await assertFails(
        setDoc(doc(db(persona), collections.externalFeedback.doc('iv-a', 'sh-2')), { a: 1 }),
      );
      await assertFails(
        deleteDoc(doc(db(persona), collections.externalFeedback.doc('iv-a', 'sh-1'))),
      );
    });
  }
});
