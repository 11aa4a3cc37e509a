/** gRPC status of a transaction that lost to contention (after the SDK's own retries). */
const ABORTED = 10;

/** Transaction options for racing state changes: give up early, then `resolveContention` decides. */
export const CONTENDED_TX = { maxAttempts: 2 };

/**
 * Runs a racing state change (a Firestore transaction). Many callers changing one document at once
 * contend for it, and a transaction that loses is aborted (the emulator says "Transaction lock
 * timeout"). Then `recheck` reads the document again outside any transaction and throws the answer
 * the caller would get now (409 when someone else made the change); if it does not throw, the change
 * is tried again after a short random pause. So a race ends in one change and clear 4xx answers,
 * never a 500.
 */
export async function resolveContention<T>(
  run: () => Promise<T>,
  recheck: () => Promise<void>,
  attempts = 8,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: unknown }).code !== ABORTED || attempt >= attempts) throw error;
      await recheck();
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 250));
    }
  }
}

/** gRPC statuses of a batch that lost a race: a precondition failed, or a create found its document. */
const FAILED_PRECONDITION = 9;
const ALREADY_EXISTS = 6;

/** Did this write lose to a concurrent one (so a fresh read decides the answer)? */
export const isLostRace = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === FAILED_PRECONDITION || code === ALREADY_EXISTS;
};
