// Attacks on HiQ's data: a display name used to relay phishing through HiQ's mail, personal data
// left behind by an erasure or an account deletion, the library's rubrics read from the public web
// bundle, and an answer that pastes a rubric. Each case prints what it measured.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import type { InsightDoc } from '@shared/contract/collections';
import { LIBRARY_QUESTIONS } from '@shared/question-library';
import { deliverMail } from '../../functions/src/features/mail/send-mail';
import { collectionRef, docRef, projectId } from '../support/admin';
import { apiBase } from '../support/api';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { createTestInterview, scheduleBody } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import type { ReceivedMail } from '../support/maildev';
import { inviteAndReadLink } from '../support/team';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';
import { filesUnder } from './secret-scan';

const root = resolve(__dirname, '../..');
const unique = () => randomUUID().slice(0, 8);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every document of every collection at any depth (one kindless all-descendants query of the
 * emulator, with the owner's token), and those whose fields hold any of `needles` (any case).
 */
async function documentsHolding(needles: string[]): Promise<{ scanned: number; hits: string[] }> {
  const base = `projects/${projectId}/databases/(default)/documents`;
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${base}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!res.ok) throw new Error(`scanning the database: ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { document?: { name: string; fields?: unknown } }[];
  const lower = needles.map((n) => n.toLowerCase());
  const hits: string[] = [];
  let scanned = 0;
  for (const { document } of rows) {
    if (!document) continue;
    scanned++;
    const text = JSON.stringify(document.fields ?? {}).toLowerCase();
    const found = lower.filter((n) => text.includes(n));
    if (found.length)
      hits.push(`${document.name.slice(base.length + 1)} holds ${found.join(', ')}`);
  }
  return { scanned, hits };
}

const mailText = (m: ReceivedMail) => `${m.subject}\n${m.text ?? ''}\n${m.html ?? ''}`;

describe('a display name as a phishing relay', () => {
  const phishing = 'URGENT: payroll update at https://evil.example/login - HR <hr@evil.example>';

  it('is refused like a candidate name, and a stored one never reaches a mail to an outside address', async () => {
    const org = await createTestOrg('Relay Co');
    const refusals = [
      await callEndpoint(endpoints.updateMe, { as: org.staff, body: { displayName: phishing } }),
      await callEndpoint(endpoints.register, {
        body: {
          token: 'x'.repeat(22),
          email: `someone@${org.orgId}`,
          password: 'a-good-password-1',
          displayName: phishing,
        },
      }),
      await callEndpoint(endpoints.scheduleInterview, {
        as: org.staff,
        body: scheduleBody({ candidateName: phishing }),
      }),
    ];
    expect(refusals.map(refusal)).toEqual([
      [400, "Name can't contain web or email addresses"],
      [400, "Name can't contain web or email addresses"],
      [400, "Candidate name can't contain web or email addresses"],
    ]);
    const profile = (await docRef(collections.users, org.staff.uid).get()).data()!;
    expect(profile.displayName).toBeNull();

    // Names stored before the rule: the owner's display name and a candidate's name.
    await docRef(collections.users, org.staff.uid).update({ displayName: phishing });
    const victim = `victim-${unique()}@outside-mail.test`;
    await inviteAndReadLink(org.staff, 'Relay Co', victim, 'member', { outsideDomain: true });
    const invitation = await waitForMail(victim);
    const candidateEmail = `cand-${unique()}@outside-mail.test`;
    const interview = await createTestInterview({
      orgId: org.orgId,
      orgName: 'Relay Co',
      candidateName: 'Claim your prize at https://evil.example',
      candidateEmail,
    });
    const cancelled = await callEndpoint(endpoints.cancelInterview, {
      as: org.staff,
      params: { id: interview.id },
    });
    expect(cancelled.status).toBe(200);
    const cancellation = await waitForMail(candidateEmail);

    const carrying = [invitation, cancellation].filter((m) =>
      /evil\.example|URGENT/i.test(mailText(m)),
    );
    expect(carrying.map((m) => m.subject)).toEqual([]);
    expect(mailText(invitation)).toContain('Relay Co');
    expect(mailText(cancellation)).toContain('Relay Co');
    const refused = refusals.filter((r) => r.status === 400).length;
    console.log(
      `[data] display name with a link: ${refused} of 3 writes refused (400); mails to outside addresses carrying a stored one: ${carrying.length} of 2`,
    );
  });
});

describe("a candidate's erasure", () => {
  it('leaves no name or address in any document, mail included; a pending mail is never sent; the audit line stays', async () => {
    const org = await createTestOrg('Erasure Co');
    const name = `Quinn Zephyrine${unique()}`;
    const email = `quinn-${unique()}@candidate-mail.test`;
    const scheduled = await callEndpoint(endpoints.scheduleInterview, {
      as: org.staff,
      body: scheduleBody({ candidateName: name, candidateEmail: email }),
    });
    const { id, sessionId } = bodyOf(scheduled, 201).interview;
    // The candidate completes: the scheduler gets a notice naming them.
    const done = await callEndpoint(endpoints.completeInterview, {
      params: { sessionId },
      body: { questionHistory: [] },
    });
    expect(done.status).toBe(200);
    await waitForMail(email);
    await waitForMail(org.staff.email, (m) => m.subject.includes(name));
    // A reminder whose send failed, waiting for its retry.
    const pending = docRef(collections.mail, `pending-${unique()}`);
    await pending.set({
      to: email,
      message: {
        subject: 'Reminder: your interview with Erasure Co',
        text: `Hello ${name},`,
        html: `<p>Hello ${name},</p>`,
        attachments: [],
      },
      delivery: {
        state: 'ERROR',
        attempts: 1,
        error: 'connection refused',
        nextAttemptAt: Timestamp.fromMillis(Date.now() + 5 * 60_000),
      },
      createdAt: FieldValue.serverTimestamp(),
    });
    const before = await documentsHolding([name, email]);
    expect(before.hits.length).toBeGreaterThanOrEqual(4);

    const erased = await callEndpoint(endpoints.eraseCandidateData, {
      as: org.staff,
      params: { id },
    });
    expect(erased.status).toBe(200);
    const after = await documentsHolding([name, email]);
    expect(after.hits).toEqual([]);
    const sent: string[] = [];
    const outcome = await deliverMail(pending.id, {
      mode: 'retry',
      now: Date.now() + 60 * 60_000,
      transport: () => ({
        sendMail: async (m) => {
          sent.push(String(m.to));
          return { messageId: 'stand-in' };
        },
        close: () => {},
      }),
    });
    expect({ outcome, sent }).toEqual({ outcome: 'skipped', sent: [] });
    // The audit line stays, without personal data (the scan above saw none).
    const audit = (await collectionRef(collections.auditLog, org.orgId).get()).docs;
    expect(audit.map((d) => d.data())).toEqual([
      expect.objectContaining({ action: 'candidate-data-erased', interviewId: id }),
    ]);
    console.log(
      `[data] erasure: ${before.hits.length} documents named the candidate before, ${after.hits.length} after (${after.scanned} documents scanned); the pending mail: ${outcome}`,
    );
  });
});

describe('DELETE /api/auth/me', () => {
  it('leaves the name and address nowhere: question sets, invitations, links, memberships, mail', async () => {
    const org = await createTestOrg('Leaver Co');
    const person = await createTestUser(
      { role: 'staff', orgId: org.orgId, orgRole: 'owner' },
      org.orgId,
    );
    const name = `Pat Leaverton${unique()}`;
    const named = await callEndpoint(endpoints.updateMe, {
      as: person,
      body: { displayName: name },
    });
    expect(named.status).toBe(200);
    const set = {
      name: 'Backend round',
      description: 'Ours.',
      questions: [
        {
          id: 'q1',
          text: 'How do you test?',
          hint: null,
          rubric: ['Tests first'],
          thinkTimeSec: 0,
          answerLimitSec: null,
          retakes: 1,
          answerMode: 'either' as const,
        },
      ],
    };
    // A set the person created, and one of the owner's that the person changed last.
    const create = (as: TestUser) => callEndpoint(endpoints.createQuestionSet, { as, body: set });
    expect((await create(person)).status).toBe(201);
    const ownersId = bodyOf(await create(org.staff), 201).questionSet.id;
    const edited = await callEndpoint(endpoints.updateQuestionSet, {
      as: person,
      params: { id: ownersId },
      body: { ...set, name: 'Edited' },
    });
    expect(edited.status).toBe(200);
    // Someone the person invited and who joined, and an invitation still open.
    const joiner = `joiner-${unique()}@${org.orgId}`;
    const { token } = await inviteAndReadLink(person, 'Leaver Co', joiner);
    const registered = await callEndpoint(endpoints.register, {
      body: { token, email: joiner, password: 'a-good-password-1', displayName: 'Jo Joiner' },
    });
    const joinerUid = bodyOf(registered, 201).uid;
    await inviteAndReadLink(person, 'Leaver Co', `open-${unique()}@${org.orgId}`);
    const before = await documentsHolding([name, person.email]);
    expect(before.hits.length).toBeGreaterThanOrEqual(6);

    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    expect((await callApi('DELETE', '/auth/me', person)).status).toBe(200);
    // What the deletion leaves is anonymous; give a late trigger a moment to write.
    await sleep(1000);
    const after = await documentsHolding([name, person.email]);
    expect(after.hits).toEqual([]);
    const joined = (await docRef(collections.members, org.orgId, joinerUid).get()).data()!;
    expect(joined.invitedBy).toBe('Former team member');
    const editedSet = (await docRef(collections.questionSets, org.orgId, ownersId).get()).data()!;
    expect([editedSet.createdByName, editedSet.updatedByName]).toEqual([
      expect.not.stringMatching(/Former/),
      'Former team member',
    ]);
    console.log(
      `[data] account deletion: ${before.hits.length} documents named the person before, ${after.hits.length} after (${after.scanned} documents scanned)`,
    );
  });
});

describe("the library's rubrics", () => {
  /** A string as esbuild may print it in ASCII output (non-ASCII as \u escapes). */
  const asciiEscaped = (s: string) =>
    s.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

  it('are in no file of the built web app (nor are the library questions), and the API serves them to staff only', async () => {
    const dist = join(root, 'web', 'dist');
    const files = filesUnder(dist).map((path) => ({
      file: relative(dist, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(0);
    const bytes = files.reduce((sum, f) => sum + f.text.length, 0);
    const foundIn = (s: string) =>
      files
        .filter((f) => f.text.includes(s) || f.text.includes(asciiEscaped(s)))
        .map((f) => f.file);
    const rubric = LIBRARY_QUESTIONS.flatMap((q) => q.rubric);
    const texts = LIBRARY_QUESTIONS.flatMap((q) => [q.text, q.hint]);
    const leakedRubric = rubric.filter((point) => foundIn(point).length > 0);
    const leakedTexts = texts.filter((text) => foundIn(text).length > 0);
    expect(leakedRubric).toEqual([]);
    expect(leakedTexts).toEqual([]);

    const anonymous = await fetch(`${apiBase}/api/question-sets/library`);
    expect(anonymous.status).toBe(401);
    const org = await createTestOrg('Library Co');
    const staff = await callEndpoint(endpoints.librarySets, { as: org.staff });
    const served = bodyOf(staff, 200).sets.flatMap((s) => s.questions.flatMap((q) => q.rubric));
    expect(served).toEqual(rubric);
    console.log(
      `[data] web/dist: ${files.length} files (${bytes} bytes) hold ${leakedRubric.length} of ${rubric.length} rubric points and ${leakedTexts.length} of ${texts.length} question texts and hints; the library endpoint: anonymous ${anonymous.status}, staff ${staff.status}`,
    );
  });
});

describe('an answer that pastes the rubric', () => {
  it('is flagged to reviewers on its insight; an answer in its own words is not', async () => {
    const org = await createTestOrg('Echo Co');
    const library = LIBRARY_QUESTIONS.find((q) => q.id === 'tech-junior-1')!;
    const questions = [{ id: library.id, text: library.text, rubric: [...library.rubric] }];
    const interview = await createTestInterview({
      orgId: org.orgId,
      status: 'completed',
      questions,
    });
    const own = await createTestInterview({ orgId: org.orgId, status: 'completed', questions });
    const pasted = `Sure. ${library.rubric.join('. ')}.`;
    const ownWords =
      'Each process gets a separate memory space from the operating system, while the threads ' +
      'inside one process all see the same heap, so they talk cheaply but need locks. Starting ' +
      'and switching threads is cheaper than doing that for processes, and if a thread crashes ' +
      'it can bring the whole process down with it.';
    for (const [id, transcript] of [
      [interview.id, pasted],
      [own.id, ownWords],
    ] as const) {
      await docRef(collections.interviews, id).update({ aiAssist: true });
      await docRef(collections.answers, id, library.id).set({
        questionId: library.id,
        transcript,
        savedAt: FieldValue.serverTimestamp(),
      });
    }
    const insightOf = async (id: string): Promise<InsightDoc> => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const insight = (await docRef(collections.insights, id, library.id).get()).data();
        if (insight) return insight;
        if (Date.now() > deadline) throw new Error(`no insight on ${id}`);
        await sleep(250);
      }
    };
    const [flagged, clean] = await Promise.all([insightOf(interview.id), insightOf(own.id)]);
    expect(flagged.rubricEcho?.map((e) => e.point)).toEqual(library.rubric);
    for (const e of flagged.rubricEcho ?? [])
      expect(pasted.slice(e.quote.start, e.quote.end)).toBe(e.quote.text);
    expect(clean.rubricEcho).toBeUndefined();
    console.log(
      `[data] rubric pasted: ${flagged.rubricEcho?.length ?? 0} of ${library.rubric.length} points flagged (coverage ${flagged.coverage.map((c) => c.status).join('/')}); own words: ${clean.rubricEcho?.length ?? 0} flagged`,
    );
  });
});
