import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createTestInterview } from '../support/interviews';
import type { TestInterview } from '../support/interviews';
import { bearer, createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

// Four 1 s MediaRecorder slices (audio/webm;codecs=opus) recorded in Chromium.
const chunks = [0, 1, 2, 3].map((i) =>
  readFileSync(join(__dirname, '../../functions/src/features/review/testdata', `chunk${i}.webm`)),
);
const rawLength = chunks.reduce((n, c) => n + c.length, 0);
const MIME = 'audio/webm;codecs=opus';

const recordingUrl = (id: string, q: string) => `${apiBase}/api/interviews/${id}/recordings/${q}`;
const reviewsUrl = (id: string) => `${apiBase}/api/interviews/${id}/reviews`;
const postReview = (id: string, user: TestUser | null, body: unknown) =>
  fetch(reviewsUrl(id), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(user ? bearer(user) : {}) },
    body: JSON.stringify(body),
  });

let org: Awaited<ReturnType<typeof createTestOrg>>;
let other: Awaited<ReturnType<typeof createTestOrg>>;
let interview: TestInterview;

beforeAll(async () => {
  org = await createTestOrg('Review Org');
  other = await createTestOrg('Other Org');
  interview = await createTestInterview({ orgId: org.orgId });
  // Stored as the candidate API stores them, out of order on purpose: seq decides.
  const recording = docRef(collections.recordings, interview.id, 'q1');
  await recording.set({ questionId: 'q1', mimeType: MIME, updatedAt: Timestamp.now() });
  for (const seq of [2, 0, 3, 1]) {
    await docRef(collections.recordingChunks, interview.id, 'q1', String(seq)).set({
      seq,
      data: chunks[seq],
      mimeType: MIME,
      bytes: chunks[seq].length,
      createdAt: Timestamp.now(),
    });
  }
});

describe('GET /api/interviews/:id/recordings/:questionId', () => {
  it('assembles the chunks in seq order into one seekable WebM', async () => {
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

  it('404s for an unknown interview, question or a question without audio', async () => {
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
