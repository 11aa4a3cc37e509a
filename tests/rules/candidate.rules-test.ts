import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Bytes, collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor, createRulesEnv } from './rules-env';
import type { PersonaName } from './rules-env';

let env: RulesTestEnvironment;

const answer = 'interviews/iv-a/answers/q1';
const recording = 'interviews/iv-a/recordings/q1';
const chunk = 'interviews/iv-a/recordings/q1/chunks/0';

beforeAll(async () => {
  env = await createRulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'interviews/iv-a'), {
      orgId: 'org-a',
      sessionId: 'sessionsessionsession0',
      status: 'scheduled',
    });
    await setDoc(doc(db, answer), { questionId: 'q1', transcript: 'hello' });
    await setDoc(doc(db, recording), { questionId: 'q1', mimeType: 'audio/webm' });
    await setDoc(doc(db, chunk), {
      seq: 0,
      data: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
      bytes: 3,
    });
  });
});
afterAll(async () => env?.cleanup());

describe('interview answers and recordings', () => {
  it('staff of the interview org may read answers, recordings and chunks', async () => {
    const db = contextFor(env, 'staff').firestore();
    await assertSucceeds(getDoc(doc(db, answer)));
    await assertSucceeds(getDocs(collection(db, 'interviews/iv-a/answers')));
    await assertSucceeds(getDoc(doc(db, recording)));
    await assertSucceeds(getDocs(collection(db, 'interviews/iv-a/recordings/q1/chunks')));
  });

  for (const persona of ['anonymous', 'otherStaff', 'admin', 'noRole'] as PersonaName[]) {
    it(`${persona} (a candidate is anonymous) reads none of them`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(getDoc(doc(db, answer)));
      await assertFails(getDocs(collection(db, 'interviews/iv-a/answers')));
      await assertFails(getDoc(doc(db, recording)));
      await assertFails(getDoc(doc(db, chunk)));
    });
  }

  for (const persona of ['anonymous', 'staff', 'admin'] as PersonaName[]) {
    it(`${persona} cannot write them (all writes go through /api)`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(setDoc(doc(db, answer), { transcript: 'forged' }));
      await assertFails(setDoc(doc(db, 'interviews/iv-a/answers/q2'), { transcript: 'forged' }));
      await assertFails(setDoc(doc(db, chunk), { seq: 0 }));
    });
  }
});
