// Follow-up questions as a candidate meets them: a saved answer that gives no evidence for a key
// point marked "ask if missing" brings one short question about it, in the save's own response; it
// takes its place in the sequence and is answered like any question, within the caps.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { collectionRef, docRef } from '../support/admin';
import { callApi } from '../support/call-api';
import { consentTo } from '../support/candidate';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { createTestInterview, scheduleBody } from '../support/interviews';
import { createTestOrg } from '../support/users';

const RUBRIC = [
  'Measures the problem before changing anything (profiling, metrics, logs)',
  'Describes the change they made and why it was chosen',
  'States the result with a number',
];
const MEASURE = 'What did you measure before you changed anything?';
const FASTER = 'How much faster was it afterwards?';
const probe = (prompt: string, askIfMissing = true) => ({ prompt, askIfMissing });
const PROBES = [probe(MEASURE), null, probe(FASTER)];
// Says what changed and by how much, never what was measured first.
const NO_MEASURING =
  'Our checkout page was slow, so I rewrote the product query to fetch everything in one call ' +
  'instead of one call per item, because the loop was obviously wasteful. After the change the ' +
  'page loaded in under a second instead of four seconds, which cut abandoned carts by a fifth.';
const MEASURING =
  'Before touching anything I profiled the checkout page and looked at our latency metrics and ' +
  'the slow query logs, which showed one database call per item in the cart.';
// Neither what was measured nor by how much it got faster.
const NEITHER =
  'Our checkout page was slow, so I rewrote the product query to fetch everything in one call ' +
  'instead of one call per item, because the loop was obviously wasteful and the code was hard ' +
  'to read. The team reviewed the change and we shipped it on a Friday.';
const STILL_NEITHER =
  'I mostly talked with the team about it and we agreed the old loop had to go, so we cleaned it up together.';

type QuestionBody = RequestOf<typeof endpoints.createQuestionSet>['questions'][number];

const question = (id: string, over: Partial<QuestionBody> = {}): QuestionBody => ({
  id,
  text: `Tell us about a slow page you made fast (${id}).`,
  hint: '',
  rubric: RUBRIC,
  probes: PROBES,
  thinkTimeSec: 30,
  answerLimitSec: 120,
  retakes: 1,
  answerMode: 'either',
  ...over,
});

type Org = Awaited<ReturnType<typeof createTestOrg>>;
let org: Org;
let orgOff: Org;

beforeAll(async () => {
  org = await createTestOrg('Initech');
  orgOff = await createTestOrg('Hooli');
  const off = await callEndpoint(endpoints.updateOrgSettings, {
    as: orgOff.staff,
    body: { followUps: false },
  });
  expect(bodyOf(off, 200).settings).toMatchObject({ followUps: false });
});

/** A set of the org with these questions, an interview scheduled from it, consent given. */
async function interviewOf(
  owner: Org,
  questions: QuestionBody[],
  over: { followUpsPerQuestion?: number; extraTime?: 'plus50' } = {},
) {
  const { extraTime, ...setOver } = over;
  const set = await callEndpoint(endpoints.createQuestionSet, {
    as: owner.staff,
    body: { name: 'Performance', description: '', questions, ...setOver },
  });
  const questionSetId = bodyOf(set, 201).questionSet.id;
  const res = await callEndpoint(endpoints.scheduleInterview, {
    as: owner.staff,
    body: scheduleBody({ questionSetId, ...(extraTime ? { extraTime } : {}) }),
  });
  const { id, sessionId } = bodyOf(res, 201).interview;
  await consentTo(sessionId);
  return { id, sessionId };
}

