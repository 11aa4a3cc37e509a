import { useState } from 'react';
import { teamErrorMessage } from './team-errors';

/**
 * The Team lists' row actions: which are under way (their buttons are disabled), the last one's
 * success line and the last failure's message (the server's).
 */
export function useRowActions() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Runs `action` as `key`; true when it succeeded. */
  async function run(key: string, action: () => Promise<unknown>, success: string) {
    setBusy((keys) => new Set(keys).add(key));
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(success);
      return true;
    } catch (e) {
      setError(teamErrorMessage(e));
      return false;
    } finally {
      setBusy((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }

  return {
    run,
    isBusy: (key: string) => busy.has(key),
    done,
    error,
    clearError: () => setError(null),
  };
}
