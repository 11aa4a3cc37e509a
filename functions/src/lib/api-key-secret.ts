// An API key's secret: `hiq_<keyId>_<32 random bytes, base64url>`. The key id says which document
// to read; the random part is what proves the caller holds the key. Only sha256 of the whole
// secret is stored, and a presented secret is compared with it in constant time.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256 } from './tokens';

const SECRET_PATTERN = /^hiq_([A-Za-z0-9]{20})_([A-Za-z0-9_-]{43})$/;

/** How much of the secret the screen shows to tell keys apart: `hiq_` and 8 of the key id. */
const PREFIX_LENGTH = 12;

/** A new key's secret, the hash to store and the prefix to show. */
export function newApiKeySecret(keyId: string) {
  if (!/^[A-Za-z0-9]{20}$/.test(keyId)) throw new Error(`not a Firestore auto-id: ${keyId}`);
  const secret = `hiq_${keyId}_${randomBytes(32).toString('base64url')}`;
  return { secret, secretSha256: sha256(secret), prefix: secret.slice(0, PREFIX_LENGTH) };
}

/** The key id a well-formed secret names; null for anything else (never a lookup). */
export function keyIdOf(secret: string): string | null {
  return SECRET_PATTERN.exec(secret)?.[1] ?? null;
}

/** Whether `secret` is the one whose hash is stored, in time that does not depend on where they differ. */
export function secretMatches(secret: string, storedSha256: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedSha256, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
