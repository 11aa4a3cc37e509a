import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { librarySet } from '@shared/question-library';
import { collectionRef, docRef } from '../support/admin';
import { apiBase, maildevBase } from '../support/api';
import { waitForMail } from '../support/maildev';
import { callApi } from '../support/call-api';
import { callEndpoint, refusal } from '../support/endpoint-client';
import { scheduleBody, schedulePayload } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const inHours = (h: number) => new Date(Date.now() + h * 60 * 60_000).toISOString();

async function schedule(user: TestUser, over: Parameters<typeof scheduleBody>[0] = {}) {
  const body = scheduleBody(over);
  const res = await callEndpoint(endpoints.scheduleInterview, { as: user, body });
  if (!res.ok) throw new Error(`scheduling answered ${res.status}: ${res.body.error}`);
  expect(res.status).toBe(201);
  return res.body.interview;
}
const listAs = async (user: TestUser) => {
  const res = await callEndpoint(endpoints.listInterviews, { as: user });
  if (!res.ok) throw new Error(`the list answered ${res.status}: ${res.body.error}`);
  return res.body.interviews;
};
const cancelAs = (user: TestUser, id: string) =>
  callEndpoint(endpoints.cancelInterview, { as: user, params: { id } });

let org: Awaited<ReturnType<typeof createTestOrg>>;
let other: Awaited<ReturnType<typeof createTestOrg>>;

beforeAll(async () => {
  org = await createTestOrg('Initech');
  other = await createTestOrg('Umbrella');
});

