// Who may call the public API v1: an org's API key, `Authorization: Bearer hiq_...`. A key grants
// its own org's data and no more than its scopes; a revoked one is refused from its next call on.
// Staff ID tokens are not keys (401 here), and keys are not ID tokens (401 on the staff routes).
import type { Request, RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { ApiKeyScope } from '../shared/constants/domain';
import { API_KEY_LAST_USED_EVERY_MS, API_KEY_RATE_LIMIT } from '../shared/constants/limits';
import { collections } from '../shared/contract/collections';
import { ATS_MESSAGES } from '../shared/messages/ats';
import { INTEGRATIONS_MESSAGES as M } from '../shared/messages/integrations';
import { keyIdOf, secretMatches } from './api-key-secret';
import { groupRef } from './firebase';
import { HttpError } from './http-error';
import { dataOrSkip } from './stored-document';
import { logger } from './logger';
import { checkRateLimit, secondsLeftInWindow } from './rate-limit';

export interface ApiKeyCaller {
  keyId: string;
  orgId: string;
  scopes: readonly ApiKeyScope[];
  /** The member who created the key: what the key makes or changes is recorded as theirs too. */
  createdByUid: string;
  /** The key's name, for what it makes to say who made it. */
  name: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    apiKey?: ApiKeyCaller;
  }
}

/** When each key's last use was last written by this instance (the write is skipped sooner). */
const lastUseWritten = new Map<string, number>();

/**
 * Records the key's use at most once a minute. Preconditioned on the document as read, so of a
 * burst that all see an old time one write lands and the rest fail at once instead of queueing.
 * A failure never fails the call: the record is a convenience, not a guard.
 */
function recordUse(
  snap: FirebaseFirestore.QueryDocumentSnapshot,
  lastUsedAt: { toMillis(): number } | null,
) {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.toMillis() < API_KEY_LAST_USED_EVERY_MS) return;
  if (now - (lastUseWritten.get(snap.id) ?? 0) < API_KEY_LAST_USED_EVERY_MS) return;
  lastUseWritten.set(snap.id, now);
  void snap.ref
    .update({ lastUsedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: snap.updateTime })
    .catch((error: unknown) => logger.info(`last use of key ${snap.id} not recorded`, error));
}

/** The secret of `Authorization: Bearer <key>`. */
function bearerSecret(req: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, M.keyRequired);
  return match[1];
}

/**
 * The secret of HTTP Basic auth whose username is the key and whose password is empty, as ATS
 * partner APIs (Greenhouse's) send it.
 */
function basicSecret(req: Request): string {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})$/i.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, ATS_MESSAGES.basicKeyRequired);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const [username, ...password] = decoded.split(':');
  if (!username || password.length !== 1 || password[0] !== '')
    throw new HttpError(401, M.keyInvalid);
  return username;
}

/** The key the request presents, checked: 401 for a missing, malformed, unknown or revoked one. */
async function callerOf(secret: string): Promise<ApiKeyCaller> {
  const keyId = keyIdOf(secret);
  if (!keyId) throw new HttpError(401, M.keyInvalid);
  const found = await groupRef(collections.apiKeys).where('keyId', '==', keyId).limit(1).get();
  const snap = found.docs[0];
  // A key whose document does not read as one is as unknown (logged).
  const key = dataOrSkip(snap);
  if (!snap || !key || key.revokedAt || !secretMatches(secret, key.secretSha256))
    throw new HttpError(401, M.keyInvalid);
  recordUse(snap, key.lastUsedAt);
  return {
    keyId,
    orgId: snap.ref.parent.parent!.id,
    scopes: key.scopes,
    createdByUid: key.createdByUid,
    name: key.name,
  };
}

/**
 * Counts the call against the key's limit (120 a minute): over it, 429 with Retry-After in
 * seconds until the window ends.
 */
async function countCall(res: Parameters<RequestHandler>[1], keyId: string) {
  try {
    await checkRateLimit({ name: 'api-key', ...API_KEY_RATE_LIMIT }, keyId);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    const seconds = secondsLeftInWindow(API_KEY_RATE_LIMIT.windowMs);
    res.set('Retry-After', String(seconds));
    throw new HttpError(429, M.rateLimited(seconds));
  }
}

const authenticate =
  (secretOf: (req: Request) => string): RequestHandler =>
  (req, res, next) => {
    Promise.resolve()
      .then(() => callerOf(secretOf(req)))
      .then(async (caller) => {
        req.apiKey = caller;
        await countCall(res, caller.keyId);
      })
      .then(() => next(), next);
  };

/** Authenticates the API key and counts the call; then `requireScope` says what it may do. */
export const requireApiKey = authenticate(bearerSecret);

/** As requireApiKey, with the key as the username of HTTP Basic auth (ATS partner APIs). */
export const requireBasicApiKey = authenticate(basicSecret);

/** After requireApiKey: 403 naming the scope unless the key has it. */
export const requireScope =
  (scope: ApiKeyScope): RequestHandler =>
  (req, _res, next) => {
    next(
      req.apiKey?.scopes.includes(scope) ? undefined : new HttpError(403, M.scopeMissing(scope)),
    );
  };

/** The key checked by requireApiKey. */
export function apiKeyCaller(req: Request): ApiKeyCaller {
  if (!req.apiKey) throw new HttpError(401, M.keyInvalid);
  return req.apiKey;
}

/** The org of the key checked by requireApiKey. */
export const apiKeyOrgId = (req: Request): string => apiKeyCaller(req).orgId;
