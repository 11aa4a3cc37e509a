// AI-assist suggestions (interviews/{id}/insights/{questionId}): read like the answers they are
// on, by the staff of the interview's org; written only by the server's trigger.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { contextFor, createRulesEnv, seedDocs } from './rules-env';
import type { PersonaName } from './rules-env';

let env: RulesTestEnvironment;

const insight = collections.insights.doc('iv-a', 'q1');

beforeAll(async () => {
  env = await createRulesEnv();
  await seedDocs(env, {
    [collections.interviews.doc('iv-a')]: {
      orgId: 'org-a',
      sessionId: 'sessionsessionsession0',
      status: 'completed',
      aiAssist: true,
    },
    [insight]: { questionId: 'q1', take: 1, transcriptSha256: 'abc', coverage: [], summary: [] },
  });
});
afterAll(async () => env?.cleanup());

describe('interview insights', () => {
  for (const persona of ['staff', 'owner'] as PersonaName[]) {
    it(`${persona} of the interview org may read them`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertSucceeds(getDoc(doc(db, insight)));
      await assertSucceeds(getDocs(collection(db, collections.insights.path('iv-a'))));
    });
  }

  for (const persona of [
    'anonymous',
    'otherStaff',
    'removedStaff',
    'admin',
    'noRole',
  ] as PersonaName[]) {
    it(`${persona} (a candidate is anonymous) reads none of them`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(getDoc(doc(db, insight)));
      await assertFails(getDocs(collection(db, collections.insights.path('iv-a'))));
    });
  }

  for (const persona of ['anonymous', 'staff', 'otherStaff', 'admin'] as PersonaName[]) {
    it(`${persona} cannot write them (only the server's trigger does)`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(setDoc(doc(db, insight), { coverage: [] }));
      await assertFails(updateDoc(doc(db, insight), { coverage: [] }));
      await assertFails(deleteDoc(doc(db, insight)));
      await assertFails(setDoc(doc(db, collections.insights.doc('iv-a', 'q2')), { coverage: [] }));
    });
  }
});
