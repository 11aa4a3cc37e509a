import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyIdOf, newApiKeySecret, secretMatches } from './api-key-secret';

const KEY_ID = 'AbCdEfGhIj0123456789';

describe('API key secrets', () => {
  it('are hiq_, the key id and 32 random bytes in base64url; only their sha256 is kept', () => {
    const { secret, secretSha256, prefix } = newApiKeySecret(KEY_ID);
    expect(secret).toMatch(/^hiq_AbCdEfGhIj0123456789_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.split('_').slice(2).join('_'), 'base64url')).toHaveLength(32);
    expect(secretSha256).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(prefix).toBe('hiq_AbCdEfGh');
    expect(newApiKeySecret(KEY_ID).secret).not.toBe(secret);
  });

  it('refuses to make a secret for an id that is not a Firestore auto-id', () => {
    expect(() => newApiKeySecret('short')).toThrow();
    expect(() => newApiKeySecret('AbCdEfGhIj012345678_')).toThrow();
  });

  it('names the key id of a well-formed secret only', () => {
    const { secret } = newApiKeySecret(KEY_ID);
    expect(keyIdOf(secret)).toBe(KEY_ID);
    // The random part may itself hold '_' and '-'.
    expect(keyIdOf(`hiq_${KEY_ID}_${'_-'.repeat(21)}a`)).toBe(KEY_ID);
    for (const bad of [
      '',
      'hiq_',
      `hiq_${KEY_ID}`,
      `hiq_${KEY_ID}_`,
      `${secret}x`,
      secret.slice(0, -1),
      secret.replace('hiq_', 'HIQ_'),
      `Bearer ${secret}`,
      `hiq_${KEY_ID.slice(1)}_${'a'.repeat(44)}`,
      `hiq_${KEY_ID}_${'a'.repeat(42)}=`,
      ` ${secret}`,
    ])
      expect(keyIdOf(bad), JSON.stringify(bad)).toBeNull();
  });

  it('matches the stored hash of the same secret, and of no other', () => {
    const { secret, secretSha256 } = newApiKeySecret(KEY_ID);
    const other = newApiKeySecret(KEY_ID);
    expect(secretMatches(secret, secretSha256)).toBe(true);
    expect(secretMatches(other.secret, secretSha256)).toBe(false);
    expect(secretMatches(secret, other.secretSha256)).toBe(false);
    // A stored value of another length (corrupt) never matches, and does not throw.
    expect(secretMatches(secret, secretSha256.slice(0, 10))).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
  });
});
