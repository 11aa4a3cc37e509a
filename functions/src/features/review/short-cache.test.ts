import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache';

describe('ShortCache', () => {
  it('returns an entry until its time, never after', () => {
    let now = 1_000;
    const cache = new ShortCache<string>(10, () => now);
    cache.set('a', 'A', 4_000);
    expect(cache.get('a')).toBe('A');
    now = 3_999;
    expect(cache.get('a')).toBe('A');
    now = 4_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing whose time has passed, and a new value replaces the old', () => {
    let now = 1_000;
    const cache = new ShortCache<string>(10, () => now);
    cache.set('a', 'A', 2_000);
    cache.set('a', 'late', 1_000);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'B1', 5_000);
    cache.set('b', 'B2', 3_000);
    now = 2_999;
    expect(cache.get('b')).toBe('B2');
    now = 3_000;
    expect(cache.get('b')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const cache = new ShortCache<number>(3, () => 0);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i, 1_000);
    expect(cache.size).toBe(3);
    expect(cache.get('k6')).toBeUndefined();
    expect([cache.get('k7'), cache.get('k8'), cache.get('k9')]).toEqual([7, 8, 9]);
  });
});
