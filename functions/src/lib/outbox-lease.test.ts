import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isDue } from './outbox-lease';
import type { LeaseFields } from './outbox-lease';

const policy = { maxAttempts: 5, stalePendingMs: 120_000 };
const NOW = 10_000_000;
const at = (ms: number) => Timestamp.fromMillis(ms);

const lease = (fields: Partial<LeaseFields>): LeaseFields => ({
  state: 'PENDING',
  attempts: 0,
  nextAttemptAt: null,
  leaseExpireTime: null,
  createdAt: at(NOW),
  ...fields,
});

describe('isDue', () => {
  it('the first attempt takes up a PENDING document only, however new', () => {
    expect(isDue(lease({}), 'first', NOW, policy)).toBe(true);
    for (const state of ['PROCESSING', 'ERROR', 'SUCCESS', 'FAILED'] as const)
      expect(isDue(lease({ state, leaseExpireTime: at(0) }), 'first', NOW, policy)).toBe(false);
  });

  it('a retry takes up an ERROR once its nextAttemptAt has come', () => {
    const error = (ms: number) => lease({ state: 'ERROR', attempts: 1, nextAttemptAt: at(ms) });
    expect(isDue(error(NOW + 1), 'retry', NOW, policy)).toBe(false);
    expect(isDue(error(NOW), 'retry', NOW, policy)).toBe(true);
    expect(isDue(error(NOW - 60_000), 'retry', NOW, policy)).toBe(true);
  });

  it('a retry takes up a PROCESSING once its 60 000 ms lease has run out, not while it is held', () => {
    const claimedAt = NOW - 60_000;
    const held = (ms: number) =>
      lease({ state: 'PROCESSING', attempts: 1, leaseExpireTime: at(claimedAt + ms) });
    expect(isDue(held(60_001), 'retry', NOW, policy)).toBe(false);
    expect(isDue(held(60_000), 'retry', NOW, policy)).toBe(true);
  });

  it('a retry takes up a PENDING only 120 000 ms after it was queued: before, the trigger has it', () => {
    expect(isDue(lease({ createdAt: at(NOW - 119_999) }), 'retry', NOW, policy)).toBe(false);
    expect(isDue(lease({ createdAt: at(NOW - 120_000) }), 'retry', NOW, policy)).toBe(true);
  });

  it('never takes up a finished document, nor one that has used its 5 attempts', () => {
    for (const state of ['SUCCESS', 'FAILED'] as const)
      expect(isDue(lease({ state, createdAt: at(0) }), 'retry', NOW, policy)).toBe(false);
    const spent = { state: 'ERROR', attempts: 5, nextAttemptAt: at(0) } as const;
    expect(isDue(lease(spent), 'retry', NOW, policy)).toBe(false);
    expect(isDue(lease({ ...spent, attempts: 4 }), 'retry', NOW, policy)).toBe(true);
    expect(isDue(lease({ attempts: 5 }), 'first', NOW, policy)).toBe(false);
  });

  it('a missing timer counts as long past (mail keeps them optional)', () => {
    expect(isDue(lease({ state: 'ERROR', nextAttemptAt: undefined }), 'retry', NOW, policy)).toBe(
      true,
    );
    expect(isDue(lease({ state: 'PROCESSING' }), 'retry', NOW, policy)).toBe(true);
  });
});
