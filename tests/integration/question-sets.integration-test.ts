// Question sets: any member of an org writes its sets through the API (the library's are
// read-only), and an interview scheduled from a set keeps a copy of it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { SCHEDULE_DESIGN_MESSAGES } from '@shared/messages/interviews';
import { LIBRARY_QUESTIONS, LIBRARY_SETS } from '@shared/question-library';
import { collectionRef, docRef } from '../support/admin';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { scheduleBody } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

type SetBody = RequestOf<typeof endpoints.createQuestionSet>;
type QuestionBody = SetBody['questions'][number];

const question = (id: string, over: Partial<QuestionBody> = {}): QuestionBody => ({
  id,
  text: `Question ${id}?`,
  hint: '',
  rubric: ['One point', '  ', 'Another point'],
  thinkTimeSec: 30,
  answerLimitSec: 120,
  retakes: 1,
  answerMode: 'either',
  ...over,
});
const setBody = (over: Partial<SetBody> = {}): SetBody => ({
  name: '  Support engineer ',
  description: 'For the support team.',
  questions: [question('q1'), question('q2', { answerMode: 'type', answerLimitSec: null })],
  ...over,
});

async function createSet(user: TestUser, over: Partial<SetBody> = {}) {
  const res = await callEndpoint(endpoints.createQuestionSet, { as: user, body: setBody(over) });
  return bodyOf(res, 201).questionSet;
}

/** The options of a call, as `as`, on one set by its id. */
const onSet = (as: TestUser, id: string) => ({ as, params: { id } });
const updateSet = (as: TestUser, id: string, body: SetBody) =>
  callEndpoint(endpoints.updateQuestionSet, { ...onSet(as, id), body });

/** Every set document of the org with its update time, to show that a refused call wrote nothing. */
async function setsSnapshot(orgId: string) {
  const snap = await collectionRef(collections.questionSets, orgId).get();
  return snap.docs.map((d) => `${d.id}@${d.updateTime.toMillis()}`).sort();
}

function schedule(user: TestUser, over: Parameters<typeof scheduleBody>[0] = {}) {
  return callEndpoint(endpoints.scheduleInterview, {
    as: user,
    body: scheduleBody({ level: 'mid', ...over }),
  });
}

let org: Awaited<ReturnType<typeof createTestOrg>>;
let other: Awaited<ReturnType<typeof createTestOrg>>;
let member: TestUser;

beforeAll(async () => {
  org = await createTestOrg('Initech');
  other = await createTestOrg('Umbrella');
  member = await createTestUser({ role: 'staff', orgId: org.orgId }, org.orgId);
  await docRef(collections.users, member.uid).update({ displayName: 'Mia Member' });
});

