import { useEffect, useState } from 'react';
import type { LiveStatus } from '@/lib/firebase/live';
import { getLibrarySets } from '../api/get-library-sets';
import type { LibrarySet } from '../types';

export interface LibrarySets {
  status: LiveStatus;
  sets: readonly LibrarySet[];
}

/** The library's sets, asked of the API once per screen: 'loading', then the sets or 'error'. */
export function useLibrarySets(): LibrarySets {
  const [state, setState] = useState<LibrarySets>({ status: 'loading', sets: [] });
  useEffect(() => {
    let current = true;
    getLibrarySets().then(
      ({ sets }) => current && setState({ status: 'success', sets }),
      () => current && setState({ status: 'error', sets: [] }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
