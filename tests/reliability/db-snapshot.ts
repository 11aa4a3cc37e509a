import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';

/** Collections whose writes are expected side effects of any request (abuse counters). */
const VOLATILE = new Set(['rateLimits']);

/** `fn` over `items`, at most `limit` at a time, results in order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Every document under `refs`, level by level: reads in batches, and every reference's
 * subcollections (a missing document can still have some).
 */
async function collect(refs: DocumentReference[], entries: Map<string, number>): Promise<void> {
  for (let i = 0; i < refs.length; i += 200) {
    for (const snap of await adminDb.getAll(...refs.slice(i, i + 200)))
      if (snap.exists) entries.set(snap.ref.path, snap.updateTime?.toMillis() ?? 0);
  }
  const collections = (await mapLimit(refs, 16, (ref) => ref.listCollections())).flat();
  const children = (await mapLimit(collections, 16, (c) => c.listDocuments())).flat();
  if (children.length) await collect(children, entries);
}

export interface DatabaseSnapshot {
  digest: string;
  counts: Record<string, number>;
  /** path → update time (ms), to say which documents changed. */
  entries: Map<string, number>;
}

/** A fingerprint of every document (path and update time), so "the database is unchanged" can be asserted. */
export async function snapshotDatabase(): Promise<DatabaseSnapshot> {
  const entries = new Map<string, number>();
  const top = (await adminDb.listCollections()).filter((c) => !VOLATILE.has(c.id));
  const refs = (await mapLimit(top, 16, (c) => c.listDocuments())).flat();
  await collect(refs, entries);
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  for (const path of [...entries.keys()].sort()) {
    hash.update(`${path}@${entries.get(path)}\n`);
    const collection = path.split('/')[0];
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  return { digest: hash.digest('hex'), counts, entries };
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
