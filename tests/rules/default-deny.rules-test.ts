import { assertFails } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor, createRulesEnv, personas } from './rules-env';
import type { PersonaName } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'somethingElse/x'), { a: 1 });
  });
});
afterAll(async () => env?.cleanup());

describe('default deny: an unknown collection', () => {
  for (const persona of Object.keys(personas) as PersonaName[]) {
    it(`${persona} can neither read nor write`, async () => {
      const db = contextFor(env, persona).firestore();
      await assertFails(getDoc(doc(db, 'somethingElse/x')));
      await assertFails(setDoc(doc(db, 'somethingElse/y'), { a: 1 }));
    });
  }
});
