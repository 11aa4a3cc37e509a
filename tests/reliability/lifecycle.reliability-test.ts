// Data lifecycle: candidate data is deleted when its time comes (retention, on a controlled
// clock), on an owner's erasure, and what a deleted account leaves behind goes with it; no raw
// token is at rest once its mail is sent. Each case prints what it found.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { adminDb, collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { callEndpoint } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import { storedChunks } from '../support/media';
import { inviteAndReadLink } from '../support/team';
import { createTestOrg, createTestUser } from '../support/users';
import { storeRecording } from '../../functions/src/features/candidate/media-chunks';
import { analyseAnswer } from '../../functions/src/features/insights/local-engine';
import { purgeExpiredCandidateData } from '../../functions/src/features/lifecycle/purge-expired';
import { shortenRetention } from '../../functions/src/features/lifecycle/shorten-retention';
import { everyDocumentAsText } from './db-snapshot';

const DAY = 24 * 60 * 60_000;
/** The default retention, written out: a change to it must change this test too. */
const DEFAULT_RETENTION_DAYS = 365;

/** A webm-looking recording: chunk 0 starts with the EBML magic, as an upload's must. */
const chunks = [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), Buffer.from('second chunk')];

/**
 * An ended interview of `orgId` with a recording, a transcript, its AI notes, an attempt and a
 * review.
 */
