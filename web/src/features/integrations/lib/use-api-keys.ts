import { useCallback, useEffect, useState } from 'react';
import type { ApiKeyView } from '@shared/contract/endpoints/integrations';
import type { LiveStatus } from '@/lib/firebase/live';
import { listApiKeys } from '../api/list-api-keys';

export interface ApiKeys {
  status: LiveStatus;
  keys: readonly ApiKeyView[];
  /** Asks the API again (after a change, or to retry a failed load). */
  reload: () => void;
}

/** The org's keys, asked of the API (they are not readable from Firestore): loading, then the keys or an error. */
export function useApiKeys(): ApiKeys {
  const [state, setState] = useState<{ status: LiveStatus; keys: readonly ApiKeyView[] }>({
    status: 'loading',
    keys: [],
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    listApiKeys().then(
      ({ keys }) => current && setState({ status: 'success', keys }),
      () => current && setState((old) => ({ status: 'error', keys: old.keys })),
    );
    return () => {
      current = false;
    };
  }, [generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
