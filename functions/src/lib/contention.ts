// Racing state changes (many callers changing one document at once) without transactions. On a
// hot document, transactions queue on its lock and the emulator aborts most of them ("Transaction
// lock timeout", 20 parallel approvals or completes gave 500s even after retries). A preconditioned
// batch never waits on a lock: of the callers that read the same version, exactly one commits.
import type { WriteBatch } from 'firebase-admin/firestore';
import { API_MESSAGES } from '../shared/messages/api';
import { HttpError } from './http-error';

/** gRPC statuses of a batch that lost a race: a precondition failed, or a create found its document. */
const FAILED_PRECONDITION = 9;
const ALREADY_EXISTS = 6;

/** Did a write preconditioned on what was read (`lastUpdateTime`) find it changed since? */
export const isPreconditionFailure = (error: unknown) =>
  (error as { code?: unknown }).code === FAILED_PRECONDITION;

/** Did this write lose to a concurrent one (so a fresh read decides the answer)? */
export const isLostRace = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === FAILED_PRECONDITION || code === ALREADY_EXISTS;
};

/**
 * Commits one racing state change. `build` reads what it needs (outside any transaction), throws
 * the 4xx the caller gets now (404 unknown, 409 already changed, …) and otherwise fills the batch:
 * updates and deletes carry the read's `lastUpdateTime` as a precondition, new documents are
 * `create`s. When the commit loses a race, `build` runs again on fresh reads, so the loser answers
 * exactly what a later caller would; a race that changed nothing that matters is simply tried again.
 * Still losing after `attempts` tries: 429, never a 500.
 */
export async function commitRacingChange<T>(
  newBatch: () => WriteBatch,
  build: (batch: WriteBatch) => Promise<T>,
  attempts = 6,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const batch = newBatch();
    const result = await build(batch);
    try {
      await batch.commit();
      return result;
    } catch (error) {
      if (!isLostRace(error)) throw error;
      if (attempt >= attempts) throw new HttpError(429, API_MESSAGES.tooManyRequests);
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 100));
    }
  }
}
