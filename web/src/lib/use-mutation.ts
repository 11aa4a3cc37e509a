import { useCallback, useRef, useState } from 'react';
import { messageFor } from './error-message';
import type { MessagePolicy } from './error-message';

export type MutationResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface MutationOptions extends MessagePolicy {
  /** The line shown when the policy gives no better one. */
  fallback: string;
}

/**
 * A change made through the API, as a screen sees it: the calls under way (`running`, their
 * arguments; `busy` while any is), the last failure's message, and a retry of that call. A new
 * call clears the message. `run` never rejects: it resolves to the outcome.
 */
export function useMutation<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  options: MutationOptions,
) {
  const [running, setRunning] = useState<readonly A[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<A | null>(null);
  // The latest call and policy, so `run` stays one function across renders.
  const latest = useRef({ fn, options });
  latest.current = { fn, options };

  const run = useCallback(async (...args: A): Promise<MutationResult<R>> => {
    setRunning((calls) => [...calls, args]);
    setError(null);
    setFailed(null);
    try {
      return { ok: true, value: await latest.current.fn(...args) };
    } catch (caught) {
      const { fallback, ...policy } = latest.current.options;
      setError(messageFor(caught, fallback, policy));
      setFailed(() => args);
      return { ok: false, error: caught };
    } finally {
      setRunning((calls) => calls.filter((call) => call !== args));
    }
  }, []);

  const reset = useCallback(() => {
    setError(null);
    setFailed(null);
  }, []);

  const retry = useCallback(
    (): Promise<MutationResult<R>> | undefined => (failed ? run(...failed) : undefined),
    [failed, run],
  );

  return { run, running, busy: running.length > 0, error, reset, retry };
}