describe('POST /api/interviews', () => {
  it('creates a scheduled interview with a random sessionId and the question snapshot', async () => {
    const body = scheduleBody({ candidateName: '  Grace Hopper ' });
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const res = await callApi('POST', '/interviews', org.staff, body);
    expect(res.status).toBe(201);
    const created = res.body.interview as Record<string, unknown> & {
      id: string;
      sessionId: string;
    };
    const snap = await docRef(collections.interviews, created.id).get();
    const doc = snap.data()!;
    expect(doc).toMatchObject({
      orgId: org.orgId,
      orgName: 'Initech',
      candidateName: 'Grace Hopper',
      candidateEmail: body.candidateEmail,
      type: 'technical',
      level: 'senior',
      status: 'scheduled',
      scheduledTime: body.scheduledTime,
      date: new Date(body.date).toISOString(),
      createdBy: org.staff.uid,
      // The dashboard's Firestore ordering: case-insensitive candidate, level by seniority.
      sortKeys: { candidate: 'grace hopper', level: 2 },
    });
    expect(created).not.toHaveProperty('sortKeys');
    expect(doc.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(doc.sessionId).not.toBe(created.id);
    expect(created.sessionId).toBe(doc.sessionId);
    // The HiQ library's set for the type and level, in order.
    expect(doc.questions.map((q: { id: string }) => q.id)).toEqual([
      'tech-senior-1',
      'tech-senior-2',
      'tech-senior-3',
      'tech-senior-4',
      'tech-senior-5',
    ]);
    expect(doc.questions[0].text).toEqual(expect.any(String));
  });

  it('snapshots the library set by default: rubrics, the library settings and the extra time', async () => {
    const created = await schedule(org.staff, { type: 'behavioral', level: 'junior' });
    const doc = (await docRef(collections.interviews, created.id).get()).data()!;
    // The library question's follow-ups, where it has them.
    const { probes } = librarySet('library-behavioral-junior')!.questions[0];
    const libraryProbes = probes?.some(Boolean) ? { probes } : {};
    expect(doc).toMatchObject({
      questionSetId: 'library-behavioral-junior',
      questionSetName: 'Behavioral · Junior',
      extraTime: 'none',
    });
    expect(doc.questions).toHaveLength(5);
    expect(doc.questions[0]).toEqual({
      id: 'behav-junior-1',
      text: 'Tell me about a time you had to learn a new tool or technology quickly to finish a task.',
      hint: expect.any(String),
      rubric: expect.arrayContaining([expect.any(String)]),
      ...libraryProbes,
      // One follow-up per question, the default; the interview asks at most 3 in all.
      maxFollowUps: 1,
      thinkTimeSec: 0,
      answerLimitSec: null,
      retakes: 1,
      answerMode: 'either',
    });
    expect(doc.maxFollowUps).toBe(3);
    expect(created).toMatchObject({
      questionSetId: 'library-behavioral-junior',
      extraTime: 'none',
    });
  });

  it('takes a library set of another type, and stores the extra time as sent', async () => {
    const created = await schedule(org.staff, {
      questionSetId: 'library-system-design-mid',
      extraTime: 'plus50',
    });
    const doc = (await docRef(collections.interviews, created.id).get()).data()!;
    expect(doc.type).toBe('technical');
    expect(doc.questionSetId).toBe('library-system-design-mid');
    expect(doc.extraTime).toBe('plus50');
    expect(doc.questions.map((q: { id: string }) => q.id)[0]).toBe('sysd-mid-1');
    // Extra time is applied when the candidate's limits are computed, not in the snapshot.
    expect(doc.questions[0].thinkTimeSec).toBe(0);
  });

  it('mails the candidate the link, a readable time and an .ics invite', async () => {
    const date = '2031-03-04T15:30:00.000Z';
    const created = await schedule(org.staff, {
      date,
      scheduledTime: '2031-03-04 15:30:00',
      candidateEmail: `invite-${randomUUID().slice(0, 8)}@example-corp.test`,
    });
    const doc = (await docRef(collections.interviews, created.id).get()).data()!;
    const mail = await waitForMail(doc.candidateEmail, (m) => m.subject.includes('Initech'));
    expect(mail.subject).toBe('Your interview with Initech');
    expect(mail.text).toContain(`${apiBase}/${doc.sessionId}`);
    expect(mail.text).toContain('Tuesday, March 4, 2031 at 3:30 PM UTC');
    expect(mail.html).toContain(`${apiBase}/${doc.sessionId}`);
    const ics = mail.attachments?.find((a) => (a.fileName ?? a.generatedFileName) === 'invite.ics');
    expect(ics?.contentType).toContain('text/calendar');
    const raw = await (
      await fetch(
        `${maildevBase}/email/${mail.id}/attachment/${encodeURIComponent(ics!.generatedFileName ?? ics!.fileName ?? '')}`,
      )
    ).text();
    expect(raw).toContain('BEGIN:VCALENDAR');
    expect(raw).toContain('METHOD:REQUEST');
    expect(raw).toContain('DTSTART:20310304T153000Z');
    expect(raw).toContain(`UID:interview-${created.id}@hiq`);
  });

  it("refuses bad input with 400 and the field's message, writing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ candidateName: '  ' }, 'Candidate name is required'],
      [{ candidateEmail: '' }, 'Email is required'],
      [{ candidateEmail: 'not-an-email' }, 'Invalid email format'],
      [{ scheduledTime: '', date: '' }, 'Schedule time is required'],
      [{ date: inHours(-1) }, 'Cannot schedule interviews in the past'],
      [{ type: 'trivia' }, 'Unknown interview type'],
      [{ level: 'principal' }, 'Unknown experience level'],
      [{ questionSetId: 'library-technical-principal' }, 'Question set not found'],
      [{ questionSetId: 'no/such' }, 'Question set not found'],
      [{ questionSetId: 'unknown-set' }, 'Question set not found'],
      [{ extraTime: 'plus10' }, 'Extra time must be none, +25 %, +50 %, +100 % or untimed'],
    ];
    for (const [over, message] of cases) {
      const body = schedulePayload(over);
      const res = await callApi('POST', '/interviews', org.staff, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
      if (typeof body.candidateEmail === 'string' && body.candidateEmail) {
        const written = await collectionRef(collections.interviews)
          .where('candidateEmail', '==', body.candidateEmail)
          .get();
        expect(written.size).toBe(0);
      }
    }
  });

  it('is for staff only: 401 anonymous, 403 admin and staff without an org', async () => {
    const scheduleAs = (as?: TestUser) =>
      callEndpoint(endpoints.scheduleInterview, { as, body: scheduleBody() });
    expect((await scheduleAs()).status).toBe(401);
    const admin = await createTestUser({ role: 'admin' });
    expect((await scheduleAs(admin)).status).toBe(403);
    const orphan = await createTestUser({ role: 'staff' });
    expect((await scheduleAs(orphan)).status).toBe(403);
  });
});

