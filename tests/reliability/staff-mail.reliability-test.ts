// Staff mail: scheduling, cancelling and inviting mail someone in an org's name, so each counts
// against per-user and per-org limits; names and addresses can't break the calendar invite or
// relay a link; nothing is written for a refused call.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { API_MESSAGES } from '@shared/messages/api';
import { collectionRef } from '../support/admin';
import { maildevBase } from '../support/api';
import { callEndpoint, refusal } from '../support/endpoint-client';
import { scheduleBody } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';
import { STAFF_MAIL_LIMITS } from '../../functions/src/shared/constants/limits';

/** The product's limits, written out: a change to them must change this test too. */
const MAILS_PER_USER_PER_HOUR = 60;
const MAILS_PER_ORG_PER_HOUR = 300;
/** How long a test that fills the hour's window may take (about 10 s here): see inOneWindow. */
const BUDGET_MS = 60_000;

const schedule = (as: TestUser, over: Parameters<typeof scheduleBody>[0] = {}) =>
  callEndpoint(endpoints.scheduleInterview, { as, body: scheduleBody(over) });
/** Calls counted against the org's hourly staff mail limit in the current window. */
async function orgCount(orgId: string) {
  const windowStart = Math.floor(Date.now() / (60 * 60_000)) * 60 * 60_000;
  const key = createHash('sha256').update(`staff-mail-org:${orgId}:${windowStart}`).digest('hex');
  return (await collectionRef(collections.rateLimitHits, key).get()).size;
}
const interviewsOf = async (orgId: string) =>
  (await collectionRef(collections.interviews).where('orgId', '==', orgId).get()).size;

describe('staff mail content', () => {
  it('addresses a mail header or calendar parameter cannot carry are 400, nothing written, never a 5xx', async () => {
    const org = await createTestOrg();
    const bad = ['a;b', 'a"b', 'a<b', 'a(b', 'a,b', 'a\\b', 'a:b'].map((l) => `${l}@example.org`);
    for (const candidateEmail of bad) {
      const res = await schedule(org.staff, { candidateEmail });
      expect(refusal(res), candidateEmail).toEqual([400, 'Invalid email format']);
    }
    expect(await interviewsOf(org.orgId)).toBe(0);
    console.log(`[staff mail] ${bad.length} hostile addresses → 400 each, 0 interviews written`);
  });

  it('a name with a link is refused; a name with a quote stays inside the calendar parameter', async () => {
    const org = await createTestOrg();
    const phishing = await schedule(org.staff, {
      candidateName: 'Claim your prize at evil.example',
    });
    expect(refusal(phishing)).toEqual([400, "Candidate name can't contain web or email addresses"]);

    const candidateEmail = `cand-${randomUUID().slice(0, 8)}@example-corp.test`;
    const quoted = await schedule(org.staff, {
      candidateName: 'Eve" ;ROLE=CHAIR',
      candidateEmail,
    });
    expect(quoted.status).toBe(201);
    const mail = await waitForMail(
      candidateEmail,
      (m) => /Your interview with/.test(m.subject),
      60_000,
    );
    const file = mail.attachments?.find((a) =>
      /\.ics$/.test(a.generatedFileName ?? a.fileName ?? ''),
    );
    expect(file).toBeDefined();
    const ics = await (
      await fetch(
        `${maildevBase}/email/${mail.id}/attachment/${file!.generatedFileName ?? file!.fileName}`,
      )
    ).text();
    const attendee = ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((l) => l.startsWith('ATTENDEE'));
    expect(attendee).toHaveLength(1);
    expect(attendee[0]).toMatch(/;CN="Eve\^' ;ROLE=CHAIR":mailto:/);
  });
});

describe('staff mail limits', () => {
  it('the limits are the product’s', () => {
    expect(STAFF_MAIL_LIMITS.perUser).toMatchObject({
      limit: MAILS_PER_USER_PER_HOUR,
      windowMs: 60 * 60_000,
    });
    expect(STAFF_MAIL_LIMITS.perOrg).toMatchObject({
      limit: MAILS_PER_ORG_PER_HOUR,
      windowMs: 60 * 60_000,
    });
  });

  it(
    `one user: ${MAILS_PER_USER_PER_HOUR} mailing calls an hour, then 429 and nothing written; a teammate is unaffected`,
    inOneWindow(60 * 60_000, BUDGET_MS, async () => {
      const org = await createTestOrg();
      const started = Date.now();
      const statuses: number[] = [];
      // Five at a time: the functions emulator starts a process per concurrent request.
      for (let i = 0; i < MAILS_PER_USER_PER_HOUR; i += 5) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(5, MAILS_PER_USER_PER_HOUR - i) }, () =>
            schedule(org.staff),
          ),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(MAILS_PER_USER_PER_HOUR);
      const over = await schedule(org.staff);
      expect(refusal(over)).toEqual([429, API_MESSAGES.tooManyRequests]);
      // Cancelling mails the candidate too: it is refused as well, before anything changes.
      const anyInterview = await collectionRef(collections.interviews)
        .where('orgId', '==', org.orgId)
        .limit(1)
        .get();
      const cancel = await callEndpoint(endpoints.cancelInterview, {
        as: org.staff,
        params: { id: anyInterview.docs[0].id },
      });
      expect(cancel.status).toBe(429);
      expect((await anyInterview.docs[0].ref.get()).get('status')).toBe('scheduled');
      expect(await interviewsOf(org.orgId)).toBe(MAILS_PER_USER_PER_HOUR);
      const teammate = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
      expect((await schedule(teammate)).status).toBe(201);
      // The refused call and cancel spent nothing of the org's limit: only the 61 served count.
      expect(await orgCount(org.orgId)).toBe(MAILS_PER_USER_PER_HOUR + 1);
      console.log(
        `[staff mail] ${MAILS_PER_USER_PER_HOUR} scheduled in ${Date.now() - started} ms, call ${MAILS_PER_USER_PER_HOUR + 1} → 429, cancel → 429, teammate → 201`,
      );
    }),
    oneWindowTimeout(BUDGET_MS),
  );

  it(
    'calls refused before they could mail (a bad body, a member inviting) count against no limit',
    inOneWindow(60 * 60_000, BUDGET_MS, async () => {
      const org = await createTestOrg();
      const member = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
      const statuses: number[] = [];
      for (let i = 0; i < MAILS_PER_USER_PER_HOUR + 1; i += 5) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(5, MAILS_PER_USER_PER_HOUR + 1 - i) }, () =>
            schedule(org.staff, { candidateEmail: 'not-an-email' }),
          ),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      expect(statuses).toEqual(Array(MAILS_PER_USER_PER_HOUR + 1).fill(400));
      for (let i = 0; i < 5; i += 1) {
        const invite = await callEndpoint(endpoints.inviteTeammate, {
          as: member,
          body: { email: `t-${randomUUID().slice(0, 8)}@example.org`, role: 'member' },
        });
        expect(invite.status).toBe(403);
      }
      expect(await orgCount(org.orgId)).toBe(0);
      expect((await schedule(org.staff)).status).toBe(201);
      expect(await orgCount(org.orgId)).toBe(1);
      console.log(
        `[staff mail] ${MAILS_PER_USER_PER_HOUR + 1} malformed schedules → 400, 5 invitations by a member → 403, none counted; the next schedule → 201`,
      );
    }),
    oneWindowTimeout(BUDGET_MS),
  );
});
