// Guessing a shared interview's code: 20 wrong guesses at once count exactly 5 wrong tries, lock
// the share exactly once (one mail to its sender), and no guess after the lock gets anywhere. The
// integration file keeps the one-at-a-time behaviour.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { docRef } from '../support/admin';
import { clientIp } from '../support/access';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { mailedCode, mailsTo, shareCall } from '../support/shares';
import { createTestOrg } from '../support/users';

const N = 20;

/** Statuses tallied, e.g. { 400: 4, 410: 16 }: a failure shows every answer, not one count. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('share code guesses in parallel', () => {
  it('20 wrong guesses at once: exactly 5 counted, locked once, the sender told once', async () => {
    const { orgId, staff } = await createTestOrg('Guess Co');
    const interview = await createTestInterview({ orgId, status: 'completed' });
    const to = `hm-${randomUUID().slice(0, 8)}@partner.test`;
    const created = await callEndpoint(endpoints.createShare, {
      as: staff,
      params: { id: interview.id },
      body: { recipientEmail: to },
    });
    const { id } = bodyOf(created, 201).share;
    const code = await mailedCode(id, to);
    const wrong = code === '000000' ? '000001' : '000000';

    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        shareCall('POST', `/${id}/verify`, { code: wrong }, clientIp()),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // 4 wrong codes with tries left, then the one that locks and every later one: 410. A guess
    // that lost every race may answer 429, but it never counted.
    expect(
      statuses.filter((s) => s === 400),
      JSON.stringify(tally(statuses)),
    ).toHaveLength(4);
    expect(statuses.every((s) => s === 400 || s === 410 || s === 429)).toBe(true);
    expect(
      answers
        .filter((a) => a.status === 400)
        .map((a) => a.body.error)
        .sort(),
    ).toEqual([1, 2, 3, 4].map((left) => SHARE_MESSAGES.codeWrong(left)).sort());
    const stored = (await docRef(collections.shares, id).get()).data();
    expect(stored?.wrongTries).toBe(5);
    expect(stored?.lockedAt).toBeDefined();
    expect(await mailsTo(staff.email, `Shared interview locked: ${to}`)).toHaveLength(1);
    // Locked: the right code no longer opens it.
    expect(await shareCall('POST', `/${id}/verify`, { code })).toEqual({
      status: 410,
      body: { error: SHARE_MESSAGES.accessEnded },
    });
  });
});
