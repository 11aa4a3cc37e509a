import { useCallback, useEffect, useState } from 'react';
import type { LiveStatus } from '@/lib/firebase/live';

export interface ApiList<T> {
  status: LiveStatus;
  items: readonly T[];
  /** Asks the API again (after a change, or to retry a failed load). */
  reload: () => void;
}

/**
 * A list asked of the API (webhooks are not readable from Firestore): loading, then the items or
 * an error that keeps the last items shown. `load` null asks nothing (e.g. no endpoint chosen).
 */
export function useApiList<T>(load: (() => Promise<readonly T[]>) | null): ApiList<T> {
  const [state, setState] = useState<{ status: LiveStatus; items: readonly T[] }>({
    status: 'loading',
    items: [],
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setState((old) => ({ status: 'loading', items: old.items }));
    load().then(
      (items) => current && setState({ status: 'success', items }),
      () => current && setState((old) => ({ status: 'error', items: old.items })),
    );
    return () => {
      current = false;
    };
  }, [load, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
