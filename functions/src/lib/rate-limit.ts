import type { Request, RequestHandler } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { API_MESSAGES } from '../shared/messages/common';
import { db } from './firebase';
import { HttpError } from './http-error';
import { sha256 } from './tokens';

export interface RateLimitOptions {
  /** Names the limit, e.g. 'access-request'. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** What is counted; defaults to the client IP. */
  key?: (req: Request) => string;
}

/**
 * A fixed-window counter in Firestore (`rateLimits/{hash}`): shared by every function instance,
 * so it holds when the API scales past one process. Over the limit: 429 with the spec's message.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  return async (req, _res, next) => {
    if (process.env.HIQ_DISABLE_RATE_LIMITS === 'true') return next();
    const subject = options.key ? options.key(req) : (req.ip ?? 'unknown');
    const windowStart = Math.floor(Date.now() / options.windowMs) * options.windowMs;
    const ref = db.doc(`rateLimits/${sha256(`${options.name}:${subject}:${windowStart}`)}`);
    try {
      const count = await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const current = (snap.get('count') as number | undefined) ?? 0;
        if (current >= options.limit) return current + 1;
        tx.set(
          ref,
          {
            name: options.name,
            count: FieldValue.increment(1),
            // A TTL policy on expiresAt deletes old windows in production.
            expiresAt: Timestamp.fromMillis(windowStart + options.windowMs * 2),
          },
          { merge: true },
        );
        return current + 1;
      });
      if (count > options.limit) return next(new HttpError(429, API_MESSAGES.tooManyRequests));
      next();
    } catch (error) {
      next(error);
    }
  };
}
