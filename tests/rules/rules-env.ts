import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One rules environment per test file, against the running Firestore emulator. */
export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    // A project of its own, so rules tests never see the app's data.
    projectId: 'demo-hiq-rules',
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}

/** The personas of the rules matrix. */
export const personas = {
  anonymous: null,
  admin: { uid: 'admin-1', token: { role: 'admin', email: 'admin@hiq.test' } },
  staff: { uid: 'staff-1', token: { role: 'staff', orgId: 'org-a', email: 'staff@a.test' } },
  otherStaff: { uid: 'staff-2', token: { role: 'staff', orgId: 'org-b', email: 'staff@b.test' } },
  noRole: { uid: 'user-3', token: { email: 'someone@c.test' } },
} as const;

export type PersonaName = keyof typeof personas;

export function contextFor(env: RulesTestEnvironment, persona: PersonaName) {
  const p = personas[persona];
  return p === null ? env.unauthenticatedContext() : env.authenticatedContext(p.uid, p.token);
}
