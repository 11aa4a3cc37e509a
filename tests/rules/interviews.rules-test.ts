import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections, documents } from '@shared/contract/collections';
import { contextFor, createRulesEnv, seedDocs, personas } from './rules-env';
import type { PersonaName } from './rules-env';

// personas.staff belongs to org-a, personas.otherStaff to org-b.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await seedDocs(env, {
    [collections.interviews.doc('iv-a')]: { orgId: 'org-a', status: 'scheduled', sessionId: 's-a' },
    [collections.interviews.doc('iv-b')]: { orgId: 'org-b', status: 'scheduled', sessionId: 's-b' },
    [collections.answers.doc('iv-a', 'q1')]: { questionId: 'q1', transcript: 'hello' },
    [collections.recordings.doc('iv-a', 'q1')]: { questionId: 'q1', bytes: 3 },
    [documents.interviewCounters.doc('org-a')]: {
      total: 1,
      scheduled: 1,
      completed: 0,
      cancelled: 0,
    },
    [collections.processedEvents.doc('org-a', 'e1')]: { at: 1 },
  });
});
afterAll(async () => env?.cleanup());

const all = Object.keys(personas) as PersonaName[];
const db = (p: PersonaName) => contextFor(env, p).firestore();

describe('interviews: staff of the org read, nobody writes', () => {
  it('staff read their org interview, its answers and recordings, and query their org', async () => {
    await assertSucceeds(getDoc(doc(db('staff'), collections.interviews.doc('iv-a'))));
    await assertSucceeds(getDoc(doc(db('staff'), collections.answers.doc('iv-a', 'q1'))));
    await assertSucceeds(getDoc(doc(db('staff'), collections.recordings.doc('iv-a', 'q1'))));
    await assertSucceeds(
      getDocs(
        query(
          collection(db('staff'), collections.interviews.path()),
          where('orgId', '==', 'org-a'),
        ),
      ),
    );
  });

  it('staff cannot read another org, nor query without their org filter', async () => {
    await assertFails(getDoc(doc(db('staff'), collections.interviews.doc('iv-b'))));
    await assertFails(
      getDocs(
        query(
          collection(db('staff'), collections.interviews.path()),
          where('orgId', '==', 'org-b'),
        ),
      ),
    );
    await assertFails(getDocs(collection(db('staff'), collections.interviews.path())));
  });

  for (const persona of ['anonymous', 'admin', 'otherStaff', 'noRole'] as PersonaName[]) {
    it(`${persona} cannot read org-a's interview, answers or recordings`, async () => {
      await assertFails(getDoc(doc(db(persona), collections.interviews.doc('iv-a'))));
      await assertFails(getDoc(doc(db(persona), collections.answers.doc('iv-a', 'q1'))));
      await assertFails(getDoc(doc(db(persona), collections.recordings.doc('iv-a', 'q1'))));
      await assertFails(
        getDocs(
          query(
            collection(db(persona), collections.interviews.path()),
            where('orgId', '==', 'org-a'),
          ),
        ),
      );
    });
  }

  for (const persona of all) {
    it(`${persona} cannot create, update or delete interviews or answers`, async () => {
      await assertFails(
        setDoc(doc(db(persona), collections.interviews.doc('new')), {
          orgId: 'org-a',
          status: 'scheduled',
        }),
      );
      await assertFails(
        updateDoc(doc(db(persona), collections.interviews.doc('iv-a')), { status: 'cancelled' }),
      );
      await assertFails(deleteDoc(doc(db(persona), collections.interviews.doc('iv-a'))));
      await assertFails(
        setDoc(doc(db(persona), collections.answers.doc('iv-a', 'q2')), { transcript: 'x' }),
      );
    });
  }
});

describe('orgs/{orgId}/stats/interviews: the org counters', () => {
  it('staff of the org read them', async () => {
    await assertSucceeds(getDoc(doc(db('staff'), documents.interviewCounters.doc('org-a'))));
  });
  for (const persona of ['anonymous', 'admin', 'otherStaff', 'noRole'] as PersonaName[]) {
    it(`${persona} cannot read them`, async () => {
      await assertFails(getDoc(doc(db(persona), documents.interviewCounters.doc('org-a'))));
    });
  }
  for (const persona of all) {
    it(`${persona} cannot write them nor read the processed-event markers`, async () => {
      await assertFails(
        setDoc(doc(db(persona), documents.interviewCounters.doc('org-a')), { total: 99 }),
      );
      await assertFails(
        updateDoc(doc(db(persona), documents.interviewCounters.doc('org-a')), { total: 99 }),
      );
      await assertFails(getDoc(doc(db(persona), collections.processedEvents.doc('org-a', 'e1'))));
    });
  }
});
