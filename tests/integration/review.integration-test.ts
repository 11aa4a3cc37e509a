import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { collections } from '@shared/contract/collections';
import { sha256 } from '../../functions/src/lib/tokens';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createTestInterview } from '../support/interviews';
import type { TestInterview } from '../support/interviews';
import { bearer, createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';
import { audioChunks as chunks, recordingUrl, storeRecording } from './review-media';

const rawLength = chunks.reduce((n, c) => n + c.length, 0);
const MIME = 'audio/webm;codecs=opus';

const reviewsUrl = (id: string) => `${apiBase}/api/interviews/${id}/reviews`;
const grantUrl = (id: string) => `${apiBase}/api/interviews/${id}/playback-grant`;
const postReview = (id: string, user: TestUser | null, body: unknown) =>
  fetch(reviewsUrl(id), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(user ? bearer(user) : {}) },
    body: JSON.stringify(body),
  });
const postGrant = (id: string, user: TestUser | null) =>
  fetch(grantUrl(id), { method: 'POST', headers: user ? bearer(user) : {} });

async function grantFor(id: string, user: TestUser): Promise<string> {
  const res = await postGrant(id, user);
  expect(res.status).toBe(200);
  return ((await res.json()) as { grant: string }).grant;
}

let org: Awaited<ReturnType<typeof createTestOrg>>;
let other: Awaited<ReturnType<typeof createTestOrg>>;
let interview: TestInterview;

beforeAll(async () => {
  org = await createTestOrg('Review Org');
  other = await createTestOrg('Other Org');
  interview = await createTestInterview({ orgId: org.orgId });
  await storeRecording(interview.id, 'q1', chunks, { mimeType: MIME });
});

