import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';

/** Collections whose writes are expected side effects of any request (abuse counters). */
const VOLATILE = new Set(['rateLimits']);

async function walk(
  refs: DocumentReference[],
  hash: ReturnType<typeof createHash>,
  counts: Map<string, number>,
  entries: Map<string, number>,
) {
  for (const ref of refs) {
    const snap = await ref.get();
    if (snap.exists) {
      const updated = snap.updateTime?.toMillis() ?? 0;
      hash.update(`${ref.path}@${updated}\n`);
      entries.set(ref.path, updated);
      const top = ref.path.split('/')[0];
      counts.set(top, (counts.get(top) ?? 0) + 1);
    }
    for (const sub of await ref.listCollections())
      await walk(await sub.listDocuments(), hash, counts, entries);
  }
}

export interface DatabaseSnapshot {
  digest: string;
  counts: Record<string, number>;
  /** path → update time (ms), to say which documents changed. */
  entries: Map<string, number>;
}

/** A fingerprint of every document (path and update time), so "the database is unchanged" can be asserted. */
export async function snapshotDatabase(): Promise<DatabaseSnapshot> {
  const hash = createHash('sha256');
  const counts = new Map<string, number>();
  const entries = new Map<string, number>();
  for (const collection of await adminDb.listCollections()) {
    if (VOLATILE.has(collection.id)) continue;
    await walk(await collection.listDocuments(), hash, counts, entries);
  }
  return { digest: hash.digest('hex'), counts: Object.fromEntries(counts), entries };
}

/** Documents added, removed or rewritten between two snapshots (empty when unchanged). */
export function changedPaths(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const changed: string[] = [];
  for (const [path, time] of after.entries) {
    const was = before.entries.get(path);
    if (was === undefined) changed.push(`+ ${path}`);
    else if (was !== time) changed.push(`~ ${path}`);
  }
  for (const path of before.entries.keys()) if (!after.entries.has(path)) changed.push(`- ${path}`);
  return changed;
}