async function endedInterviewWithData(orgId: string, reviewerUid = 'reviewer-1') {
  const interview = await createTestInterview({
    orgId,
    status: 'completed',
    candidateName: 'Robin Retained',
  });
  await storeRecording(interview.id, 'q1', chunks, 'video/webm');
  await docRef(collections.answers, interview.id, 'q1').set({
    questionId: 'q1',
    transcript: 'I led the migration.',
    savedAt: FieldValue.serverTimestamp(),
    segments: [{ text: 'I led the migration.', offsetMs: 0, durationMs: 1500 }],
  });
  await docRef(collections.insights, interview.id, 'q1').set({
    ...analyseAnswer({ transcript: 'I led the migration.', rubric: ['Led the work'] }),
    questionId: 'q1',
    take: null,
    transcriptSha256: 'not-checked-here',
    computedAt: FieldValue.serverTimestamp(),
  });
  await docRef(collections.attempts, interview.id, 'q1').set({
    questionId: 'q1',
    take: 1,
    takeId: 'take-one',
    shownAt: Timestamp.now(),
    startedAt: Timestamp.now(),
    deadlineAt: null,
    endedAt: Timestamp.now(),
    retakesUsed: 0,
  });
  await docRef(collections.reviews, interview.id, reviewerUid).set({
    reviewerUid,
    reviewerName: 'Riley Reviewer',
    reviewerEmail: 'riley@example-corp.test',
    ratings: { q1: 4 },
    comments: { q1: 'Clear.' },
    decision: 'advance',
    note: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return interview;
}

const sizes = async (id: string) => ({
  objects: (await storedChunks(id, 'q1')).length,
  recordings: (await collectionRef(collections.recordings, id).get()).size,
  answers: (await collectionRef(collections.answers, id).get()).size,
  insights: (await collectionRef(collections.insights, id).get()).size,
  attempts: (await collectionRef(collections.attempts, id).get()).size,
  reviews: (await collectionRef(collections.reviews, id).get()).size,
});

describe('retention', () => {
  it('ending an interview sets when its data goes: the days it was scheduled with (default 365)', async () => {
    const org = await createTestOrg();
    const interview = await createTestInterview({ orgId: org.orgId });
    const before = Date.now();
    const res = await callEndpoint(endpoints.cancelInterview, {
      as: org.staff,
      params: { id: interview.id },
    });
    expect(res.status).toBe(200);
    const purgeAt = (await docRef(collections.interviews, interview.id).get()).get(
      'purgeAt',
    ) as Timestamp;
    const days = (purgeAt.toMillis() - before) / DAY;
    expect(days).toBeGreaterThan(DEFAULT_RETENTION_DAYS - 0.01);
    expect(days).toBeLessThan(DEFAULT_RETENTION_DAYS + 0.01);
  });

  it('a shorter retention applies to interviews already scheduled or ended, a longer one lengthens none', async () => {
    const [org, other] = await Promise.all([createTestOrg(), createTestOrg()]);
    const [ended, scheduled, shorter, elsewhere] = await Promise.all([
      createTestInterview({ orgId: org.orgId, status: 'completed' }),
      createTestInterview({ orgId: org.orgId }),
      createTestInterview({ orgId: org.orgId, status: 'completed' }),
      createTestInterview({ orgId: other.orgId, status: 'completed' }),
    ]);
    const endedAt = Date.now() - 10 * DAY;
    const purgeAfter = (days: number) => Timestamp.fromMillis(endedAt + days * DAY);
    const ref = (id: string) => docRef(collections.interviews, id);
    await Promise.all([
      ref(ended.id).update({ retentionDays: 365, purgeAt: purgeAfter(365) }),
      ref(scheduled.id).update({ retentionDays: 365 }),
      ref(shorter.id).update({ retentionDays: 7, purgeAt: purgeAfter(7) }),
      ref(elsewhere.id).update({ retentionDays: 365, purgeAt: purgeAfter(365) }),
    ]);
    const kept = async (id: string) => {
      const data = (await ref(id).get()).data()!;
      return { days: data.retentionDays, purgeAt: data.purgeAt?.toMillis() ?? null };
    };

    const retain = (retentionDays: number) =>
      callEndpoint(endpoints.updateOrgSettings, { as: org.staff, body: { retentionDays } });
    expect((await retain(30)).status).toBe(200);
    // The change reaches the interviews a moment later (a trigger on the org).
    await expect
      .poll(() => kept(ended.id), { timeout: 30_000 })
      .toEqual({ days: 30, purgeAt: purgeAfter(30).toMillis() });
    expect(await kept(scheduled.id)).toEqual({ days: 30, purgeAt: null });
    expect(await kept(shorter.id)).toEqual({ days: 7, purgeAt: purgeAfter(7).toMillis() });
    expect(await kept(elsewhere.id)).toEqual({ days: 365, purgeAt: purgeAfter(365).toMillis() });

    // Longer again: the candidates were told 30 days, so nothing is kept longer than that.
    expect((await retain(400)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 4000));
    expect(await kept(ended.id)).toEqual({ days: 30, purgeAt: purgeAfter(30).toMillis() });
    expect(await kept(scheduled.id)).toEqual({ days: 30, purgeAt: null });
    console.log(
      '[retention] shortened 365 → 30 days: the ended interview purges 335 days sooner, the scheduled one takes 30, a 7-day one and another org untouched; lengthening to 400 changes none',
    );
  });

  it('once purgeAt has come: recordings, transcripts, AI notes and attempts are deleted, reviews and an audit line stay; a later one is untouched', async () => {
    const org = await createTestOrg();
    const due = await endedInterviewWithData(org.orgId);
    const later = await endedInterviewWithData(org.orgId);
    const now = new Date();
    await docRef(collections.interviews, due.id).update({
      purgeAt: Timestamp.fromMillis(now.getTime() - 1000),
    });
    await docRef(collections.interviews, later.id).update({
      purgeAt: Timestamp.fromMillis(now.getTime() + DAY),
    });
    expect(await sizes(due.id)).toEqual({
      objects: 2,
      recordings: 1,
      answers: 1,
      insights: 1,
      attempts: 1,
      reviews: 1,
    });
    const report = await purgeExpiredCandidateData(now);
    expect(report.purged).toContain(due.id);
    expect(report.purged).not.toContain(later.id);
    expect(await sizes(due.id)).toEqual({
      objects: 0,
      recordings: 0,
      answers: 0,
      insights: 0,
      attempts: 0,
      reviews: 1,
    });
    expect((await sizes(later.id)).objects).toBe(2);
    const after = (await docRef(collections.interviews, due.id).get()).data()!;
    expect(after.purgedAt).toBeDefined();
    expect(after.purgeAt).toBeUndefined();
    const audit = await collectionRef(collections.auditLog, org.orgId).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'candidate-data-purged',
        interviewId: due.id,
        byUid: null,
      }),
    ]);
    expect(JSON.stringify(audit.docs[0].data())).not.toMatch(/Robin|example/);
    // Run again: nothing left to do, nothing fails.
    expect((await purgeExpiredCandidateData(now)).failed).toEqual([]);
    console.log(
      `[lifecycle] retention: 1 due interview purged (2 objects, 4 documents), 1 not yet due kept`,
    );
  });
});

