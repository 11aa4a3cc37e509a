// The admin's read of a company's org: a request whose domain is already a customer says so.
import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { fromRef } from 'rxfire/firestore';
import { filter, map, of } from 'rxjs';
import { useLive } from '@/lib/firebase/use-live';

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
  const source = useMemo(() => {
    if (!isDocId(domain)) return of(null);
    return fromRef(doc(firestore, 'orgs', domain), { includeMetadataChanges: true }).pipe(
      filter((snap) => snap.exists() || !snap.metadata.fromCache),
      map((snap): ExistingOrg | null => {
        if (!snap.exists()) return null;
        const data = snap.data();
        return {
          name: typeof data.name === 'string' && data.name ? data.name : domain,
          memberCount: typeof data.memberCount === 'number' ? data.memberCount : 0,
        };
      }),
    );
  }, [firestore, domain]);
  const live = useLive(`admin:org:${domain}`, source);
  return live.status === 'success' ? (live.value ?? null) : null;
}
