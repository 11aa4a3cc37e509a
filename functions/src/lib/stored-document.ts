// A stored document a request depends on, read through its collection's converter: one that does
// not match the contract is refused with the caller's clear error (and logged with its path and
// what is wrong, for the operators), never a bare 500.
import { isUnreadable, mismatchReason, readDocument } from '../shared/contract/read-document';
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
  const read = loggedData(snapshot);
  if (read) return read.data;
  throw refusal;
}

/**
 * The data of a document the request cannot go on without: `refusal` when it does not exist, as
 * when it does not match (logged), so a missing and an unreadable one get the same answer.
 */
export function requiredData<T>(snapshot: ConvertedSnapshot<T | undefined>, refusal: HttpError): T {
  const data = storedData(snapshot, refusal);
  if (data === undefined) throw refusal;
  return data;
}

/**
 * The snapshot's data, or undefined (logged) when it does not match: for lists, where one
 * unreadable document must not hide the others, and for documents whose absence the caller
 * already handles (defaults), where one that does not read is taken as absent.
 */
export function dataOrSkip<T>(snapshot: ConvertedSnapshot<T> | undefined): T | undefined {
  if (!snapshot) return undefined;
  return loggedData(snapshot)?.data;
}

/** The snapshot's data, or undefined with what does not match logged. */
function loggedData<T>(snapshot: ConvertedSnapshot<T>): { data: T } | undefined {
  const read = dataOrMismatch(snapshot);
  if ('data' in read) return read;
  logMismatch(snapshot.ref.path, read.mismatch);
  return undefined;
}

/**
 * The snapshot's data, or what does not match, unlogged: for a transaction, whose callback may run
 * more than once, to log (`logMismatch`) once it has committed what it did about it.
 */
export function dataOrMismatch<T>(
  snapshot: ConvertedSnapshot<T>,
): { data: T } | { mismatch: string } {
  try {
    return { data: snapshot.data() };
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    return { mismatch: mismatchReason(error) };
  }
}

/** What any admin SDK snapshot has, with or without a converter. */
interface RawSnapshot {
  readonly exists: boolean;
  readonly id: string;
  readonly ref: { readonly path: string };
  data(): unknown;
}

/**
 * A snapshot that is not converter-bound (a trigger's, or one read with a lenient view of its
 * collection's schema) parsed with `schema`: undefined when it does not exist, and when it does
 * not match (logged, as above).
 */
export function readOrSkip<S extends z.ZodType>(
  schema: S,
  snapshot: RawSnapshot | undefined,
): z.output<S> | undefined {
  if (!snapshot?.exists) return undefined;
  const read = readDocument(schema, snapshot.id, snapshot.data());
  if (!isUnreadable(read)) return read;
  logMismatch(snapshot.ref.path, read.reason);
  return undefined;
}

export function logMismatch(path: string, reason: string): void {
  logger.error('stored document does not match the contract', { path, reason });
}