describe('GET /api/interviews/:id/recordings/:questionId', () => {
  it('serves the chunks in seq order as one seekable WebM', async () => {
    const res = await fetch(recordingUrl(interview.id, 'q1'), { headers: bearer(org.staff) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(MIME);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    // EBML header first, the media data (from the first Cluster) exactly the chunks in order.
    expect(body.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const joined = Buffer.concat(chunks);
    const firstCluster = joined.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(body.subarray(body.length - (rawLength - firstCluster))).toEqual(
      joined.subarray(firstCluster),
    );
    // Duration and Cues were added so players can seek.
    expect(body.includes(Buffer.from([0x44, 0x89]))).toBe(true);
    expect(body.includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true);
  });

  it('answers byte ranges with 206 and bad ones with 416', async () => {
    const full = Buffer.from(
      await (
        await fetch(recordingUrl(interview.id, 'q1'), { headers: bearer(org.staff) })
      ).arrayBuffer(),
    );
    const part = await fetch(recordingUrl(interview.id, 'q1'), {
      headers: { ...bearer(org.staff), Range: 'bytes=10-109' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${full.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(10, 110));

    const tail = await fetch(recordingUrl(interview.id, 'q1'), {
      headers: { ...bearer(org.staff), Range: 'bytes=-16' },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(full.subarray(full.length - 16));

    for (const range of [`bytes=${full.length}-`, 'bytes=50-10', 'bytes=x-y']) {
      const bad = await fetch(recordingUrl(interview.id, 'q1'), {
        headers: { ...bearer(org.staff), Range: range },
      });
      expect(bad.status, range).toBe(416);
      expect(bad.headers.get('content-range')).toBe(`bytes */${full.length}`);
      // An error like every other: JSON, not the recording's audio type.
      expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await bad.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it('a cancelled interview takes no review: 409 with the reason, nothing written', async () => {
    const cancelled = await createTestInterview({ orgId: org.orgId, status: 'cancelled' });
    const res = await postReview(cancelled.id, org.staff, { ratings: { q1: 3 } });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(REVIEW_MESSAGES.cancelledNoReview);
    expect((await collectionRef(collections.reviews, cancelled.id).get()).size).toBe(0);
  });

  it('is for the staff of the interview org only', async () => {
    const anonymous = await fetch(recordingUrl(interview.id, 'q1'));
    expect(anonymous.status).toBe(401);
    const otherStaff = await fetch(recordingUrl(interview.id, 'q1'), {
      headers: bearer(other.staff),
    });
    expect(otherStaff.status).toBe(404);
    expect(await otherStaff.json()).toEqual({ error: 'Interview not found' });
    const admin = await createTestUser({ role: 'admin' });
    expect((await fetch(recordingUrl(interview.id, 'q1'), { headers: bearer(admin) })).status).toBe(
      403,
    );
  });

  it('404s for an unknown interview, question or a question without a recording', async () => {
    for (const url of [
      recordingUrl('no-such-interview', 'q1'),
      recordingUrl(interview.id, 'q9'),
      recordingUrl(interview.id, 'q2'),
    ]) {
      const res = await fetch(url, { headers: bearer(org.staff) });
      expect(res.status, url).toBe(404);
      await res.arrayBuffer();
    }
  });
});

describe('playback grants', () => {
  it('staff of the org get a grant that plays the recording without the bearer token', async () => {
    const res = await postGrant(interview.id, org.staff);
    expect(res.status).toBe(200);
    const { grant, expiresAt } = (await res.json()) as { grant: string; expiresAt: string };
    expect(grant).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(25 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    // Stored by hash only, bound to the member, the org and the interview.
    const stored = (await docRef(collections.playbackGrants, sha256(grant)).get()).data();
    expect(stored).toMatchObject({
      uid: org.staff.uid,
      orgId: org.orgId,
      interviewId: interview.id,
    });
    expect(stored!.expiresAt.toMillis()).toBe(Date.parse(expiresAt));

    const withToken = Buffer.from(
      await (
        await fetch(recordingUrl(interview.id, 'q1'), { headers: bearer(org.staff) })
      ).arrayBuffer(),
    );
    const played = await fetch(recordingUrl(interview.id, 'q1', grant));
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(withToken);
    const part = await fetch(recordingUrl(interview.id, 'q1', grant), {
      headers: { Range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(withToken.subarray(100, 200));
  });

  it('is for the staff of the interview org only', async () => {
    expect((await postGrant(interview.id, null)).status).toBe(401);
    const otherStaff = await postGrant(interview.id, other.staff);
    expect(otherStaff.status).toBe(404);
    expect(await otherStaff.json()).toEqual({ error: 'Interview not found' });
    const admin = await createTestUser({ role: 'admin' });
    expect((await postGrant(interview.id, admin)).status).toBe(403);
    expect((await postGrant('no-such-interview', org.staff)).status).toBe(404);
    const grants = await collectionRef(collections.playbackGrants)
      .where('interviewId', '==', interview.id)
      .where('uid', 'in', [other.staff.uid, admin.uid])
      .get();
    expect(grants.size).toBe(0);
  });

  it('an expired, foreign, forged or orphaned grant is 401 with the reason', async () => {
    const expectRefused = async (grant: string, why: string) => {
      const res = await fetch(recordingUrl(interview.id, 'q1', grant));
      expect(res.status, why).toBe(401);
      expect(((await res.json()) as { error: string }).error, why).toBe(
        REVIEW_MESSAGES.playbackGrantInvalid,
      );
    };
    const expired = await grantFor(interview.id, org.staff);
    await docRef(collections.playbackGrants, sha256(expired)).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1_000),
    });
    await expectRefused(expired, 'expired');

    const second = await createTestInterview({ orgId: org.orgId });
    await expectRefused(await grantFor(second.id, org.staff), 'another interview');

    // Another org's grant for its own interview does not open this org's interview.
    const theirs = await createTestInterview({ orgId: other.orgId });
    await expectRefused(await grantFor(theirs.id, other.staff), "another org's interview");

    // A grant in use is trusted for 3 s after its holder was last confirmed a
    // member: leaving the org, or the grant being deleted, is refused within that. Each server
    // instance (each emulator worker) keeps its own approval, so until the bound has passed one
    // may refuse while another still plays; after it, every request is refused.
    const refusedWithin = async (grant: string, why: string) => {
      const since = Date.now();
      while (Date.now() - since < 3_000 + 1_000) {
        const res = await fetch(recordingUrl(interview.id, 'q1', grant));
        await res.arrayBuffer();
        expect([200, 401], why).toContain(res.status);
        await new Promise((done) => setTimeout(done, 200));
      }
      for (let i = 0; i < 3; i++) await expectRefused(grant, why);
    };
    const colleague = await createTestUser({ role: 'staff', orgId: org.orgId });
    const leaving = await grantFor(interview.id, colleague);
    expect((await fetch(recordingUrl(interview.id, 'q1', leaving))).status).toBe(200);
    await docRef(collections.members, org.orgId, colleague.uid).delete();
    await refusedWithin(leaving, 'removed member');
    // A holder who has left learns nothing through the grant: not the file's size (no media
    // headers, whatever the range), nor whether a question has a recording.
    for (const range of ['bytes=0-99', 'bytes=0-', 'bytes=999999999-']) {
      const ranged = await fetch(recordingUrl(interview.id, 'q1', leaving), {
        headers: { Range: range },
      });
      expect(ranged.status, range).toBe(401);
      expect(ranged.headers.get('content-range'), range).toBeNull();
      expect(ranged.headers.get('accept-ranges'), range).toBeNull();
      expect(ranged.headers.get('content-type'), range).toMatch(/json/);
      await ranged.arrayBuffer();
    }
    const unknownQuestion = await fetch(recordingUrl(interview.id, 'no-such-question', leaving));
    expect(unknownQuestion.status).toBe(401);
    await unknownQuestion.arrayBuffer();

    const revoked = await grantFor(interview.id, org.staff);
    expect((await fetch(recordingUrl(interview.id, 'q1', revoked))).status).toBe(200);
    await docRef(collections.playbackGrants, sha256(revoked)).delete();
    await refusedWithin(revoked, 'deleted grant');

    await expectRefused(randomBytes(32).toString('base64url'), 'forged');
    await expectRefused('not-a-grant', 'malformed');
    await expectRefused('', 'empty');
    // Both credentials at once: the grant decides (an element's URL never carries a bearer token).
    const both = await fetch(recordingUrl(interview.id, 'q1', 'x'), { headers: bearer(org.staff) });
    expect(both.status).toBe(401);
    await both.arrayBuffer();
  });
});

describe('POST /api/interviews/:id/reviews', () => {
  it('stores one review per reviewer with name, email and time; a second save replaces it', async () => {
    const first = await postReview(interview.id, org.staff, {
      ratings: { q1: 4 },
      comments: { q1: 'Clear answer', q2: '  ' },
      decision: 'advance',
      note: 'Strong',
    });
    expect(first.status).toBe(200);
    const ref = docRef(collections.reviews, interview.id, org.staff.uid);
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({
      reviewerUid: org.staff.uid,
      reviewerEmail: org.staff.email,
      reviewerName: org.staff.email,
      ratings: { q1: 4 },
      comments: { q1: 'Clear answer' },
      decision: 'advance',
      note: 'Strong',
    });
    expect(stored.updatedAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);

    const colleague = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
    await docRef(collections.users, colleague.uid).update({ displayName: 'Robin Reviewer' });
    expect((await postReview(interview.id, colleague, { ratings: { q2: 2 } })).status).toBe(200);
    const second = await postReview(interview.id, org.staff, {
      ratings: { q1: 5, q2: 3 },
      decision: 'hold',
    });
    expect(second.status).toBe(200);

    const reviews = await collectionRef(collections.reviews, interview.id).get();
    const byUid = Object.fromEntries(reviews.docs.map((d) => [d.id, d.data()]));
    expect(Object.keys(byUid).sort()).toEqual([org.staff.uid, colleague.uid].sort());
    expect(byUid[org.staff.uid]).toMatchObject({
      ratings: { q1: 5, q2: 3 },
      comments: {},
      decision: 'hold',
      note: null,
    });
    expect(byUid[colleague.uid]).toMatchObject({
      reviewerName: 'Robin Reviewer',
      ratings: { q2: 2 },
      decision: null,
    });
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    const fresh = await createTestInterview({ orgId: org.orgId });
    const cases: [unknown, string][] = [
      [{ ratings: { q1: 0 } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ ratings: { q1: 6 } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ ratings: { q1: 2.5 } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ ratings: { q1: '3' } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ ratings: { q1: 3, q9: 3 } }, 'Unknown question for this interview'],
      [{ comments: { nope: 'x' } }, 'Unknown question for this interview'],
      [{ decision: 'maybe' }, 'Decision must be advance, hold or reject'],
      [{ note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters'],
      [{ comments: { q1: 'x'.repeat(2001) } }, 'Comments must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await postReview(fresh.id, org.staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    for (const body of [[], 'text', { ratings: [] }, { extra: true }]) {
      const res = await postReview(fresh.id, org.staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      await res.arrayBuffer();
    }
    expect((await collectionRef(collections.reviews, fresh.id).get()).size).toBe(0);
  });

  it('is for the staff of the interview org only', async () => {
    const fresh = await createTestInterview({ orgId: org.orgId });
    expect((await postReview(fresh.id, null, { ratings: { q1: 3 } })).status).toBe(401);
    const otherStaff = await postReview(fresh.id, other.staff, { ratings: { q1: 3 } });
    expect(otherStaff.status).toBe(404);
    const admin = await createTestUser({ role: 'admin' });
    expect((await postReview(fresh.id, admin, { ratings: { q1: 3 } })).status).toBe(403);
    expect((await postReview('no-such-interview', org.staff, {})).status).toBe(404);
    expect((await collectionRef(collections.reviews, fresh.id).get()).size).toBe(0);
  });
});
