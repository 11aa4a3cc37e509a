import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The test admin app first: the functions code below reuses it as the default app.
import { adminDb } from '../support/admin';
import { apiBase } from '../support/api';
import { bearer, createTestOrg } from '../support/users';
import {
  applyInterviewWrite,
  counterDeltas,
} from '../../functions/src/features/interviews/counters';

interface Counters {
  total: number;
  scheduled: number;
  completed: number;
  cancelled: number;
}

async function counters(orgId: string): Promise<Counters> {
  const data = (await adminDb.doc(`orgs/${orgId}/stats/interviews`).get()).data() ?? {};
  return {
    total: data.total ?? 0,
    scheduled: data.scheduled ?? 0,
    completed: data.completed ?? 0,
    cancelled: data.cancelled ?? 0,
  };
}

async function waitForCounters(orgId: string, expected: Counters, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last: Counters = await counters(orgId);
  while (Date.now() < deadline) {
    last = await counters(orgId);
    if (JSON.stringify(last) === JSON.stringify(expected)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(last).toEqual(expected);
  return last;
}

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
    expect(await counters(orgId)).toEqual({ total: 1, scheduled: 1, completed: 0, cancelled: 0 });
  });

  it('stays exact under 40 concurrent events, duplicates included', async () => {
    const orgId = `org-${randomUUID().slice(0, 8)}.test`;
    const events = Array.from({ length: 30 }, () => randomUUID());
    await Promise.all([
      ...events.map((id) => applyInterviewWrite(id, undefined, { orgId, status: 'scheduled' })),
      ...events
        .slice(0, 10)
        .map((id) => applyInterviewWrite(id, undefined, { orgId, status: 'scheduled' })),
    ]);
    expect(await counters(orgId)).toEqual({ total: 30, scheduled: 30, completed: 0, cancelled: 0 });
  });
});

describe('countInterviews trigger (through the API)', () => {
  it('counts concurrent creates and cancels exactly, and server-side status changes', async () => {
    const org = await createTestOrg('Counted');
    const date = new Date(Date.now() + 86_400_000).toISOString();
    const created = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const res = await fetch(`${apiBase}/api/interviews`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...bearer(org.staff) },
          body: JSON.stringify({
            candidateName: `C${i}`,
            candidateEmail: `c${i}-${randomUUID().slice(0, 6)}@example-corp.test`,
            type: 'technical',
            level: 'mid',
            scheduledTime: date,
            date,
          }),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { interview: { id: string } }).interview.id;
      }),
    );
    await waitForCounters(org.orgId, { total: 15, scheduled: 15, completed: 0, cancelled: 0 });

    // 6 cancels (each raced by a duplicate request) and 4 completions written by the server, all at once.
    await Promise.all([
      ...created.slice(0, 6).flatMap((id) =>
        [1, 2].map(() =>
          fetch(`${apiBase}/api/interviews/${id}/cancel`, {
            method: 'POST',
            headers: bearer(org.staff),
          }),
        ),
      ),
      ...created
        .slice(6, 10)
        .map((id) => adminDb.doc(`interviews/${id}`).update({ status: 'completed' })),
    ]);
    await waitForCounters(org.orgId, { total: 15, scheduled: 5, completed: 4, cancelled: 6 });

    await adminDb.doc(`interviews/${created[14]}`).delete();
    await waitForCounters(org.orgId, { total: 14, scheduled: 4, completed: 4, cancelled: 6 });
  });
});
