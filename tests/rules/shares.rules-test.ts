import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  and,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  or,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, personas, seedDocs } from './rules-env';
import type { PersonaName } from './rules-env';

// A share is read live by its sender and the org's owners; its viewers and grants only through
// /api; the feedback an outside reviewer gives is read on the review screen like a review. personas.staff and personas.owner
// belong to org-a, personas.otherStaff to org-b.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await seedDocs(env, {
    [collections.interviews.doc('iv-a')]: { orgId: 'org-a', status: 'completed' },
    [collections.interviews.doc('iv-b')]: { orgId: 'org-a', status: 'completed' },
    // A shortlist of two interviews.
    [collections.shares.doc('sh-1')]: {
      orgId: 'org-a',
      interviewIds: ['iv-a', 'iv-b'],
      questionsOf: { 'iv-a': ['q1'], 'iv-b': ['q1'] },
      createdBy: 'staff-1',
      recipientEmail: 'hm@partner.test',
    },
    [collections.shares.doc('sh-2')]: {
      orgId: 'org-a',
      interviewIds: ['iv-a'],
      questionsOf: { 'iv-a': ['q1'] },
      createdBy: 'owner-a',
      recipientEmail: 'cto@partner.test',
    },
    // Made before shortlists: its one interview in `interviewId`.
    [collections.shares.doc('sh-old')]: {
      orgId: 'org-a',
      interviewId: 'iv-a',
      questionIds: ['q1'],
      createdBy: 'staff-1',
      recipientEmail: 'old@partner.test',
    },
    [collections.shareViewers.doc('sh-1', 'v1')]: { expiresAt: 1 },
    [collections.shareGrants.doc('sh-1', 'g1')]: { expiresAt: 1 },
    [collections.externalFeedback.doc('iv-a', 'sh-1')]: {
      reviewerEmail: 'hm@partner.test',
      recommendation: 'advance',
    },
  });
});
afterAll(async () => env?.cleanup());

const all = Object.keys(personas) as PersonaName[];
const db = (p: PersonaName) => contextFor(env, p).firestore();

describe("shares: their sender and the org's owners read them live; nobody writes", () => {
  /** The shares holding an interview, as the review screen asks for them, with more filters. */
  const sharesOf = (persona: PersonaName, interviewId: string, ...filters: [string, string][]) =>
    getDocs(
      query(
        collection(db(persona), collections.shares.path()),
        where('interviewIds', 'array-contains', interviewId),
        ...filters.map(([field, value]) => where(field, '==', value)),
      ),
    );

  it("the sender reads their share, and lists the interview's shares they sent", async () => {
    await assertSucceeds(getDoc(doc(db('staff'), collections.shares.doc('sh-1'))));
    await assertSucceeds(sharesOf('staff', 'iv-a', ['orgId', 'org-a'], ['createdBy', 'staff-1']));
  });

  it("a shortlist is listed on each of its interviews' review screens", async () => {
    for (const interviewId of ['iv-a', 'iv-b']) {
      const snap = await assertSucceeds(
        sharesOf('staff', interviewId, ['orgId', 'org-a'], ['createdBy', 'staff-1']),
      );
      if (!snap.docs.some((d) => d.id === 'sh-1')) throw new Error(`sh-1 not on ${interviewId}`);
    }
    await assertSucceeds(sharesOf('owner', 'iv-b', ['orgId', 'org-a']));
    await assertFails(sharesOf('otherStaff', 'iv-b', ['orgId', 'org-a']));
  });

  it("the review screen's query lists shares made before shortlists beside shortlists", async () => {
    const either = (persona: PersonaName, ...filters: [string, string][]) =>
      getDocs(
        query(
          collection(db(persona), collections.shares.path()),
          and(
            or(where('interviewIds', 'array-contains', 'iv-a'), where('interviewId', '==', 'iv-a')),
            ...filters.map(([field, value]) => where(field, '==', value)),
          ),
        ),
      );
    const idsOf = (snap: { docs: { id: string }[] }) => snap.docs.map((d) => d.id).sort();
    const mine = await assertSucceeds(
      either('staff', ['orgId', 'org-a'], ['createdBy', 'staff-1']),
    );
    expect(idsOf(mine)).toEqual(['sh-1', 'sh-old']);
    const owners = await assertSucceeds(either('owner', ['orgId', 'org-a']));
    expect(idsOf(owners)).toEqual(['sh-1', 'sh-2', 'sh-old']);
    await assertFails(either('staff', ['orgId', 'org-a']));
    await assertFails(either('otherStaff', ['orgId', 'org-a']));
  });

  it("an owner reads every share of the org's interviews", async () => {
    await assertSucceeds(getDoc(doc(db('owner'), collections.shares.doc('sh-2'))));
    await assertSucceeds(sharesOf('owner', 'iv-a', ['orgId', 'org-a']));
  });

  it("a member cannot read another member's share, nor list without naming themselves", async () => {
    await assertFails(getDoc(doc(db('staff'), collections.shares.doc('sh-2'))));
    await assertFails(sharesOf('staff', 'iv-a', ['orgId', 'org-a']));
  });

  for (const persona of ['anonymous', 'admin', 'otherStaff', 'removedStaff', 'noRole'] as const) {
    it(`${persona} cannot read a share of org-a`, async () => {
      await assertFails(getDoc(doc(db(persona), collections.shares.doc('sh-1'))));
      await assertFails(sharesOf(persona, 'iv-a', ['orgId', 'org-a']));
    });
  }

  for (const persona of all) {
    it(`${persona} cannot write a share, nor read or write its viewers or grants`, async () => {
      for (const path of [
        collections.shareViewers.doc('sh-1', 'v1'),
        collections.shareGrants.doc('sh-1', 'g1'),
      ]) {
        await assertFails(getDoc(doc(db(persona), path)));
        await assertFails(setDoc(doc(db(persona), path), { orgId: 'org-a' }));
        await assertFails(deleteDoc(doc(db(persona), path)));
      }
      await assertFails(
        setDoc(doc(db(persona), collections.shares.doc('sh-1')), { orgId: 'org-a' }),
      );
      await assertFails(
        setDoc(doc(db(persona), collections.shares.doc('sh-new')), { orgId: 'org-a' }),
      );
      await assertFails(deleteDoc(doc(db(persona), collections.shares.doc('sh-1'))));
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
