import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';

/**
 * One rules environment per test file, against the running Firestore emulator, with the personas'
 * memberships in place (rules check `orgs/{orgId}/members/{uid}`, not the claims).
 */
export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const env = await initializeTestEnvironment({
    // A project of its own, so rules tests never see the app's data; one per worker, so files
    // running side by side never clear each other's documents.
    projectId: `demo-hiq-rules-${process.env.VITEST_POOL_ID ?? '1'}`,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8'),
    },
  });
  await seedMemberships(env);
  return env;
}

/** Writes `docs` (document path → data) with the rules off: what the tests then read or write. */
export async function seedDocs(
  env: RulesTestEnvironment,
  docs: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Clears every document, then puts the memberships back. */
export async function resetRulesData(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await seedMemberships(env);
}

/** Who is a member of which org: owner and staff of org-a, otherStaff (an owner) of org-b. */
const MEMBERSHIPS = [
  { orgId: 'org-a', uid: 'owner-a', role: 'owner' },
  { orgId: 'org-a', uid: 'staff-1', role: 'member' },
  { orgId: 'org-b', uid: 'staff-2', role: 'owner' },
] as const;

async function seedMemberships(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const m of MEMBERSHIPS)
      await setDoc(doc(ctx.firestore(), collections.members.doc(m.orgId, m.uid)), {
        uid: m.uid,
        role: m.role,
        email: `${m.uid}@${m.orgId}.test`,
      });
  });
}

/**
 * The personas of the rules matrix: staff is a member of org-a and owner its owner; removedStaff
 * still carries org-a's claims (an ID token from before the removal) but has no membership;
 * otherStaff is the owner of org-b.
 */
export const personas = {
  anonymous: null,
  admin: { uid: 'admin-1', token: { role: 'admin', email: 'admin@hiq.test' } },
  owner: { uid: 'owner-a', token: { role: 'staff', orgId: 'org-a', email: 'owner@a.test' } },
  staff: { uid: 'staff-1', token: { role: 'staff', orgId: 'org-a', email: 'staff@a.test' } },
  removedStaff: {
    uid: 'removed-a',
    token: { role: 'staff', orgId: 'org-a', email: 'removed@a.test' },
  },
  otherStaff: { uid: 'staff-2', token: { role: 'staff', orgId: 'org-b', email: 'staff@b.test' } },
  noRole: { uid: 'user-3', token: { email: 'someone@c.test' } },
} as const;

export type PersonaName = keyof typeof personas;

export function contextFor(env: RulesTestEnvironment, persona: PersonaName) {
  const p = personas[persona];
  return p === null ? env.unauthenticatedContext() : env.authenticatedContext(p.uid, p.token);
}