describe('question set CRUD', () => {
  it('creates a set: trimmed, blank rubric points dropped, counted, named by its author', async () => {
    const created = await createSet(org.staff);
    expect(created).toMatchObject({
      name: 'Support engineer',
      description: 'For the support team.',
      questionCount: 2,
      archived: false,
      createdByName: org.staff.email,
      updatedByName: org.staff.email,
    });
    expect(Number.isNaN(Date.parse(created.updatedAt))).toBe(false);
    const doc = (await docRef(collections.questionSets, org.orgId, created.id).get()).data()!;
    expect(doc).toMatchObject({
      name: 'Support engineer',
      questionCount: 2,
      archived: false,
      createdBy: org.staff.uid,
    });
    expect(doc.questions).toEqual([
      {
        id: 'q1',
        text: 'Question q1?',
        hint: null,
        rubric: ['One point', 'Another point'],
        thinkTimeSec: 30,
        answerLimitSec: 120,
        retakes: 1,
        answerMode: 'either',
      },
      {
        id: 'q2',
        text: 'Question q2?',
        hint: null,
        rubric: ['One point', 'Another point'],
        thinkTimeSec: 30,
        answerLimitSec: null,
        retakes: 1,
        answerMode: 'type',
      },
    ]);
  });

  it('a plain member may write too: they update the owner’s set and are named as its editor', async () => {
    const created = await createSet(org.staff);
    const res = await updateSet(
      member,
      created.id,
      setBody({ name: 'Renamed', questions: [question('only')] }),
    );
    expect(bodyOf(res, 200).questionSet).toMatchObject({
      id: created.id,
      name: 'Renamed',
      questionCount: 1,
      createdByName: org.staff.email,
      updatedByName: 'Mia Member',
    });
    const doc = (await docRef(collections.questionSets, org.orgId, created.id).get()).data()!;
    expect(doc.questions.map((q) => q.id)).toEqual(['only']);
    expect(doc).toMatchObject({ name: 'Renamed', updatedByName: 'Mia Member' });
    expect(doc.createdBy).toBe(org.staff.uid);
  });

  it('archives and restores, both idempotent; an archived set cannot be edited (409)', async () => {
    const created = await createSet(member);
    for (let i = 0; i < 2; i += 1) {
      const res = await callEndpoint(endpoints.archiveQuestionSet, onSet(org.staff, created.id));
      expect(bodyOf(res, 200).questionSet).toEqual({ id: created.id, archived: true });
    }
    const before = await setsSnapshot(org.orgId);
    const edit = await updateSet(org.staff, created.id, setBody({ name: 'Too late' }));
    expect(refusal(edit)).toEqual([409, M.archived]);
    expect(await setsSnapshot(org.orgId)).toEqual(before);
    for (let i = 0; i < 2; i += 1) {
      const res = await callEndpoint(endpoints.restoreQuestionSet, onSet(member, created.id));
      expect(bodyOf(res, 200).questionSet).toEqual({ id: created.id, archived: false });
    }
    expect((await updateSet(org.staff, created.id, setBody({ name: 'Again' }))).status).toBe(200);
    const doc = (await docRef(collections.questionSets, org.orgId, created.id).get()).data()!;
    expect(doc).toMatchObject({ name: 'Again', archived: false });
  });

  it('duplicates one of the org’s sets as “Copy of …”, questions and all', async () => {
    const created = await createSet(org.staff, { name: 'Original' });
    const res = await callEndpoint(endpoints.duplicateQuestionSet, onSet(member, created.id));
    const copy = bodyOf(res, 201).questionSet;
    expect(copy).toMatchObject({
      name: 'Copy of Original',
      archived: false,
      questionCount: 2,
      createdByName: 'Mia Member',
    });
    expect(copy.id).not.toBe(created.id);
    const [source, duplicate] = await Promise.all([
      docRef(collections.questionSets, org.orgId, created.id).get(),
      docRef(collections.questionSets, org.orgId, copy.id).get(),
    ]);
    expect(duplicate.data()!.questions).toEqual(source.data()!.questions);
    expect(duplicate.data()!.createdBy).toBe(member.uid);
  });

  it('duplicates a library set into the org; the library set itself is read-only', async () => {
    const library = LIBRARY_SETS.find((s) => s.id === 'library-system-design-senior')!;
    const res = await callEndpoint(endpoints.duplicateQuestionSet, onSet(org.staff, library.id));
    const copy = bodyOf(res, 201).questionSet;
    expect(copy).toMatchObject({ name: 'Copy of System Design · Senior', questionCount: 5 });
    const doc = (await docRef(collections.questionSets, org.orgId, copy.id).get()).data()!;
    expect(doc.questions).toEqual(library.questions);
    expect(doc.questions[0].rubric.length).toBeGreaterThanOrEqual(3);

    const librarySet = onSet(org.staff, library.id);
    const refusals = {
      update: await updateSet(org.staff, library.id, setBody()),
      archive: await callEndpoint(endpoints.archiveQuestionSet, librarySet),
      restore: await callEndpoint(endpoints.restoreQuestionSet, librarySet),
    };
    for (const [action, refused] of Object.entries(refusals))
      expect(refusal(refused), action).toEqual([409, M.libraryReadOnly]);
    const unknown = await callEndpoint(
      endpoints.duplicateQuestionSet,
      onSet(org.staff, 'library-chess-grandmaster'),
    );
    expect(unknown.status).toBe(404);
  });

  it('another org’s set is simply not found (404), and stays as it was', async () => {
    const theirs = await createSet(other.staff, { name: 'Umbrella set' });
    const before = await setsSnapshot(other.orgId);
    const theirSet = onSet(org.staff, theirs.id);
    const refusals = {
      update: await updateSet(org.staff, theirs.id, setBody({ name: 'Hijacked' })),
      duplicate: await callEndpoint(endpoints.duplicateQuestionSet, theirSet),
      archive: await callEndpoint(endpoints.archiveQuestionSet, theirSet),
      restore: await callEndpoint(endpoints.restoreQuestionSet, theirSet),
    };
    for (const [action, res] of Object.entries(refusals))
      expect(refusal(res), action).toEqual([404, M.notFound]);
    expect(await setsSnapshot(other.orgId)).toEqual(before);
    // An unknown id, and ids no set can have, written into the path by hand.
    for (const id of ['does-not-exist', 'a'.repeat(61), 'bad%20id', '%E2%98%83']) {
      const res = await callApi('PUT', `/question-sets/${id}`, org.staff, setBody());
      expect(res.status, id).toBe(404);
    }
  });

  it("refuses bad input with 400 and the field's message, writing nothing", async () => {
    const created = await createSet(org.staff);
    // Sent as they are: some of these bodies are outside what the contract can type.
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, M.nameRequired],
      [{ name: 'x'.repeat(121) }, M.nameTooLong],
      [{ questions: 'q1' }, M.questionsInvalid],
      [{ questions: Array.from({ length: 51 }, (_, i) => question(`q${i}`)) }, M.tooManyQuestions],
      [{ questions: [question('a'), question('a')] }, M.questionIdDuplicate],
      [{ questions: [question('a', { text: ' ' })] }, M.textRequired],
      [{ questions: [question('a', { answerLimitSec: 29 })] }, M.answerLimitRange],
      [{ questions: [question('a', { answerLimitSec: 601 })] }, M.answerLimitRange],
      [{ questions: [question('a', { retakes: 4 })] }, M.retakesRange],
      [{ questions: [{ ...question('a'), answerMode: 'sing' }] }, M.answerModeInvalid],
    ];
    const before = await setsSnapshot(org.orgId);
    for (const [over, message] of cases) {
      for (const [method, path] of [
        ['POST', '/question-sets'],
        ['PUT', `/question-sets/${created.id}`],
      ]) {
        const res = await callApi(method, path, org.staff, { ...setBody(), ...over });
        expect(res.status, `${method} ${message}`).toBe(400);
        expect(res.body.error).toBe(message);
      }
    }
    const unknownField = await callApi('POST', '/question-sets', org.staff, {
      ...setBody(),
      archived: true,
    });
    expect(unknownField.status).toBe(400);
    expect(await setsSnapshot(org.orgId)).toEqual(before);
  });

  it('is for the org’s staff only: 401 anonymous, 403 admin, staff without an org', async () => {
    const create = (as?: TestUser) =>
      callEndpoint(endpoints.createQuestionSet, { as, body: setBody() });
    expect((await create()).status).toBe(401);
    const admin = await createTestUser({ role: 'admin' });
    expect((await create(admin)).status).toBe(403);
    const orphan = await createTestUser({ role: 'staff' });
    expect((await create(orphan)).status).toBe(403);
  });
});