/** The candidate's calls, as the page makes them. */
const candidate = (sessionId: string) => {
  const params = { sessionId };
  const onQuestion = (questionId: string) => ({ params: { sessionId, questionId } });
  return {
    /** The session as a (re)load reads it. */
    questions: async () => bodyOf(await callEndpoint(endpoints.getQuestions, { params }), 200),
    open: (q: string) => callEndpoint(endpoints.openQuestion, onQuestion(q)),
    start: (q: string) => callEndpoint(endpoints.startAnswer, onQuestion(q)),
    retake: (q: string) => callEndpoint(endpoints.retakeAnswer, onQuestion(q)),
    save: (questionId: string, transcript: string) =>
      callEndpoint(endpoints.saveAnswer, { params, body: { questionId, transcript } }),
    complete: (ids: string[] = []) =>
      callEndpoint(endpoints.completeInterview, {
        params,
        body: { questionHistory: ids.map((id) => ({ id })) },
      }),
  };
};

/** Opens and saves, expecting 200: the follow-up the save asked (null: none). */
async function answer(c: ReturnType<typeof candidate>, questionId: string, transcript: string) {
  expect((await c.open(questionId)).status).toBe(200);
  return bodyOf(await c.save(questionId, transcript), 200).followUp;
}

const decisionOf = async (interviewId: string, questionId: string) =>
  (await docRef(collections.answers, interviewId, questionId).get()).get('followUpDecision');
const followUpsOf = async (interviewId: string) =>
  (await docRef(collections.interviews, interviewId).get()).data()!.followUps ?? [];

