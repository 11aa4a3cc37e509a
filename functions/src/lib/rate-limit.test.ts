import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkRateLimit } from './rate-limit';

// A stand-in for the window's `hits` collection: it holds the hits written, and can lose them all
// between a hit's write and its read back, as a cleared window does.
const store = vi.hoisted(() => ({
  hits: new Map<string, { at: number }>(),
  clearAfterWrite: false,
  nextId: 0,
}));

vi.mock('./firebase', () => {
  const where = (_field: string, op: string, value: unknown) => {
    // Firestore refuses `undefined` in a query, with a TypeError.
    if (value === undefined) throw new TypeError('Cannot use "undefined" as a Firestore value');
    const matching = () =>
      [...store.hits.entries()].filter(([, h]) => {
        const at = h.at;
        const v = (value as { toMillis: () => number }).toMillis();
        return op === '<' ? at < v : at === v;
      });
    return {
      count: () => ({ get: async () => ({ data: () => ({ count: matching().length }) }) }),
      select: () => ({ get: async () => ({ docs: matching().map(([id]) => ({ id })) }) }),
    };
  };
  return {
    collectionRef: () => ({
      count: () => ({ get: async () => ({ data: () => ({ count: store.hits.size }) }) }),
      where,
      doc: () => {
        const id = String((store.nextId += 1)).padStart(4, '0');
        return {
          id,
          create: async () => {
            store.hits.set(id, { at: 1_000 });
            if (store.clearAfterWrite) store.hits.clear();
          },
          get: async () => ({
            ref: { path: `rateLimits/w/hits/${id}` },
            data: () => {
              const hit = store.hits.get(id);
              return hit && { name: 'test', at: { toMillis: () => hit.at }, expiresAt: null };
            },
          }),
        };
      },
    }),
  };
});

describe('checkRateLimit', () => {
  beforeEach(() => {
    store.hits.clear();
    store.clearAfterWrite = false;
  });

  it('allows 3 hits of a limit of 3 in one window and refuses the 4th with a 429', async () => {
    const options = { name: 'test', limit: 3, windowMs: 60 * 60 * 1000 };
    for (let i = 0; i < 3; i += 1)
      await expect(checkRateLimit(options, 'a')).resolves.toBe(undefined);
    await expect(checkRateLimit(options, 'a')).rejects.toMatchObject({ status: 429 });
  });

  it('allows a hit whose window was cleared between its write and its read, not a 500', async () => {
    store.clearAfterWrite = true;
    await expect(
      checkRateLimit({ name: 'test', limit: 3, windowMs: 60 * 60 * 1000 }, 'a'),
    ).resolves.toBe(undefined);
  });
});
