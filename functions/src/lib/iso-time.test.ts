import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isoOrNull, withIsoTimes } from './iso-time';

const at = Timestamp.fromMillis(Date.UTC(2031, 4, 1, 10, 0, 0));
const iso = '2031-05-01T10:00:00.000Z';

describe('withIsoTimes', () => {
  it('turns every Timestamp, however deep, into an ISO string and keeps the rest', () => {
    expect(
      withIsoTimes({ a: at, b: [{ c: at, d: 1 }], e: { f: { g: at } }, h: null, i: 'x' }),
    ).toEqual({ a: iso, b: [{ c: iso, d: 1 }], e: { f: { g: iso } }, h: null, i: 'x' });
  });
});

describe('isoOrNull', () => {
  it('is the ISO string of a Timestamp, else null', () => {
    expect(isoOrNull(at)).toBe(iso);
    expect(isoOrNull(undefined)).toBeNull();
    expect(isoOrNull('2031-05-01')).toBeNull();
  });
});