describe('scheduling from a question set', () => {
  it('snapshots the set: editing it afterwards never changes the interview', async () => {
    const created = await createSet(org.staff, {
      name: 'Snapshot set',
      questions: [
        question('s1', { hint: 'A hint', thinkTimeSec: 45, answerLimitSec: 90, retakes: 2 }),
        question('s2', { answerLimitSec: null, retakes: 0, answerMode: 'speak' }),
      ],
    });
    const res = await schedule(member, { questionSetId: created.id, extraTime: 'plus25' });
    const interviewId = bodyOf(res, 201).interview.id;
    const edit = await updateSet(
      org.staff,
      created.id,
      setBody({ name: 'Edited', questions: [question('s1', { text: 'Edited text?' })] }),
    );
    expect(edit.status).toBe(200);

    const doc = (await docRef(collections.interviews, interviewId).get()).data()!;
    expect(doc).toMatchObject({
      questionSetId: created.id,
      questionSetName: 'Snapshot set',
      extraTime: 'plus25',
    });
    // As written in the set: extra time is applied when the candidate's limits are computed.
    expect(doc.questions).toEqual([
      {
        id: 's1',
        text: 'Question s1?',
        hint: 'A hint',
        rubric: ['One point', 'Another point'],
        // The set's follow-ups per question, 1 unless it says otherwise.
        maxFollowUps: 1,
        thinkTimeSec: 45,
        answerLimitSec: 90,
        retakes: 2,
        answerMode: 'either',
      },
      {
        id: 's2',
        text: 'Question s2?',
        rubric: ['One point', 'Another point'],
        maxFollowUps: 1,
        thinkTimeSec: 30,
        answerLimitSec: null,
        retakes: 0,
        answerMode: 'speak',
      },
    ]);
  });

  it("stores each point's follow-up and the cap per question; a copy and an interview keep both", async () => {
    const probe = { prompt: 'What was your own part?', askIfMissing: true };
    const created = await createSet(org.staff, {
      name: 'Probed',
      followUpsPerQuestion: 2,
      questions: [
        question('p1', { probes: [probe, null, { prompt: 'Why?', askIfMissing: false }] }),
      ],
    });
    const stored = (await docRef(collections.questionSets, org.orgId, created.id).get()).data()!;
    expect(stored.followUpsPerQuestion).toBe(2);
    // The blank second point goes, and its follow-up with it.
    expect(stored.questions[0]).toMatchObject({
      rubric: ['One point', 'Another point'],
      probes: [probe, { prompt: 'Why?', askIfMissing: false }],
    });
    const copy = await callEndpoint(endpoints.duplicateQuestionSet, onSet(org.staff, created.id));
    const copyId = bodyOf(copy, 201).questionSet.id;
    const copied = (await docRef(collections.questionSets, org.orgId, copyId).get()).data()!;
    expect(copied.followUpsPerQuestion).toBe(2);
    expect(copied.questions).toEqual(stored.questions);

    const res = await schedule(org.staff, { questionSetId: created.id });
    const interviewId = bodyOf(res, 201).interview.id;
    const doc = (await docRef(collections.interviews, interviewId).get()).data()!;
    expect(doc.questions[0]).toMatchObject({ probes: stored.questions[0].probes, maxFollowUps: 2 });
    // The org's follow-ups are on (the default): 3 at most in the interview.
    expect(doc.maxFollowUps).toBe(3);

    const none = await createSet(org.staff, { name: 'None', followUpsPerQuestion: 0 });
    expect(
      (await docRef(collections.questionSets, org.orgId, none.id).get()).get(
        'followUpsPerQuestion',
      ),
    ).toBe(0);
  });

  it("serves the library's follow-ups with its sets, where a question has them", async () => {
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const res = await callApi('GET', '/question-sets/library', org.staff);
    expect(res.status).toBe(200);
    const served = new Map(
      (res.body.sets as { questions: { id: string; probes?: unknown }[] }[])
        .flatMap((set) => set.questions)
        .map((q) => [q.id, q.probes]),
    );
    for (const q of LIBRARY_QUESTIONS) expect(served.get(q.id), q.id).toEqual(q.probes);
  });

  it('refuses an archived set (409), an empty one (400), and another org’s or an unknown one (400)', async () => {
    const archived = await createSet(org.staff, { name: 'Archived' });
    const archive = await callEndpoint(endpoints.archiveQuestionSet, onSet(org.staff, archived.id));
    expect(archive.status).toBe(200);
    const empty = await createSet(org.staff, { name: 'Empty', questions: [] });
    const theirs = await createSet(other.staff, { name: 'Theirs' });
    const cases: [string, number, string][] = [
      [archived.id, 409, M.setArchived],
      [empty.id, 400, M.setEmpty],
      [theirs.id, 400, SCHEDULE_DESIGN_MESSAGES.questionSetInvalid],
      ['no-such-set', 400, SCHEDULE_DESIGN_MESSAGES.questionSetInvalid],
    ];
    for (const [questionSetId, status, message] of cases) {
      const candidateEmail = `refused-${randomUUID().slice(0, 8)}@example-corp.test`;
      const res = await schedule(org.staff, { questionSetId, candidateEmail });
      expect(refusal(res), questionSetId).toEqual([status, message]);
      const written = await collectionRef(collections.interviews)
        .where('candidateEmail', '==', candidateEmail)
        .get();
      expect(written.size).toBe(0);
    }
  });
});
