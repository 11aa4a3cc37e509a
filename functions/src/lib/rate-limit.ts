import type { Request, RequestHandler } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../shared/contract/collections';
import type { TimestampLike } from '../shared/contract/collections';
import { API_MESSAGES } from '../shared/messages/api';
import { collectionRef } from './firebase';
import { HttpError } from './http-error';
import { dataOrSkip } from './stored-document';
import { sha256 } from './tokens';

export interface RateLimitOptions {
  /** Names the limit, e.g. 'access-request'. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** What is counted; defaults to the client IP (`req.ip`, see lib/client-ip.ts). */
  key?: (req: Request) => string;
}

/**
 * This hit's place in its window: the hits committed before it, plus those committed at the same
 * instant with a smaller id (a burst can share a timestamp; without the tie-break every one of them
 * would count the others and all could be refused at the boundary).
 */
async function rankOf(
  hits: FirebaseFirestore.CollectionReference,
  id: string,
  at: TimestampLike,
): Promise<number> {
  const [before, tied] = await Promise.all([
    hits.where('at', '<', at).count().get(),
    hits.where('at', '==', at).select().get(),
  ]);
  return before.data().count + tied.docs.filter((d) => d.id <= id).length;
}

/**
 * A fixed-window limit in Firestore, shared by every function instance: each request in a window
 * writes its own document `rateLimits/{hash(name, client, window)}/hits/{id}` and is allowed when
 * it is among the first `limit` by commit time. Nothing is read-modify-written, so a burst from one
 * client never queues on one document (a counter in a transaction did: the emulator aborted the
 * contending transactions with "Transaction lock timeout" and answered 500). Once a window is full,
 * further requests are refused after one count, without writing. Over the limit: 429 with the
 * shared too-many-requests message; the next window starts from zero.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  return (req, _res, next) => {
    const subject = options.key ? options.key(req) : (req.ip ?? 'unknown');
    checkRateLimit(options, subject).then(() => next(), next);
  };
}

/** Counts one hit of `subject` against the limit: rejects with a 429 once the window is full. */
export async function checkRateLimit(
  options: Omit<RateLimitOptions, 'key'>,
  subject: string,
): Promise<void> {
  if (process.env.HIQ_DISABLE_RATE_LIMITS === 'true') return;
  const windowStart = Math.floor(Date.now() / options.windowMs) * options.windowMs;
  const hits = collectionRef(
    collections.rateLimitHits,
    sha256(`${options.name}:${subject}:${windowStart}`),
  );
  const before = (await hits.count().get()).data().count;
  if (before >= options.limit) throw new HttpError(429, API_MESSAGES.tooManyRequests);
  const ref = hits.doc();
  await ref.create({
    name: options.name,
    at: FieldValue.serverTimestamp(),
    // A TTL policy on expiresAt (collection group `hits`) deletes old windows.
    expiresAt: Timestamp.fromMillis(windowStart + options.windowMs * 2),
  });
  // Ranked by the stored server timestamp, not the write result's time: the emulator stores a
  // coarser value than it returns, and comparing the two would count same-instant peers as earlier.
  const at = dataOrSkip(await ref.get())?.at;
  // Gone already: the window's hits were deleted after this one was written, so the count starts
  // again from nothing and this request is within it.
  if (!at) return;
  if ((await rankOf(hits, ref.id, at)) > options.limit)
    throw new HttpError(429, API_MESSAGES.tooManyRequests);
}

/** Whole seconds until the current window of `windowMs` ends: a refused caller's Retry-After. */
export const secondsLeftInWindow = (windowMs: number, now = Date.now()) =>
  Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
