import { createHash } from 'node:crypto';
import { projectId } from '../support/admin';

/** Collections whose writes are expected side effects of any request (abuse counters). */
const VOLATILE = new Set(['rateLimits']);

const root = `projects/${projectId}/databases/(default)/documents`;

/**
 * Every document in the database, at any depth and under parents that don't exist, from one
 * kindless all-descendants query the emulator answers in a single request (walking collections
 * document by document took tens of seconds once the earlier suites had filled the database).
 * `fields`: only those (e.g. `__name__`), or every field. The emulator's `owner` token bypasses
 * the rules.
 */
async function everyDocument(fields?: string[]): Promise<{ name: string; updateTime: string }[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const res = await fetch(`http://${host}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ allDescendants: true }],
        ...(fields && { select: { fields: fields.map((fieldPath) => ({ fieldPath })) } }),
      },
    }),
  });
  if (!res.ok) throw new Error(`listing every document: ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { document?: { name: string; updateTime: string } }[];
  return rows.flatMap(({ document }) => (document ? [document] : []));
}

/** Every document's path and update time. */
async function allDocuments(): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const document of await everyDocument(['__name__'])) {
    const path = document.name.slice(root.length + 1);
    if (!VOLATILE.has(path.split('/')[0])) entries.set(path, document.updateTime);
  }
  return entries;
}

/** Every document in full (paths and fields) as one text, to search for what must not be stored. */
export async function everyDocumentAsText(): Promise<string> {
  return (await everyDocument()).map((document) => JSON.stringify(document)).join('\n');
}

export interface DatabaseSnapshot {
  digest: string;
  counts: Record<string, number>;
  /** path → update time (to the microsecond), to say which documents changed. */
  entries: Map<string, string>;
}

/** A fingerprint of every document (path and update time), so "the database is unchanged" can be asserted. */
export async function snapshotDatabase(): Promise<DatabaseSnapshot> {
  const entries = await allDocuments();
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
