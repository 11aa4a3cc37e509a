// A stored document a request depends on, read through its collection's converter: one that does
// not match the contract is refused with the caller's clear error (and logged with its path and
// what is wrong, for the operators), never a bare 500.
import { mismatchReason } from '../shared/contract/read-document';
import { z } from '../shared/schemas/zod';
import type { HttpError } from './http-error';
import { logger } from './logger';

/** What the admin SDK's converter-bound snapshots have that reading needs. */
interface ConvertedSnapshot<T> {
  readonly ref: { readonly path: string };
  data(): T;
}

/**
 * The snapshot's data as its converter parses it (undefined for a document that does not exist);
 * `refusal` when it does not match.
 */
export function storedData<T>(snapshot: ConvertedSnapshot<T>, refusal: HttpError): T {
  const read = readable(snapshot);
  if (read.ok) return read.data;
  throw refusal;
}

/**
 * The snapshot's data, or undefined (logged) when it does not match: for lists, where one
 * unreadable document must not hide the others.
 */
export function dataOrSkip<T>(snapshot: ConvertedSnapshot<T>): T | undefined {
  const read = readable(snapshot);
  return read.ok ? read.data : undefined;
}

function readable<T>(snapshot: ConvertedSnapshot<T>): { ok: true; data: T } | { ok: false } {
  try {
    return { ok: true, data: snapshot.data() };
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    logger.error('stored document does not match the contract', {
      path: snapshot.ref.path,
      reason: mismatchReason(error),
    });
    return { ok: false };
  }
}
