// The admin's read of a company's org: a request whose domain is already a customer says so.
import { useCallback, useMemo } from 'react';
import { doc } from 'firebase/firestore';
import type { DocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import { useLiveDoc } from '@/lib/firebase/live';

export interface ExistingOrg {
  name: string;
  memberCount: number;
}

// An org's id is its domain; anything that can't be one document id can't be an org.
const isDocId = (id: string) => id.length > 0 && !id.includes('/') && id !== '.' && id !== '..';

/**
 * orgs/{domain}, live (rules: the admin reads orgs): the org, or null when there is none (also
 * while loading or when the read fails: the note is a hint, never a blocker). A "missing" answered
 * by the local cache alone is skipped.
 */
export function useExistingOrg(domain: string): ExistingOrg | null {
  const firestore = useFirestore();
  const ref = useMemo(
    () => (isDocId(domain) ? doc(firestore, collections.orgs.doc(domain)) : null),
    [firestore, domain],
  );
  const toOrg = useCallback(
    (snap: DocumentSnapshot): ExistingOrg | null => {
      if (!snap.exists()) return null;
      const data = snap.data();
      return {
        name: typeof data.name === 'string' && data.name ? data.name : domain,
        memberCount: typeof data.memberCount === 'number' ? data.memberCount : 0,
      };
    },
    [domain],
  );
  const live = useLiveDoc(ref, toOrg, { skipCacheOnly: true });
  return live.status === 'success' ? (live.data ?? null) : null;
}
