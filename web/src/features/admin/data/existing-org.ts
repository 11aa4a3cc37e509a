// The admin's read of a company's org: a request whose domain is already a customer says so.
import { useCallback, useMemo } from 'react';
import { doc } from 'firebase/firestore';
import type { DocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import type { OrgDoc } from '@shared/contract/collections';
import { useLiveDoc } from '@/lib/firebase/live';
import { readSnapshot, unlessUnreadable } from '@/lib/firebase/read';

export type ExistingOrg = Pick<OrgDoc, 'name' | 'memberCount'>;

// An org's id is its domain; anything that can't be one document id can't be an org.
const isDocId = (id: string) => id.length > 0 && !id.includes('/') && id !== '.' && id !== '..';

/**
 * orgs/{domain}, live (rules: the admin reads orgs): the org, or null when there is none (also
 * while loading, when the read fails or the org cannot be read: the note is a hint, never a
 * blocker). A "missing" answered by the local cache alone is skipped.
 */
export function useExistingOrg(domain: string): ExistingOrg | null {
  const firestore = useFirestore();
  const ref = useMemo(
    () => (isDocId(domain) ? doc(firestore, collections.orgs.doc(domain)) : null),
    [firestore, domain],
  );
  const toOrg = useCallback(
    (snap: DocumentSnapshot) =>
      readSnapshot(collections.orgs.schema, snap, (org): ExistingOrg => ({
        name: org.name || domain,
        memberCount: org.memberCount,
      })),
    [domain],
  );
  const live = unlessUnreadable(useLiveDoc(ref, toOrg, { skipCacheOnly: true }));
  return live.status === 'success' ? (live.data ?? null) : null;
}
