import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isLinkExpired, linkExpiryAfter } from './link-expiry';

const DAY_MS = 24 * 60 * 60_000;
const date = '2026-03-01T10:30:00.000Z';
const at = Date.parse(date);

describe('linkExpiryAfter', () => {
  it('is whole days after the interview time', () => {
    expect(linkExpiryAfter(date, 3).toISOString()).toBe('2026-03-04T10:30:00.000Z');
  });
});

describe('isLinkExpired', () => {
  it('uses the stored linkExpiresAt: open until that moment, expired from it on', () => {
    const linkExpiresAt = Timestamp.fromMillis(at + 2 * DAY_MS);
    expect(isLinkExpired({ linkExpiresAt, date }, at + 2 * DAY_MS - 1)).toBe(false);
    expect(isLinkExpired({ linkExpiresAt, date }, at + 2 * DAY_MS)).toBe(true);
  });

  it('without linkExpiresAt, expires 14 days after the date', () => {
    const expiry = at + 14 * 24 * 60 * 60 * 1000;
    expect(isLinkExpired({ date }, expiry - 1)).toBe(false);
    expect(isLinkExpired({ date }, expiry)).toBe(true);
  });

  it('an interview without a readable time never expires', () => {
    expect(isLinkExpired({ date: 'not a date' }, Date.now())).toBe(false);
    expect(isLinkExpired({}, Date.now())).toBe(false);
  });
});
