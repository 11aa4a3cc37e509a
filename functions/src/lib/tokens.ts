import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe (22 characters): session links, registration and verification tokens. */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

/** Tokens are stored by hash; the raw value exists only in the mail or link. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
