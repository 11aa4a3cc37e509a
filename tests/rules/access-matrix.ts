// A read/write matrix for one collection: who may read a document, and that nobody writes from a client.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor, createRulesEnv, personas, resetRulesData } from './rules-env';
import type { PersonaName } from './rules-env';

export interface MatrixSpec {
  /** e.g. 'orgs' */
  collection: string;
  /** documents seeded with rules disabled: id → data */
  docs: Record<string, Record<string, unknown>>;
  /** for each persona, the ids it may read (every other read must fail; a persona left out reads none) */
  readable: Partial<Record<PersonaName, string[]>>;
}

export function describeCollectionRules(spec: MatrixSpec) {
  let env: RulesTestEnvironment;
  const ids = Object.keys(spec.docs);

  beforeAll(async () => {
    env = await createRulesEnv();
    await resetRulesData(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const [id, data] of Object.entries(spec.docs)) {
        await setDoc(doc(ctx.firestore(), `${spec.collection}/${id}`), data);
      }
    });
  });
  afterAll(async () => env?.cleanup());

  describe(`${spec.collection} rules`, () => {
    for (const persona of Object.keys(personas) as PersonaName[]) {
      for (const id of ids) {
        const allowed = (spec.readable[persona] ?? []).includes(id);
        it(`${persona} ${allowed ? 'can' : 'cannot'} read ${spec.collection}/${id}`, async () => {
          const db = contextFor(env, persona).firestore();
          const read = getDoc(doc(db, `${spec.collection}/${id}`));
          await (allowed ? assertSucceeds(read) : assertFails(read));
        });
      }
      it(`${persona} cannot create, update or delete ${spec.collection} documents`, async () => {
        const db = contextFor(env, persona).firestore();
        await assertFails(setDoc(doc(db, `${spec.collection}/new-${persona}`), { any: 'thing' }));
        await assertFails(updateDoc(doc(db, `${spec.collection}/${ids[0]}`), { any: 'thing' }));
        await assertFails(deleteDoc(doc(db, `${spec.collection}/${ids[0]}`)));
      });
    }
  });
}