describe('a follow-up question', () => {
  it('comes back with the save, keeps its place on reload, runs on the server clock and is waited for', async () => {
    const { id, sessionId } = await interviewOf(
      org,
      [question('perf'), question('team', { probes: undefined })],
      { extraTime: 'plus50' },
    );
    const c = candidate(sessionId);
    const ready = await c.questions();
    // One follow-up at most: the first question may ask 1 (the default), the second has none.
    // The estimate: 2 × (45 s + 180 s) and one follow-up of 15 s + 135 s: 600 s, 10 minutes.
    expect(ready.interview).toMatchObject({ maxFollowUps: 1, estimatedMinutes: 10 });

    const followUp = {
      id: 'fu-1-1',
      text: MEASURE,
      hint: null,
      // 10 s and 90 s, with half as much again.
      thinkTimeSec: 15,
      answerLimitSec: 135,
      retakes: 0,
      answerMode: 'either',
      followUpOf: 'perf',
    };
    expect((await c.open('perf')).status).toBe(200);
    const saved = await c.save('perf', NO_MEASURING);
    expect(saved).toEqual({
      ok: true,
      status: 200,
      body: { saved: true, questionId: 'perf', followUp },
    });
    // A retried save answers as the first did; another text is refused.
    expect(await c.save('perf', NO_MEASURING)).toEqual(saved);
    const other = await c.save('perf', MEASURING);
    expect(refusal(other)).toEqual([409, CANDIDATE_MESSAGES.questionAlreadyAnswered]);

    const decision = await decisionOf(id, 'perf');
    expect(decision).toMatchObject({
      asked: true,
      reason: 'asked',
      followUpId: 'fu-1-1',
      point: 0,
      engineVersion: expect.stringMatching(/^\d+\+wink-eng-lite-web-model@/),
      answerSha256: createHash('sha256').update(NO_MEASURING).digest('hex'),
    });
    expect(decision.missingPoints).toContain(0);
    expect(await followUpsOf(id)).toEqual([
      expect.objectContaining({
        id: 'fu-1-1',
        parentId: 'perf',
        point: 0,
        pointText: RUBRIC[0],
        prompt: MEASURE,
        askedAfter: 'perf',
        thinkTimeSec: 10,
        answerLimitSec: 90,
        answerMode: 'either',
      }),
    ]);

    // A reload: in place after its question, not shown yet, so without its text.
    const reloaded = await c.questions();
    expect(reloaded.questions.map((q) => q.id)).toEqual(['perf', 'fu-1-1', 'team']);
    expect(reloaded.questions[1]).toEqual({ ...followUp, text: null });
    expect(reloaded.interview).toMatchObject({ maxFollowUps: 1, estimatedMinutes: 10 });

    // Neither skipped nor finished around.
    const skip = await c.open('team');
    expect(refusal(skip)).toEqual([409, CANDIDATE_MESSAGES.questionOutOfOrder]);
    const early = await c.save('fu-1-1', MEASURING);
    expect(refusal(early)).toEqual([409, CANDIDATE_MESSAGES.questionNotStarted]);
    const waiting = await c.complete(['perf']);
    expect(refusal(waiting)).toEqual([409, CANDIDATE_MESSAGES.followUpPending]);
    expect((await docRef(collections.interviews, id).get()).get('status')).toBe('scheduled');

    const opened = await c.open('fu-1-1');
    expect(bodyOf(opened, 200).question).toEqual(followUp);
    const started = await c.start('fu-1-1');
    const { startedAt, deadlineAt } = bodyOf(started, 200).attempt;
    expect(Date.parse(deadlineAt!) - Date.parse(startedAt!)).toBe(135_000);
    const retake = await c.retake('fu-1-1');
    expect(refusal(retake)).toEqual([409, CANDIDATE_MESSAGES.retakesUsed]);

    // Its answer is read with its question's; the question's one follow-up is spent.
    const second = await c.save('fu-1-1', MEASURING);
    expect(second.body).toEqual({ saved: true, questionId: 'fu-1-1', followUp: null });
    expect(await decisionOf(id, 'fu-1-1')).toMatchObject({ asked: false, reason: 'question-cap' });
    const after = await c.questions();
    expect(after.answers).toMatchObject({ perf: NO_MEASURING, 'fu-1-1': MEASURING });
    expect(after.questions[1]).toEqual(followUp);

    expect(await answer(c, 'team', NEITHER)).toBeNull();
    expect((await c.complete(['perf', 'fu-1-1', 'team'])).status).toBe(200);
    const late = await c.save('fu-1-1', MEASURING);
    expect(late.status).toBe(409);
    expect(await followUpsOf(id)).toHaveLength(1);
  });

  it('an open follow-up ends with the interview, and its transcript from the history is kept', async () => {
    const { id, sessionId } = await interviewOf(org, [question('perf')]);
    const c = candidate(sessionId);
    expect((await answer(c, 'perf', NO_MEASURING))?.id).toBe('fu-1-1');
    expect((await c.open('fu-1-1')).status).toBe(200);
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const done = await callApi('POST', `/public/interviews/${sessionId}/complete`, undefined, {
      questionHistory: [{ id: 'perf' }, { id: 'fu-1-1', response: 'I looked at the logs.' }],
    });
    expect(done.status).toBe(200);
    const answers = await collectionRef(collections.answers, id).get();
    expect(answers.docs.map((d) => [d.id, d.get('transcript')])).toEqual([
      ['fu-1-1', 'I looked at the logs.'],
      ['perf', NO_MEASURING],
    ]);
    const take = (await docRef(collections.attempts, id, 'fu-1-1').get()).data()!;
    expect(take.endedAt).not.toBeNull();
  });

  it('asks 2 about one question when its set allows 2, then no more', async () => {
    const { id, sessionId } = await interviewOf(org, [question('perf')], {
      followUpsPerQuestion: 2,
    });
    const c = candidate(sessionId);
    expect((await c.questions()).interview.maxFollowUps).toBe(2);
    expect(await answer(c, 'perf', NEITHER)).toMatchObject({ id: 'fu-1-1', text: MEASURE });
    // The second follow-up reads the first answers together and asks the point still missing.
    expect(await answer(c, 'fu-1-1', STILL_NEITHER)).toMatchObject({ id: 'fu-1-2', text: FASTER });
    expect(await answer(c, 'fu-1-2', 'It was fine.')).toBeNull();
    expect(await decisionOf(id, 'fu-1-1')).toMatchObject({
      reason: 'asked',
      followUpId: 'fu-1-2',
      point: 2,
    });
    // Both points with a follow-up were asked about: nothing is left to ask.
    expect(await decisionOf(id, 'fu-1-2')).toMatchObject({ reason: 'none-askable' });
    expect((await followUpsOf(id)).map((f) => [f.id, f.askedAfter])).toEqual([
      ['fu-1-1', 'perf'],
      ['fu-1-2', 'fu-1-1'],
    ]);
    // Past the cap there is no third: it is no question of the interview.
    const third = await c.save('fu-1-3', 'Anything');
    expect(refusal(third)).toEqual([400, CANDIDATE_MESSAGES.questionUnknown]);
  });

  it('asks 3 in an interview at most: of 4 questions that all miss a point, only 3 ask', async () => {
    const ids = ['a', 'b', 'c', 'd'];
    const { id, sessionId } = await interviewOf(
      org,
      ids.map((q) => question(q)),
    );
    const c = candidate(sessionId);
    expect((await c.questions()).interview.maxFollowUps).toBe(3);
    for (const [i, q] of ids.entries()) {
      const followUp = await answer(c, q, NO_MEASURING);
      if (i < 3) {
        expect(followUp?.id).toBe(`fu-${i + 1}-1`);
        expect(await answer(c, followUp!.id, MEASURING)).toBeNull();
      } else expect(followUp).toBeNull();
    }
    expect(await decisionOf(id, 'd')).toMatchObject({ asked: false, reason: 'interview-cap' });
    expect(await followUpsOf(id)).toHaveLength(3);
  });

  it("asks none when the org switched follow-ups off: the interview's cap is 0", async () => {
    const { id, sessionId } = await interviewOf(orgOff, [question('perf')]);
    expect((await docRef(collections.interviews, id).get()).get('maxFollowUps')).toBe(0);
    const c = candidate(sessionId);
    expect((await c.questions()).interview.maxFollowUps).toBe(0);
    expect(await answer(c, 'perf', NO_MEASURING)).toBeNull();
    expect(await decisionOf(id, 'perf')).toMatchObject({ asked: false, reason: 'off' });
    expect(await followUpsOf(id)).toEqual([]);
  });

  it('asks none for a question without follow-ups: the engine does not read it', async () => {
    const { id, sessionId } = await interviewOf(org, [question('perf', { probes: undefined })]);
    const c = candidate(sessionId);
    expect((await c.questions()).interview.maxFollowUps).toBe(0);
    expect(await answer(c, 'perf', NO_MEASURING)).toBeNull();
    expect(await decisionOf(id, 'perf')).toMatchObject({
      asked: false,
      reason: 'none-askable',
      missingPoints: [],
    });
  });

  it("asks none when the answer makes every point: the decision says 'covered'", async () => {
    const { id, sessionId } = await interviewOf(org, [question('perf')]);
    const c = candidate(sessionId);
    expect(await answer(c, 'perf', `${MEASURING} ${NO_MEASURING}`)).toBeNull();
    expect(await decisionOf(id, 'perf')).toMatchObject({
      asked: false,
      reason: 'covered',
      missingPoints: [],
      engineVersion: expect.any(String),
      answerSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('asks none, and decides nothing, on an interview scheduled before follow-ups', async () => {
    const { id, sessionId } = await createTestInterview({
      questions: [{ id: 'q1', text: 'Q?', rubric: RUBRIC, probes: PROBES, maxFollowUps: 1 }],
    });
    await consentTo(sessionId);
    const c = candidate(sessionId);
    expect((await c.questions()).interview.maxFollowUps).toBe(0);
    expect(await answer(c, 'q1', NO_MEASURING)).toBeNull();
    expect(await decisionOf(id, 'q1')).toBeUndefined();
  });

  it('refuses a follow-up that was never asked, for every call, writing nothing', async () => {
    const { id, sessionId } = await interviewOf(org, [question('perf')]);
    const c = candidate(sessionId);
    for (const res of [
      await c.open('fu-1-1'),
      await c.start('fu-1-1'),
      await c.save('fu-1-1', MEASURING),
      await c.complete(['fu-1-1']),
    ])
      expect(refusal(res)).toEqual([400, CANDIDATE_MESSAGES.questionUnknown]);
    expect((await collectionRef(collections.attempts, id).get()).size).toBe(0);
    expect((await collectionRef(collections.answers, id).get()).size).toBe(0);
  });
});
