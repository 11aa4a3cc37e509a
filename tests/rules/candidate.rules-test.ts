import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, seedDocs } from './rules-env';
import type { PersonaName } from './rules-env';

let env: RulesTestEnvironment;

const answer = collections.answers.doc('iv-a', 'q1');
const recording = collections.recordings.doc('iv-a', 'q1');

beforeAll(async () => {
  env = await createRulesEnv();
  await seedDocs(env, {
    [collections.interviews.doc('iv-a')]: {
      orgId: 'org-a',
      sessionId: 'sessionsessionsession0',
      status: 'scheduled',
    },
    [answer]: { questionId: 'q1', transcript: 'hello' },
    [recording]: { questionId: 'q1', mimeType: 'audio/webm' },
  });
});
afterAll(async () => env?.cleanup());

describe('interview answers and recordings', () => {
  it('staff of the interview org may read answers and recording indexes', async () => {
    const db = contextFor(env, 'staff').firestore();
    await assertSucceeds(getDoc(doc(db, answer)));
    await assertSucceeds(getDocs(collection(db, collections.answers.path('iv-a'))));
    await assertSucceeds(getDoc(doc(db, recording)));
    await assertSucceeds(getDocs(collection(db, collections.recordings.path('iv-a'))));
  });

  for (const persona of ['anonymous', 'otherStaff', 'admin', 'noRole'] as PersonaName[]) {
    it(`${persona} (a candidate is anonymous) reads none of them`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(getDoc(doc(db, answer)));
      await assertFails(getDocs(collection(db, collections.answers.path('iv-a'))));
      await assertFails(getDoc(doc(db, recording)));
      await assertFails(getDocs(collection(db, collections.recordings.path('iv-a'))));
    });
  }

  for (const persona of ['anonymous', 'staff', 'admin'] as PersonaName[]) {
    it(`${persona} cannot write them (all writes go through /api)`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(setDoc(doc(db, answer), { transcript: 'forged' }));
      await assertFails(
        setDoc(doc(db, collections.answers.doc('iv-a', 'q2')), { transcript: 'forged' }),
      );
      await assertFails(setDoc(doc(db, recording), { questionId: 'q1', bytes: 1 }));
    });
  }
});
