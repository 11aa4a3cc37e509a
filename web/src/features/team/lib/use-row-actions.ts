import { useState } from 'react';
import { useMutation } from '@/lib/use-mutation';
import { TEAM_ERRORS } from './team-errors';

const perform = async (_key: string, action: () => Promise<unknown>) => {
  await action();
};

/**
 * The Team lists' row actions, each named by a key: which are under way (their buttons are
 * disabled), the last one's success line and the last failure's message (the server's).
 */
export function useRowActions() {
  const actions = useMutation(perform, TEAM_ERRORS);
  const [done, setDone] = useState<string | null>(null);

  /** Runs `action` as `key`; true when it succeeded. */
  async function run(key: string, action: () => Promise<unknown>, success: string) {
    setDone(null);
    const result = await actions.run(key, action);
    if (result.ok) setDone(success);
    return result.ok;
  }

  return {
    run,
    isBusy: (key: string) => actions.running.some(([running]) => running === key),
    done,
    error: actions.error,
    clearError: actions.reset,
  };
}