describe('retention of interviews stored against the contract', () => {
  // Written around the contract (no converter), as a faulty migration or console edit would.
  const breakField = (id: string, fields: Record<string, unknown>) =>
    adminDb.doc(collections.interviews.doc(id)).update(fields);
  const remove = (...ids: string[]) =>
    Promise.all(ids.map((id) => adminDb.doc(collections.interviews.doc(id)).delete()));

  it('a shorter retention reaches one whose other fields do not read, and passes one whose own do not', async () => {
    const org = await createTestOrg();
    const [good, otherBroken, ownBroken] = await Promise.all(
      [0, 1, 2].map(() => createTestInterview({ orgId: org.orgId, status: 'completed' })),
    );
    const purgeAt = Timestamp.fromMillis(Date.now() + 100 * DAY);
    await Promise.all(
      [good, otherBroken, ownBroken].map((iv) =>
        docRef(collections.interviews, iv.id).update({ retentionDays: 365, purgeAt }),
      ),
    );
    await breakField(otherBroken.id, { questions: 'q1' });
    await breakField(ownBroken.id, { purgeAt: 'soon' });
    try {
      expect(await shortenRetention(org.orgId, 30)).toBe(2);
      const stored = async (id: string) =>
        (await adminDb.doc(collections.interviews.doc(id)).get()).get('retentionDays') as number;
      expect(await stored(good.id)).toBe(30);
      expect(await stored(otherBroken.id)).toBe(30);
      expect(await stored(ownBroken.id)).toBe(365);
    } finally {
      await remove(otherBroken.id, ownBroken.id);
    }
  });

  it('the purge reaches one whose other fields do not read; one whose own do not fails alone', async () => {
    const org = await createTestOrg();
    const otherBroken = await endedInterviewWithData(org.orgId);
    const ownBroken = await endedInterviewWithData(org.orgId);
    const now = new Date();
    const purgeAt = Timestamp.fromMillis(now.getTime() - 1000);
    await breakField(otherBroken.id, { purgeAt, questions: 'q1' });
    await breakField(ownBroken.id, { purgeAt, purgedAt: 'yesterday' });
    try {
      const report = await purgeExpiredCandidateData(now);
      expect(report.purged).toContain(otherBroken.id);
      expect(report.failed).toContain(ownBroken.id);
      expect((await sizes(otherBroken.id)).answers).toBe(0);
      expect((await sizes(ownBroken.id)).answers).toBe(1);
    } finally {
      await remove(otherBroken.id, ownBroken.id);
    }
  });
});

describe("an owner's erasure", () => {
  it('owners only; 404 across orgs; 409 while scheduled; then nothing of the candidate is left', async () => {
    const org = await createTestOrg();
    const member = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
    const outsider = await createTestOrg();
    const interview = await endedInterviewWithData(org.orgId);
    const scheduled = await createTestInterview({ orgId: org.orgId });
    const erase = (id: string, as = org.staff) =>
      callEndpoint(endpoints.eraseCandidateData, { as, params: { id } });

    expect((await erase(interview.id, member)).status).toBe(403);
    expect((await erase(interview.id, outsider.staff)).status).toBe(404);
    expect((await erase('no-such-interview')).status).toBe(404);
    expect((await erase(scheduled.id)).status).toBe(409);
    expect((await sizes(interview.id)).objects).toBe(2);

    const res = await erase(interview.id);
    expect(res).toEqual({ ok: true, status: 200, body: { erased: true } });
    expect(await sizes(interview.id)).toEqual({
      objects: 0,
      recordings: 0,
      answers: 0,
      insights: 0,
      attempts: 0,
      reviews: 0,
    });
    const after = (await docRef(collections.interviews, interview.id).get()).data()!;
    expect(after.candidateName).toBe('Erased candidate');
    expect(after.candidateEmail).toBe('');
    expect(after.sessionId).not.toBe(interview.sessionId);
    const oldLink = await fetch(
      `${apiBase}/api/public/interviews/${interview.sessionId}/questions`,
    );
    expect(oldLink.status).toBe(404);
    const audit = (await collectionRef(collections.auditLog, org.orgId).get()).docs.map((d) =>
      d.data(),
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'candidate-data-erased',
        interviewId: interview.id,
        byUid: org.staff.uid,
      }),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Robin|Riley|example/);
    // Twice is fine: nothing left, still one answer.
    expect((await erase(interview.id)).status).toBe(200);
    console.log('[lifecycle] erasure: member 403, other org 404, scheduled 409, owner 200; 0 left');
  });

  it('reaches an interview whose other fields do not read; one whose own do not is a 404', async () => {
    const org = await createTestOrg();
    const [otherBroken, ownBroken] = await Promise.all([
      endedInterviewWithData(org.orgId),
      endedInterviewWithData(org.orgId),
    ]);
    // Written around the contract (no converter), as a faulty migration or console edit would.
    const breakField = (id: string, fields: Record<string, unknown>) =>
      adminDb.doc(collections.interviews.doc(id)).update(fields);
    await breakField(otherBroken.id, { questions: 'q1' });
    await breakField(ownBroken.id, { candidateEmail: 42 });
    const erase = (id: string) =>
      callEndpoint(endpoints.eraseCandidateData, { as: org.staff, params: { id } });
    try {
      expect(await erase(otherBroken.id)).toEqual({
        ok: true,
        status: 200,
        body: { erased: true },
      });
      expect((await sizes(otherBroken.id)).answers).toBe(0);
      const erased = await adminDb.doc(collections.interviews.doc(otherBroken.id)).get();
      expect(erased.get('candidateName')).toBe('Erased candidate');
      expect((await erase(ownBroken.id)).status).toBe(404);
      expect((await sizes(ownBroken.id)).answers).toBe(1);
    } finally {
      await Promise.all(
        [otherBroken, ownBroken].map((iv) =>
          adminDb.doc(collections.interviews.doc(iv.id)).delete(),
        ),
      );
    }
  });
});