describe('GET /api/interviews', () => {
  it("lists only the caller's org, with sessionId for View Link", async () => {
    const mine = await schedule(org.staff);
    const theirs = await schedule(other.staff);
    const list = await listAs(org.staff);
    expect(list.every((i) => i.orgId === org.orgId)).toBe(true);
    const found = list.find((i) => i.id === mine.id)!;
    expect(found.sessionId).toBe(mine.sessionId);
    expect(found).not.toHaveProperty('sortKeys');
    expect(Number.isNaN(Date.parse(found.createdAt))).toBe(false);
    expect(list.some((i) => i.id === theirs.id)).toBe(false);
    expect((await callEndpoint(endpoints.listInterviews)).status).toBe(401);
  });

  it('answers every time as an ISO string, however deep: follow-ups, reminders, feedback', async () => {
    const { staff } = await createTestOrg('Times Corp');
    const mine = await schedule(staff);
    const at = Timestamp.fromMillis(Date.UTC(2031, 4, 1, 10, 0, 0));
    await docRef(collections.interviews, mine.id).update({
      followUps: [
        {
          id: 'q1-f1',
          parentId: 'q1',
          point: 0,
          pointText: 'Names their own part',
          prompt: 'Which part was yours?',
          askedAfter: 'q1',
          askedAt: at,
          thinkTimeSec: 30,
          answerLimitSec: 120,
          answerMode: 'either',
        },
      ],
      remindersSent: { dayBefore: at },
      candidateFeedback: { sentAt: at, sentBy: staff.uid, sentByName: 'Staff' },
    });
    const found = (await listAs(staff)).find((i) => i.id === mine.id)!;
    const iso = '2031-05-01T10:00:00.000Z';
    expect(found.followUps![0]!.askedAt).toBe(iso);
    expect(found.remindersSent).toEqual({ dayBefore: iso });
    expect(found.candidateFeedback).toMatchObject({ sentAt: iso });
    expect(JSON.stringify(found)).not.toContain('_seconds');
  });

  it('leaves out an interview stored against the contract instead of failing the list', async () => {
    const { staff } = await createTestOrg('Broken Record Corp');
    const readable = await schedule(staff);
    const broken = await schedule(staff);
    // A status the contract does not know, as a bad migration or a hand edit would leave it.
    await docRef(collections.interviews, broken.id).update({ status: 'archived' });
    const ids = (await listAs(staff)).map((i) => i.id);
    expect(ids).toContain(readable.id);
    expect(ids).not.toContain(broken.id);
  });
});

describe('POST /api/interviews/{id}/cancel', () => {
  it('cancels a scheduled interview once, mails the candidate, then answers 409', async () => {
    const created = await schedule(org.staff);
    const res = await cancelAs(org.staff, created.id);
    expect(res.status).toBe(200);
    const doc = (await docRef(collections.interviews, created.id).get()).data()!;
    expect(doc.status).toBe('cancelled');
    expect(doc.cancelledBy).toBe(org.staff.uid);
    expect(doc.cancelledAt).toBeTruthy();
    const mail = await waitForMail(doc.candidateEmail, (m) => m.subject.includes('cancelled'));
    expect(mail.subject).toBe('Your interview with Initech has been cancelled');
    const again = await cancelAs(org.staff, created.id);
    expect(refusal(again)).toEqual([409, 'Only scheduled interviews can be cancelled']);
  });

  it('refuses completed interviews with 409', async () => {
    const created = await schedule(org.staff);
    await docRef(collections.interviews, created.id).update({ status: 'completed' });
    expect((await cancelAs(org.staff, created.id)).status).toBe(409);
  });

  it("hides another org's interview (404, unchanged) and refuses non-staff", async () => {
    const created = await schedule(org.staff);
    expect(refusal(await cancelAs(other.staff, created.id))).toEqual([404, 'Interview not found']);
    expect((await cancelAs(other.staff, 'does-not-exist')).status).toBe(404);
    const admin = await createTestUser({ role: 'admin' });
    expect((await cancelAs(admin, created.id)).status).toBe(403);
    const anonymous = await callEndpoint(endpoints.cancelInterview, { params: { id: created.id } });
    expect(anonymous.status).toBe(401);
    expect((await docRef(collections.interviews, created.id).get()).get('status')).toBe(
      'scheduled',
    );
  });
});
