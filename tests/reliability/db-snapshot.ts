import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';

/** Collections whose writes are expected side effects of any request (abuse counters). */
const VOLATILE = new Set(['rateLimits']);

async function walk(
  refs: DocumentReference[],
  hash: ReturnType<typeof createHash>,
  counts: Map<string, number>,
) {
  for (const ref of refs) {
    const snap = await ref.get();
    if (snap.exists) {
      hash.update(`${ref.path}@${snap.updateTime?.toMillis()}\n`);
      const top = ref.path.split('/')[0];
      counts.set(top, (counts.get(top) ?? 0) + 1);
    }
    for (const sub of await ref.listCollections())
      await walk(await sub.listDocuments(), hash, counts);
  }
}

/** A fingerprint of every document (path and update time), so "the database is unchanged" can be asserted. */
export async function snapshotDatabase(): Promise<{
  digest: string;
  counts: Record<string, number>;
}> {
  const hash = createHash('sha256');
  const counts = new Map<string, number>();
  for (const collection of await adminDb.listCollections()) {
    if (VOLATILE.has(collection.id)) continue;
    await walk(await collection.listDocuments(), hash, counts);
  }
  return { digest: hash.digest('hex'), counts: Object.fromEntries(counts) };
}
