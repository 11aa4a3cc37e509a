import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The test admin app first: the functions code below reuses it as the default app.
import '../support/admin';
import { interviewCounters } from '../support/interviews';
import {
  applyInterviewWrite,
  counterDeltas,
} from '../../functions/src/features/interviews/counters';

describe('counterDeltas', () => {
  it('create, status change, delete, no-op', () => {
    expect(counterDeltas(undefined, { orgId: 'o', status: 'scheduled' })).toEqual(
      new Map([['o', { total: 1, scheduled: 1 }]]),
    );
    expect(
      counterDeltas({ orgId: 'o', status: 'scheduled' }, { orgId: 'o', status: 'cancelled' }),
    ).toEqual(new Map([['o', { scheduled: -1, cancelled: 1 }]]));
    expect(counterDeltas({ orgId: 'o', status: 'completed' }, undefined)).toEqual(
      new Map([['o', { total: -1, completed: -1 }]]),
    );
    expect(
      counterDeltas(
        { orgId: 'o', status: 'scheduled', x: 1 },
        { orgId: 'o', status: 'scheduled', x: 2 },
      ).size,
    ).toBe(0);
  });
});

describe('applyInterviewWrite', () => {
  it('applies an event once even when it is delivered twice', async () => {
    const orgId = `org-${randomUUID().slice(0, 8)}.test`;
    const eventId = randomUUID();
    expect(await applyInterviewWrite(eventId, undefined, { orgId, status: 'scheduled' })).toBe(
      'applied',
    );
    expect(await applyInterviewWrite(eventId, undefined, { orgId, status: 'scheduled' })).toBe(
      'duplicate',
    );
    expect(await interviewCounters(orgId)).toEqual({
      total: 1,
      scheduled: 1,
      completed: 0,
      cancelled: 0,
    });
  });
});