describe('DELETE /api/auth/me', () => {
  it('removes or anonymises what the person left: reviews, tokens, requests, invitations, mail', async () => {
    const org = await createTestOrg();
    const person = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
    const interview = await endedInterviewWithData(org.orgId, person.uid);
    await docRef(collections.reviews, interview.id, person.uid).update({
      reviewerName: 'Pat Person',
      reviewerEmail: person.email,
    });
    const other = await createTestOrg('Elsewhere');
    await inviteAndReadLink(other.staff, 'Elsewhere', person.email, 'member', {
      outsideDomain: true,
    });
    await docRef(collections.emailVerifications, randomUUID()).set({
      uid: person.uid,
      email: person.email,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + DAY),
      usedAt: null,
    });
    const leftovers = async () => ({
      invitations: (
        await adminDb.collectionGroup('invitations').where('email', '==', person.email).get()
      ).size,
      tokens: (
        await collectionRef(collections.registrationTokens).where('email', '==', person.email).get()
      ).size,
      verifications: (
        await collectionRef(collections.emailVerifications).where('uid', '==', person.uid).get()
      ).size,
      mail: (await collectionRef(collections.mail).where('to', '==', person.email).get()).size,
    });
    expect(Object.values(await leftovers()).every((n) => n > 0)).toBe(true);

    const res = await callEndpoint(endpoints.deleteMe, { as: person });
    expect(res.status).toBe(200);
    expect(await leftovers()).toEqual({ invitations: 0, tokens: 0, verifications: 0, mail: 0 });
    const review = (await docRef(collections.reviews, interview.id, person.uid).get()).data()!;
    expect(review.reviewerName).toBe('Former team member');
    expect(review.reviewerEmail).toBe('');
    expect(review.ratings).toEqual({ q1: 4 });
    console.log(
      '[lifecycle] account deletion: invitation, token, verification, mail gone; review anonymised',
    );
  });
});

describe('no raw token at rest', () => {
  it('once the invitation mail is sent, its registration token is nowhere in Firestore', async () => {
    const org = await createTestOrg('Token Co');
    const email = `tok-${randomUUID().slice(0, 8)}@${org.orgId}`;
    const { token } = await inviteAndReadLink(org.staff, 'Token Co', email);
    expect(token.length).toBeGreaterThan(10);
    await waitForMail(email);
    // The mail's stored copy drops its body once delivered: wait for that.
    const deadline = Date.now() + 20_000;
    let dump = await everyDocumentAsText();
    while (dump.includes(token) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      dump = await everyDocumentAsText();
    }
    expect(dump.includes(token)).toBe(false);
    // The scan reads stored fields, not only paths: the invitation's address is in it.
    expect(dump).toContain(email);
    console.log(
      `[lifecycle] raw token at rest after delivery: none (${dump.length} bytes scanned)`,
    );
  });
});
