import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe (22 characters): session links, registration and verification tokens. */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

/** Tokens are stored by hash; the raw value exists only in the mail or link. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A keyed hash: without the key, nobody can tell which value it was made from. */
export const hmacSha256 = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');
