// Every /api endpoint (functions/src/app.ts and features/*/routes.ts) with its bad requests: the
// generated ones (bad-input.ts) plus what is particular to it (roles, other orgs, states, Range,
// media chunks). Each case must be refused with a 4xx JSON error and change nothing.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import type { SetQuestionDoc } from '@shared/contract/collections';
import { paramNamesOf, pathOf } from '@shared/contract/endpoint';
import type { Endpoint, PathParamsOf } from '@shared/contract/endpoint';
import { storeRecording } from '../../functions/src/features/candidate/media-chunks';
import {
  MAX_MEDIA_CHUNKS_PER_TAKE,
  MAX_MEDIA_CHUNK_BYTES,
} from '../../functions/src/shared/constants/limits';
import { collectionRef, docRef } from '../support/admin';
import { clientIp, newCaptcha, pendingRequest, verifiedCaptcha } from '../support/access';
import { consentTo } from '../support/candidate';
import { createTestInterview, waitForCounters } from '../support/interviews';
import type { TestInterview } from '../support/interviews';
import { createInvitation, sha256, signUp } from '../support/registration';
import { apiBase } from '../support/api';
import { inviteAndReadLink } from '../support/team';
import { bearer, createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';
import { BAD_JSON, BAD_TOKENS, HUGE, badRequests } from './bad-input';
import type { BadRequest, EndpointSpec } from './bad-input';
import { fieldSpecs } from './field-specs';

export interface EndpointCases {
  /** e.g. 'POST /api/interviews' */
  name: string;
  cases: BadRequest[];
}

export interface Fixtures {
  admin: TestUser;
  /** Org A's only owner (org A: `orgA`); staffB is org B's. */
  staffA: TestUser;
  staffB: TestUser;
  orgA: string;
  /** A plain member of org A. */
  memberA: TestUser;
  /** Org A's staff claims, no membership: a removed member. */
  removedA: TestUser;
  /**
   * Org A's pending invitation, sent through the API, and its link; the invitee already has a
   * verified account (so registering with the link is a 409).
   */
  pendingInvitation: { id: string; email: string; token: string };
  /** A link another call is registering with right now (its lease runs). */
  registeringInvitation: { token: string; email: string };
  /** Signed in, no role and no org. */
  noRole: TestUser;
  /** Signed in, but the users/{uid} profile is gone. */
  noProfile: TestUser;
  pendingRequestId: string;
  decidedRequestId: string;
  captchaId: string;
  verifiedCaptchaId: string;
  invitation: { token: string; uid: string; email: string };
  /** The unverified account someone made with `invitation`'s address (no profile). */
  invitee: { uid: string; idToken: string };
  expiredInvitationToken: string;
  usedInvitationToken: string;
  verificationToken: string;
  expiredVerificationToken: string;
  usedVerificationToken: string;
  /** Consented, nothing shown yet (no question open). */
  scheduled: TestInterview;
  cancelled: TestInterview;
  /** Completed long ago: past the audio grace period. */
  completed: TestInterview;
  otherOrg: TestInterview;
  /** Question sets of org A (one archived) and of org B. */
  questionSets: { active: string; archived: string; otherOrg: string };
  /**
   * Org A's API keys (through the API): one with interviews:read, one without it, one revoked,
   * one with interviews:write and one with results:read only; and org B's. Their last use is
   * recorded far ahead, so no call writes it during the sweep.
   */
  /**
   * Shares of `completed` (org A's, by its owner, question q1 only): a live one whose viewer token
   * and playback grant are known, and a revoked one with a grant of its own.
   */
  shares: {
    live: { id: string; viewerToken: string; grant: string };
    revoked: { id: string; grant: string };
  };
  apiKeys: {
    live: { id: string; secret: string };
    noScope: { id: string; secret: string };
    writer: { id: string; secret: string };
    results: { id: string; secret: string };
    hooks: { id: string; secret: string };
    revoked: { id: string; secret: string };
    otherOrg: { id: string; secret: string };
  };
  /**
   * Webhook endpoints of org A and org B (through the API, subscribed to no event the fixtures
   * cause), and a delivery of org A's still being tried (ERROR, its retry far ahead).
   */
  webhooks: { a: string; b: string; busyDelivery: string };
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const WEBM = 'audio/webm;codecs=opus';

async function verificationDoc(uid: string, email: string, over: Record<string, unknown> = {}) {
  const token = randomBytes(24).toString('base64url');
  await docRef(collections.emailVerifications, sha256(token)).set({
    uid,
    email,
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000),
    usedAt: null,
    ...over,
  });
  return token;
}

/** The data every endpoint's cases point at, made once (API and admin SDK, as the app makes it). */
export async function createFixtures(): Promise<Fixtures> {
  const [orgA, orgB, admin, noRole, noProfile] = await Promise.all([
    createTestOrg('Bad Input Org A'),
    createTestOrg('Bad Input Org B'),
    createTestUser({ role: 'admin' }),
    createTestUser(),
    createTestUser(),
  ]);
  await docRef(collections.users, noProfile.uid).delete();

  const pending = await pendingRequest();
  const decided = await pendingRequest();
  await docRef(collections.accessRequests, decided.id).update({
    status: 'rejected',
    decidedAt: Timestamp.now(),
    decidedBy: admin.uid,
    rejectionReason: 'Not now',
  });
  const ip = clientIp();
  const { captchaId } = await newCaptcha(ip);
  const verifiedCaptchaId = await verifiedCaptcha(clientIp());

  const invitation = await createInvitation();
  const invitee = await signUp(invitation.email, 'invitee-password-1');
  const expired = await createInvitation({ expiresInMs: -60_000 });
  const used = await createInvitation({ usedAt: new Date() });
  const registering = await createInvitation();
  // Another call is creating this link's account right now (its lease is held).
  await docRef(collections.registrationLeases, sha256(registering.token)).create({
    expiresAt: Timestamp.fromMillis(Date.now() + 3600_000),
  });

  // Org A's team: a member, a removed member, and an invitation (through the API, so it has its
  // token and mail) for an address whose account exists and is verified.
  const [memberA, removedA, verifiedInvitee] = await Promise.all([
    createTestUser({ role: 'staff', orgId: orgA.orgId }, orgA.orgId),
    createTestUser({ role: 'staff', orgId: orgA.orgId, orgRole: null }, orgA.orgId),
    createTestUser({}, orgA.orgId),
  ]);
  const pendingInvitation = await inviteAndReadLink(
    orgA.staff,
    'Bad Input Org A',
    verifiedInvitee.email,
  );

  const [scheduled, cancelled, completed, otherOrg] = await Promise.all([
    createTestInterview({ orgId: orgA.orgId }),
    createTestInterview({ orgId: orgA.orgId, status: 'cancelled' }),
    createTestInterview({ orgId: orgA.orgId, status: 'completed' }),
    createTestInterview({ orgId: orgB.orgId }),
  ]);
  await docRef(collections.interviews, completed.id).update({
    completedAt: Timestamp.fromMillis(Date.now() - 24 * 3600_000),
  });
  await consentTo(scheduled.sessionId);
  // A real recording of q1 (four MediaRecorder slices), as the candidate API stores it.
  await storeRecording(
    scheduled.id,
    'q1',
    [0, 1, 2, 3].map((seq) =>
      readFileSync(
        join(__dirname, '../../functions/src/features/review/testdata', `chunk${seq}.webm`),
      ),
    ),
    WEBM,
  );

  const shares = {
    live: await shareFixture(orgA.orgId, orgA.staff, completed.id, false),
    revoked: await shareFixture(orgA.orgId, orgA.staff, completed.id, true),
  };

  const questionSets = {
    active: await questionSetFixture(orgA.orgId, false),
    archived: await questionSetFixture(orgA.orgId, true),
    otherOrg: await questionSetFixture(orgB.orgId, false),
  };

  const apiKeys = {
    live: await apiKeyFixture(orgA.staff, ['interviews:read']),
    noScope: await apiKeyFixture(orgA.staff, ['results:read', 'webhooks:manage']),
    revoked: await apiKeyFixture(orgA.staff, ['interviews:read']),
    writer: await apiKeyFixture(orgA.staff, ['interviews:write']),
    results: await apiKeyFixture(orgA.staff, ['results:read']),
    hooks: await apiKeyFixture(orgA.staff, ['webhooks:manage']),
    otherOrg: await apiKeyFixture(orgB.staff, ['interviews:read']),
  };
  await docRef(collections.apiKeys, orgA.orgId, apiKeys.revoked.id).update({
    revokedAt: Timestamp.now(),
    revokedByUid: orgA.staff.uid,
  });
  for (const [orgId, key] of [
    [orgA.orgId, apiKeys.live],
    [orgA.orgId, apiKeys.noScope],
    [orgA.orgId, apiKeys.writer],
    [orgA.orgId, apiKeys.results],
    [orgA.orgId, apiKeys.hooks],
    [orgB.orgId, apiKeys.otherOrg],
  ] as const)
    await docRef(collections.apiKeys, orgId, key.id).update({
      lastUsedAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000),
    });

  const webhooks = {
    a: await webhookFixture(orgA.staff),
    b: await webhookFixture(orgB.staff),
    busyDelivery: '',
  };
  const busy = collectionRef(collections.webhookDeliveries).doc();
  await busy.create({
    orgId: orgA.orgId,
    endpointId: webhooks.a,
    messageId: 'msg_000000000000000000000000',
    eventType: 'webhook.test',
    payload: '{}',
    state: 'ERROR',
    attempts: 1,
    nextAttemptAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000),
    leaseExpireTime: null,
    lastAttemptAt: Timestamp.now(),
    responseStatus: 500,
    durationMs: 3,
    error: 'HTTP 500',
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 30 * 24 * 3600_000),
  });
  webhooks.busyDelivery = busy.id;

  // The interviews' counters trigger runs a moment later (seconds, cold): let it finish now, so its
  // writes are not taken for the first endpoint's.
  await waitForCounters(orgA.orgId, { total: 3 });
  await waitForCounters(orgB.orgId, { total: 1 });

  return {
    admin,
    staffA: orgA.staff,
    staffB: orgB.staff,
    orgA: orgA.orgId,
    memberA,
    removedA,
    pendingInvitation: {
      id: pendingInvitation.invitationId,
      email: verifiedInvitee.email,
      token: pendingInvitation.token,
    },
    registeringInvitation: { token: registering.token, email: registering.email },
    noRole,
    noProfile,
    pendingRequestId: pending.id,
    decidedRequestId: decided.id,
    captchaId,
    verifiedCaptchaId,
    invitation: { token: invitation.token, uid: invitee.uid, email: invitation.email },
    invitee,
    expiredInvitationToken: expired.token,
    usedInvitationToken: used.token,
    verificationToken: await verificationDoc(noRole.uid, noRole.email),
    expiredVerificationToken: await verificationDoc(noRole.uid, noRole.email, {
      expiresAt: Timestamp.fromMillis(Date.now() - 60_000),
    }),
    usedVerificationToken: await verificationDoc(noRole.uid, noRole.email, {
      usedAt: Timestamp.now(),
    }),
    scheduled,
    cancelled,
    completed,
    otherOrg,
    questionSets,
    shares,
    apiKeys,
    webhooks,
  };
}

/** A share of an interview as the API stores it, with a browser's viewer token and a grant. */
async function shareFixture(
  orgId: string,
  sender: TestUser,
  interviewId: string,
  revoked: boolean,
) {
  const ref = collectionRef(collections.shares).doc();
  const now = Timestamp.now();
  await ref.set({
    orgId,
    interviewIds: [interviewId],
    questionsOf: { [interviewId]: ['q1'] },
    createdBy: sender.uid,
    createdByEmail: sender.email,
    recipientEmail: 'hm@partner.test',
    hideCandidate: true,
    includeAiNotes: false,
    message: null,
    viewCap: null,
    views: 0,
    wrongTries: 0,
    expiresAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000),
    createdAt: now,
    updatedAt: now,
    ...(revoked ? { revokedAt: now, revokedBy: sender.uid } : {}),
  });
  const viewerToken = randomBytes(32).toString('base64url');
  const grant = randomBytes(32).toString('base64url');
  await docRef(collections.shareViewers, ref.id, sha256(viewerToken)).set({
    createdAt: now,
    expiresAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000),
  });
  await docRef(collections.shareGrants, ref.id, sha256(grant)).set({
    expiresAt: Timestamp.fromMillis(Date.now() + 3600_000),
  });
  return { id: ref.id, viewerToken, grant };
}

/** A webhook endpoint as an owner creates it on the Integrations screen. */
async function webhookFixture(owner: TestUser): Promise<string> {
  const res = await fetch(`${apiBase}${api(endpoints.createWebhook)}`, {
    method: 'POST',
    headers: { ...JSON_TYPE, ...bearer(owner) },
    body: JSON.stringify({ url: 'http://127.0.0.1:9/hook', events: ['candidate.data_deleted'] }),
  });
  const body = (await res.json()) as { endpoint: { id: string } };
  if (res.status !== 201) throw new Error(`webhook fixture: ${res.status} ${JSON.stringify(body)}`);
  return body.endpoint.id;
}

/** An API key as an owner creates it on the Integrations screen. */
async function apiKeyFixture(owner: TestUser, scopes: string[]) {
  const res = await fetch(`${apiBase}${api(endpoints.createApiKey)}`, {
    method: 'POST',
    headers: { ...JSON_TYPE, ...bearer(owner) },
    body: JSON.stringify({ name: 'Bad Input ATS', scopes }),
  });
  const body = (await res.json()) as { key: { id: string }; secret: string };
  if (res.status !== 201) throw new Error(`API key fixture: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.key.id, secret: body.secret };
}

/** A question set as the API stores it, written with the admin SDK. */
async function questionSetFixture(orgId: string, archived: boolean): Promise<string> {
  const ref = collectionRef(collections.questionSets, orgId).doc();
  await ref.set({
    name: archived ? 'Archived set' : 'Live set',
    description: '',
    questions: [QUESTION],
    questionCount: 1,
    archived,
    createdBy: 'bad-input',
    createdByName: 'Bad Input',
    updatedByName: 'Bad Input',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return ref.id;
}

const QUESTION: SetQuestionDoc = {
  id: 'q1',
  text: 'Tell us about a project.',
  hint: null,
  rubric: ['Names their own part'],
  thinkTimeSec: 30,
  answerLimitSec: 120,
  retakes: 1,
  answerMode: 'either',
};
const PROBE = { prompt: 'Which part was yours?', askIfMissing: true };

/**
 * A key's secret with one character of its random part changed, always to another one (the
 * last character of a 32-byte base64url value is one of only 16, so a fixed one may be the same).
 */
function alteredSecret(secret: string): string {
  const at = secret.length - 10;
  return `${secret.slice(0, at)}${secret[at] === 'A' ? 'B' : 'A'}${secret.slice(at + 1)}`;
}

/** Stands for the parameter left to the generator while pathOf fills in the others. */
const GENERATED_ID = 'GENERATED-ID';

/**
 * A contract endpoint's path under /api, so a renamed route is renamed here too: `/api` and
 * pathOf with `params` (each URI-encoded). The one parameter left out, if any, is the `:id` where
 * the generator puts its ids.
 */
function api<E extends Endpoint>(endpoint: E, params: Partial<PathParamsOf<E>> = {}): string {
  const given = params as Record<string, string | undefined>;
  const names = paramNamesOf(endpoint.path);
  const unknown = Object.keys(given).filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`${endpoint.path}: no parameter ${unknown.join(', ')}`);
  if (names.filter((name) => given[name] === undefined).length > 1)
    throw new Error(`${endpoint.path}: more than the one parameter the generator fills left out`);
  const filled = Object.fromEntries(names.map((name) => [name, given[name] ?? GENERATED_ID]));
  return `/api${pathOf(endpoint, filled).replace(GENERATED_ID, ':id')}`;
}

/** Generated cases, less the labels that are legitimate requests for this endpoint. */
function generated(spec: EndpointSpec, legit: (label: string) => boolean = () => false) {
  return badRequests(spec, 240).filter((c) => !legit(c.label));
}

const json = (body: unknown) => JSON.stringify(body);

/** A body over the JSON limit (1 MiB) that would otherwise be accepted. */
const overLimit = (valid: Record<string, unknown> = {}) =>
  json({ ...valid, pad: 'x'.repeat(1_100_000) });

/** The same request by each persona that must be refused (wrong role, other org, no profile). */
function asUsers(
  label: string,
  method: string,
  path: string,
  users: Record<string, TestUser>,
  body?: string,
): BadRequest[] {
  return Object.entries(users).map(([who, user]) => ({
    label: `${label}: as ${who}`,
    method,
    path,
    headers: { ...JSON_TYPE, ...bearer(user) },
    body,
  }));
}

/** Bad tokens on a request that a good token would make succeed. */
function badTokens(method: string, path: string, body?: string): BadRequest[] {
  return BAD_TOKENS.map(([label, headers]) => ({
    label: `token on a live target: ${label}`,
    method,
    path,
    headers: { ...JSON_TYPE, ...headers },
    body,
  }));
}

/**
 * An endpoint that takes no input at all (health, a new captcha): every GET is legitimate, so its
 * bad requests are the other methods, with every kind of body, and junk below its path.
 */
function noInputCases(path: string, min = 200): BadRequest[] {
  const out: BadRequest[] = [];
  const bodies: [string, string | undefined][] = [
    ['no body', undefined],
    ...BAD_JSON,
    ['proto pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
    ['huge string', json({ a: HUGE })],
    ['over the JSON limit', overLimit()],
  ];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
    for (const [label, body] of bodies)
      out.push({ label: `${method} ${label}`, method, path, headers: JSON_TYPE, body });
  const junk = ['x', '..%2F..%2Fetc', '%00', '💥', 'a'.repeat(240), '{{7*7}}', '%E2%80%AE'];
  for (let i = 0; out.length < min; i += 1) {
    const segment = junk[i % junk.length];
    out.push({
      label: `GET junk below ${i}`,
      method: 'GET',
      path: `${path}/${segment.startsWith('%') || segment === 'x' ? segment : encodeURIComponent(segment)}${i}`,
      headers: {},
    });
  }
  return out;
}

/**
 * The labels of the cases whose path is deliberately not their endpoint's route: junk segments
 * below it, and an interview id of `..` (fetch resolves the segment away before sending).
 */
const OFF_ROUTE_LABEL = /^GET junk below \d+$|^interview id \.\.$/;

/** An endpoint's route under /api as a pattern: a parameter is any one segment (as in Express). */
const routePattern = (endpoint: Endpoint) =>
  new RegExp(
    `^/api${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`,
  );

/**
 * The cases whose path says otherwise than their label: a path that is not its endpoint's route in
 * the contract while the label does not say so (a route renamed in the contract and not here
 * answers 404, which the sweep counts as refused: such cases would test nothing, and pass), or the
 * route while the label says it is not. The path is read as fetch sends it: `.` and `..` segments
 * resolved, the query string left out. Empty when every path is what its label says.
 */
export function pathsAgainstTheirLabels(table: EndpointCases[]): string[] {
  const routes = new Map(
    Object.values(endpoints).map((e: Endpoint) => [`${e.method} /api${e.path}`, routePattern(e)]),
  );
  return table.flatMap(({ name, cases }) => {
    const route = routes.get(name);
    if (!route) return [`${name}: no endpoint of the contract`];
    return cases.flatMap((c) => {
      const path = new URL(c.path, 'http://sweep.test').pathname;
      const routed = route.test(path);
      if (routed !== OFF_ROUTE_LABEL.test(c.label)) return [];
      return [`${name} [${c.label}]: ${path.slice(0, 100)} is ${routed ? '' : 'not '}its route`];
    });
  });
}

export function endpointTable(f: Fixtures): EndpointCases[] {
  const admin = bearer(f.admin);
  const staff = bearer(f.staffA);
  // The candidate routes' path parameter: an interview's session, an unknown one, or the
  // interview's document id in the place of its session id.
  const session = (iv: TestInterview) => ({ sessionId: iv.sessionId });
  const unknownSession = { sessionId: randomBytes(16).toString('base64url').slice(0, 22) };
  const documentId = { sessionId: f.scheduled.id };
  /** A recording of the scheduled interview (q1 is recorded). */
  const recording = (questionId: string) =>
    api(endpoints.getRecording, { id: f.scheduled.id, questionId });

  const captchaVerify = { captchaId: f.captchaId, answer: 'ABCDEF' };
  const accessRequest = {
    captchaId: f.verifiedCaptchaId,
    email: 'ada@bad-input-co.test',
    workDomain: 'bad-input-co.test',
    teamSize: 12,
    message: 'Hello',
  };
  const reject = { reason: 'Not a fit' };
  const token = { token: f.invitation.token };
  const completeRegistration = { token: f.invitation.token, uid: f.invitation.uid };
  const answer = { questionId: 'q1', transcript: 'My answer.' };
  const complete = { questionHistory: [{ id: 'q1', text: 'Tell us.', response: 'Hi.' }] };
  const adjustment = { message: 'More time, please.' };
  const feedbackBody = { message: 'Thank you for your time.' };
  const shareBody = { recipientEmail: 'hm@partner.test' };
  const shortlistBody = {
    recipientEmail: 'hm@partner.test',
    interviews: [{ interviewId: f.completed.id }],
  };
  const shareFeedback = {
    viewerToken: f.shares.live.viewerToken,
    ratings: { q1: 4 },
    recommendation: 'hold',
    comment: 'Solid.',
  };
  const schedule = {
    candidateName: 'Casey Candidate',
    candidateEmail: 'casey@example.test',
    type: 'technical',
    level: 'mid',
    scheduledTime: '2031-05-01T10:00',
    date: '2031-05-01T10:00:00.000Z',
  };
  const review = {
    ratings: { q1: 4 },
    comments: { q1: 'Solid.' },
    decision: 'advance',
    note: 'Good.',
  };
  const roleless = { noRole: f.noRole, noProfile: f.noProfile };
  // Registering with the pending invitation's link: its invitee's account exists and is verified.
  const register = {
    token: f.pendingInvitation.token,
    email: f.pendingInvitation.email,
    password: 'a-good-password-1',
    displayName: 'Vera Verified',
  };
  // With the live link of an invitee without a profile, this body would register: cases on it
  // break it so the schema, or the address check before anything is written, refuses them.
  const liveRegister = { ...register, token: f.invitation.token, email: f.invitation.email };

  const owner = bearer(f.staffA);
  const invite = { email: `new-teammate@${f.orgA}`, role: 'member' };
  const invitationPath = api(endpoints.revokeInvitation, { id: f.pendingInvitation.id });
  const resendPath = api(endpoints.resendInvitation, { id: f.pendingInvitation.id });
  const memberPath = (uid: string) => api(endpoints.changeMemberRole, { uid });
  const removalPath = (uid: string) => api(endpoints.removeMember, { uid });
  const promote = { role: 'owner' };
  const questionSet = { name: 'A set', description: 'Why.', questions: [QUESTION] };
  const setPath = (id: string) => api(endpoints.updateQuestionSet, { id });
  const duplicatePath = (id: string) => api(endpoints.duplicateQuestionSet, { id });
  // Anyone but org A's staff: the admin, the role-less and org A's removed member.
  const notStaffA = { admin: f.admin, removedMember: f.removedA, ...roleless };
  const { active, archived, otherOrg: setOfOrgB } = f.questionSets;
  /** Archive and restore: on a live id each would be legitimate, so their junk aims elsewhere. */
  const archiveCases = (action: '/archive' | '/restore'): BadRequest[] => {
    const endpoint =
      action === '/archive' ? endpoints.archiveQuestionSet : endpoints.restoreQuestionSet;
    const actionPath = (id: string) => api(endpoint, { id });
    return [
      ...generated({
        name: action.slice(1),
        method: 'POST',
        path: api(endpoint),
        id: 'no-such-set',
        headers: staff,
        auth: true,
      }),
      ...badTokens('POST', actionPath(active)),
      ...asUsers(action.slice(1), 'POST', actionPath(active), notStaffA),
      ...asUsers(`${action.slice(1)} org B’s set`, 'POST', actionPath(setOfOrgB), {
        staff: f.staffA,
        member: f.memberA,
      }),
      ...asUsers(`${action.slice(1)} a library set`, 'POST', actionPath('library-technical-mid'), {
        staff: f.staffA,
      }),
      ...junkIds(active).map(([label, id]) => ({
        label: `set id ${label}`,
        method: 'POST',
        path: actionPath(id),
        headers: { ...JSON_TYPE, ...staff },
      })),
    ];
  };

  // Org A's non-owners: its plain member, its removed member, the admin and the role-less.
  const notOwners = { member: f.memberA, removedMember: f.removedA, admin: f.admin, ...roleless };

  return [
    { name: 'GET /api/health', cases: noInputCases(api(endpoints.health)) },
    // Every GET makes a new captcha (rate-limited): that is what the endpoint is for.
    { name: 'GET /api/access/captcha', cases: noInputCases(api(endpoints.getCaptcha)) },
    {
      name: 'POST /api/access/captcha/verify',
      cases: [
        // A well-formed unknown id is an expired captcha: it is legitimately replaced by a new one
        // (a state change by design), so that value is kept out.
        ...generated(
          {
            name: 'verify',
            method: 'POST',
            path: api(endpoints.verifyCaptcha),
            validBody: captchaVerify,
            // The proof of work is left out: an object the generator has no kind for.
            required: fieldSpecs(endpoints.verifyCaptcha.request, ['captchaId', 'answer']),
          },
          (label) => label.startsWith('captchaId: unknown'),
        ),
        {
          label: 'over the JSON limit',
          path: api(endpoints.verifyCaptcha),
          headers: JSON_TYPE,
          body: overLimit(captchaVerify),
        },
      ],
    },
    {
      name: 'POST /api/access/request',
      cases: [
        // The simple address pattern (something@something.tld) accepts 💥@💥.💥, as it
        // accepts internationalised addresses: not bad input, kept out.
        ...generated(
          {
            name: 'request',
            method: 'POST',
            path: api(endpoints.submitAccessRequest),
            validBody: accessRequest,
            // The optional team size and message are broken too.
            required: fieldSpecs(endpoints.submitAccessRequest.request, [
              'captchaId',
              'email',
              'workDomain',
              'teamSize',
              'message',
            ]),
          },
          (label) =>
            label.startsWith('email: emoji') ||
            // Optional fields: absent, null or (for the message) blank mean "not given".
            /^(teamSize|message): (missing|null)/.test(label) ||
            /^message: (empty|blank)/.test(label),
        ),
        ...[
          ['unverified captcha', f.captchaId],
          ['unknown captcha', 'no-such-captcha-0000000'],
        ].map(([label, captchaId]) => ({
          label,
          path: api(endpoints.submitAccessRequest),
          headers: JSON_TYPE,
          body: json({ ...accessRequest, captchaId }),
        })),
        ...['ada@gmail.com', 'ada@mailinator.com', 'ADA@GMAIL.COM'].map((email) => ({
          label: `consumer mail ${email}`,
          path: api(endpoints.submitAccessRequest),
          headers: JSON_TYPE,
          body: json({ ...accessRequest, email }),
        })),
        {
          label: 'over the JSON limit',
          path: api(endpoints.submitAccessRequest),
          headers: JSON_TYPE,
          body: overLimit(accessRequest),
        },
      ],
    },
    {
      // No valid link is among them: confirming one is the endpoint's job.
      name: 'POST /api/access/confirm',
      cases: [
        ...generated({
          name: 'confirm',
          method: 'POST',
          path: api(endpoints.confirmAccessRequest),
          validBody: { token: randomBytes(16).toString('base64url') },
          required: fieldSpecs(endpoints.confirmAccessRequest.request),
        }),
        {
          label: 'unknown token',
          // A literal path: an independent oracle of the contract's route.
          path: '/api/access/confirm',
          headers: JSON_TYPE,
          body: json({ token: randomBytes(16).toString('base64url') }),
        },
      ],
    },
    {
      name: 'GET /api/access/requests',
      cases: [
        ...generated({
          name: 'list',
          method: 'GET',
          path: api(endpoints.listAccessRequests),
          headers: admin,
          auth: true,
        }),
        ...['bogus', 'PENDING', '💥', '%00', 'pending%20', 'a'.repeat(3000)].map((status) => ({
          label: `status=${status.slice(0, 20)}`,
          method: 'GET',
          path: `/api/access/requests?status=${status}`,
          headers: admin,
        })),
        {
          label: 'status twice',
          method: 'GET',
          path: '/api/access/requests?status=pending&status=approved',
          headers: admin,
        },

        ...asUsers('list', 'GET', api(endpoints.listAccessRequests), {
          staff: f.staffA,
          ...roleless,
        }),
      ],
    },
    {
      name: 'POST /api/access/requests/:id/approve',
      cases: [
        // Approve takes no body: body cases aim at a decided request (409), never a pending one.
        ...generated({
          name: 'approve',
          method: 'POST',
          path: api(endpoints.approveAccessRequest),
          id: f.decidedRequestId,
          headers: admin,
          auth: true,
        }),
        ...badTokens('POST', api(endpoints.approveAccessRequest, { id: f.pendingRequestId })),
        ...asUsers(
          'approve a pending request',
          'POST',
          api(endpoints.approveAccessRequest, { id: f.pendingRequestId }),
          {
            staff: f.staffA,
            ...roleless,
          },
        ),
      ],
    },
    {
      name: 'POST /api/access/requests/:id/reject',
      cases: [
        ...generated({
          name: 'reject',
          method: 'POST',
          path: api(endpoints.rejectAccessRequest),
          id: f.pendingRequestId,
          headers: admin,
          auth: true,
          validBody: reject,
          required: fieldSpecs(endpoints.rejectAccessRequest.request),
        }),
        {
          label: 'already decided',
          path: api(endpoints.rejectAccessRequest, { id: f.decidedRequestId }),
          headers: { ...JSON_TYPE, ...admin },
          body: json(reject),
        },
        ...asUsers(
          'reject a pending request',
          'POST',
          api(endpoints.rejectAccessRequest, { id: f.pendingRequestId }),
          {
            staff: f.staffA,
            ...roleless,
          },
          json(reject),
        ),
        {
          label: 'over the JSON limit',
          path: api(endpoints.rejectAccessRequest, { id: f.pendingRequestId }),
          headers: { ...JSON_TYPE, ...admin },
          body: overLimit(reject),
        },
      ],
    },
    ...(
      [
        ['validate-token', endpoints.validateToken],
        ['verify-token', endpoints.verifyToken],
      ] as const
    ).map(([name, endpoint]) => ({
      name: `POST /api/auth/${name}`,
      cases: [
        ...generated({
          name,
          method: 'POST',
          path: api(endpoint),
          validBody: token,
          required: fieldSpecs(endpoint.request),
        }),
        ...[
          ['expired token', f.expiredInvitationToken],
          ['used token', f.usedInvitationToken],
          ['unknown token', randomBytes(32).toString('base64url')],
          ['verification token', f.verificationToken],
        ].map(([label, value]) => ({
          label,
          path: api(endpoint),
          headers: JSON_TYPE,
          body: json({ token: value }),
        })),
      ],
    })),
    {
      name: 'POST /api/auth/complete-registration',
      cases: [
        ...generated({
          name: 'complete-registration',
          method: 'POST',
          path: api(endpoints.completeRegistration),
          validBody: completeRegistration,
          required: fieldSpecs(endpoints.completeRegistration.request),
        }),
        ...[
          ['expired token', { ...completeRegistration, token: f.expiredInvitationToken }],
          ['used token', { ...completeRegistration, token: f.usedInvitationToken }],
          ['someone else’s uid', { ...completeRegistration, uid: f.noRole.uid }],
          ['uid of a deleted profile', { ...completeRegistration, uid: f.noProfile.uid }],
        ].map(([label, body]) => ({
          label: String(label),
          path: api(endpoints.completeRegistration),
          headers: JSON_TYPE,
          body: json(body),
        })),
        {
          label: 'signed in as someone else',
          path: api(endpoints.completeRegistration),
          headers: { ...JSON_TYPE, ...bearer(f.noRole) },
          body: json(completeRegistration),
        },
        {
          label: 'over the JSON limit',
          path: api(endpoints.completeRegistration),
          headers: JSON_TYPE,
          body: overLimit(completeRegistration),
        },
      ],
    },
    {
      // Registering from a live link is the endpoint's job (an account, a profile, a membership):
      // every case breaks the body, names a dead link or another address, or the address already
      // has a verified account (409).
      name: 'POST /api/auth/register',
      cases: [
        ...generated({
          name: 'register',
          method: 'POST',
          path: api(endpoints.register),
          validBody: register,
          required: fieldSpecs(endpoints.register.request),
        }),
        ...(
          [
            ['expired link', { ...register, token: f.expiredInvitationToken }],
            ['used link', { ...register, token: f.usedInvitationToken }],
            ['unknown link', { ...register, token: randomBytes(16).toString('base64url') }],
            ['a verification link', { ...register, token: f.verificationToken }],
            ['a registration in progress', { ...register, ...f.registeringInvitation }],
            ['another address', { ...register, email: `someone-else@${f.orgA}` }],
            ['another address, live link', { ...liveRegister, email: `someone-else@${f.orgA}` }],
            ['weak password', { ...register, password: 'abc12' }],
            ['weak password, live link', { ...liveRegister, password: 'abc12' }],
            ['password too long, live link', { ...liveRegister, password: 'x'.repeat(129) }],
            ['blank name, live link', { ...liveRegister, displayName: '  ' }],
            ['no token, live link', { ...liveRegister, token: undefined }],
            ['verified account with the invited address', register],
            [
              'verified account, address in capitals',
              { ...register, email: register.email.toUpperCase() },
            ],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.register),
          headers: JSON_TYPE,
          body: json(body),
        })),
        {
          label: 'over the JSON limit, live link',
          // A literal path: an independent oracle of the contract's route.
          path: '/api/auth/register',
          headers: JSON_TYPE,
          body: overLimit(liveRegister),
        },
      ],
    },
    {
      // Accepting a live link with the account of its address is the endpoint's job: every case
      // breaks the body or the sign-in, names a dead link, or is signed in as another address or
      // as an address whose account is someone's unverified squat.
      name: 'POST /api/auth/accept-invitation',
      cases: [
        ...generated({
          name: 'accept-invitation',
          method: 'POST',
          path: api(endpoints.acceptInvitation),
          headers: bearer(f.noRole),
          auth: true,
          validBody: { token: f.pendingInvitation.token },
          required: fieldSpecs(endpoints.acceptInvitation.request),
        }),
        ...(
          [
            ['expired link', f.noRole, f.expiredInvitationToken],
            ['used link', f.noRole, f.usedInvitationToken],
            ['a verification link', f.noRole, f.verificationToken],
            ['live link, signed in as another address', f.noRole, f.pendingInvitation.token],
            ['live link, signed in as a member of org A', f.memberA, f.pendingInvitation.token],
            ['live link, an unverified account without a profile', f.invitee, f.invitation.token],
          ] as [string, { idToken: string }, string][]
        ).map(([label, user, token]) => ({
          label,
          path: api(endpoints.acceptInvitation),
          headers: { ...JSON_TYPE, ...bearer(user) },
          body: json({ token }),
        })),
        ...badTokens(
          'POST',
          api(endpoints.acceptInvitation),
          json({ token: f.pendingInvitation.token }),
        ),
      ],
    },
    {
      name: 'POST /api/auth/verify-email',
      cases: [
        ...generated({
          name: 'verify-email',
          method: 'POST',
          path: api(endpoints.verifyEmail),
          validBody: { token: f.verificationToken },
          required: fieldSpecs(endpoints.verifyEmail.request),
        }),
        ...[
          ['expired link', f.expiredVerificationToken],
          ['used link', f.usedVerificationToken],
          ['registration token', f.invitation.token],
        ].map(([label, value]) => ({
          label,
          path: api(endpoints.verifyEmail),
          headers: JSON_TYPE,
          body: json({ token: value }),
        })),
      ],
    },
    {
      // Reading one's own profile is the endpoint's job: every case lacks a valid token, or the
      // profile is gone.
      name: 'GET /api/auth/me',
      cases: [
        ...generated({ name: 'me', method: 'GET', path: api(endpoints.getMe), auth: true }),
        ...asUsers('read', 'GET', api(endpoints.getMe), { noProfile: f.noProfile }),
      ],
    },
    {
      name: 'PUT /api/auth/me',
      cases: [
        ...generated({
          name: 'me',
          method: 'PUT',
          path: api(endpoints.updateMe),
          headers: bearer(f.noRole),
          auth: true,
          validBody: { displayName: 'Nora' },
          required: fieldSpecs(endpoints.updateMe.request),
        }),
        ...[
          { role: 'admin' },
          { orgId: 'acme.test' },
          { email: 'x@y.test' },
          { emailVerified: true },
        ].map((extra) => ({
          label: `also sets ${Object.keys(extra)[0]}`,
          method: 'PUT',
          path: api(endpoints.updateMe),
          headers: { ...JSON_TYPE, ...bearer(f.noRole) },
          body: json({ displayName: 'Nora', ...extra }),
        })),
        ...asUsers(
          'rename',
          'PUT',
          api(endpoints.updateMe),
          { noProfile: f.noProfile },
          json({ displayName: 'Nora' }),
        ),
        ...badTokens('PUT', api(endpoints.updateMe), json({ displayName: 'Nora' })),
      ],
    },
    {
      // A valid token deletes the account (the endpoint's job): every case lacks one.
      name: 'DELETE /api/auth/me',
      cases: [
        ...generated({ name: 'me', method: 'DELETE', path: api(endpoints.deleteMe), auth: true }),
        ...BAD_JSON.map(([label, body]) => ({
          label: `bad token and a body: ${label}`,
          method: 'DELETE',
          path: api(endpoints.deleteMe),
          headers: { ...JSON_TYPE, Authorization: 'Bearer not-a-jwt' },
          body,
        })),
      ],
    },
    {
      // Reading a scheduled session's questions is legitimate: these aim at cancelled, completed,
      // unknown and malformed sessions.
      name: 'GET /api/public/interviews/:sessionId/questions',
      cases: [
        ...generated({
          name: 'questions',
          method: 'GET',
          path: api(endpoints.getQuestions),
          id: f.cancelled.sessionId,
        }),
        ...[f.cancelled, f.completed].map((iv) => ({
          label: `session ${iv === f.cancelled ? 'cancelled' : 'completed'}`,
          method: 'GET',
          path: api(endpoints.getQuestions, session(iv)),
          headers: {},
        })),
        {
          label: 'unknown session',
          method: 'GET',
          path: api(endpoints.getQuestions, unknownSession),
          headers: {},
        },
        {
          label: 'the document id instead of the session id',
          method: 'GET',
          path: api(endpoints.getQuestions, documentId),
          headers: {},
        },
      ],
    },
    {
      // Agreeing is the endpoint's job (once; again changes nothing): every body here is not
      // {consent: true}, or aims at a session that cannot be taken.
      name: 'POST /api/public/interviews/:sessionId/consent',
      cases: [
        ...generated(
          {
            name: 'consent',
            method: 'POST',
            path: api(endpoints.giveConsent),
            id: f.scheduled.sessionId,
            validBody: { consent: true },
            required: fieldSpecs(endpoints.giveConsent.request),
          },
          (label) => label.startsWith('consent: true'),
        ),
        ...(
          [
            ['consent false', { consent: false }],
            ['consent as text', { consent: 'true' }],
            ['consent as 1', { consent: 1 }],
            ['an extra field', { consent: true, orgId: 'x' }],
            ['empty object', {}],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.giveConsent, session(f.scheduled)),
          headers: JSON_TYPE,
          body: json(body),
        })),
        ...[
          ['cancelled', api(endpoints.giveConsent, session(f.cancelled))],
          ['completed', api(endpoints.giveConsent, session(f.completed))],
          ['unknown session', api(endpoints.giveConsent, unknownSession)],
          ['document id', api(endpoints.giveConsent, documentId)],
        ].map(([label, path]) => ({
          label,
          path,
          headers: JSON_TYPE,
          body: json({ consent: true }),
        })),
      ],
    },
    ...(
      [
        ['open', endpoints.openQuestion],
        ['start', endpoints.startAnswer],
        ['retake', endpoints.retakeAnswer],
      ] as const
    ).map(([action, endpoint]) => ({
      // Opening the first question is the open endpoint's job: these aim at sessions that cannot
      // be taken, question ids that are not the interview's, a question out of order (open), and
      // one not shown yet (start, retake).
      name: `POST /api/public/interviews/:sessionId/questions/:questionId/${action}`,
      cases: [
        ...generated({
          name: action,
          method: 'POST',
          path: api(endpoint, { questionId: 'q1' }),
          id: f.cancelled.sessionId,
        }),
        ...[
          ['completed', api(endpoint, { ...session(f.completed), questionId: 'q1' })],
          ['unknown session', api(endpoint, { ...unknownSession, questionId: 'q1' })],
          ['document id', api(endpoint, { ...documentId, questionId: 'q1' })],
          // fu-1-1: a follow-up never asked is no question of the interview. Each id is written as
          // it goes in the path; pathOf encodes it again from what the server reads.
          ...['q3', 'Q1', 'fu-1-1', 'x'.repeat(200), '%F0%9F%92%A5', 'q1%00'].map((q) => [
            `question id ${q.slice(0, 20)}`,
            api(endpoint, { ...session(f.scheduled), questionId: decodeURIComponent(q) }),
          ]),
          [
            action === 'open' ? 'out of order' : 'not shown yet',
            api(endpoint, {
              ...session(f.scheduled),
              questionId: action === 'open' ? 'q2' : 'q1',
            }),
          ],
        ].map(([label, path]) => ({ label, path, headers: JSON_TYPE })),
      ],
    })),
    {
      name: 'POST /api/public/interviews/:sessionId/answer',
      cases: [
        ...generated({
          name: 'answer',
          method: 'POST',
          path: api(endpoints.saveAnswer),
          id: f.scheduled.sessionId,
          validBody: answer,
          required: fieldSpecs(endpoints.saveAnswer.request),
        }),
        ...[
          ['cancelled', api(endpoints.saveAnswer, session(f.cancelled))],
          ['completed', api(endpoints.saveAnswer, session(f.completed))],
          ['unknown session', api(endpoints.saveAnswer, unknownSession)],
          ['document id', api(endpoints.saveAnswer, documentId)],
        ].map(([label, path]) => ({ label, path, headers: JSON_TYPE, body: json(answer) })),
        {
          label: 'another interview’s question',
          path: api(endpoints.saveAnswer, session(f.scheduled)),
          headers: JSON_TYPE,
          body: json({ ...answer, questionId: 'q3' }),
        },
        {
          label: 'a follow-up never asked',
          path: api(endpoints.saveAnswer, session(f.scheduled)),
          headers: JSON_TYPE,
          body: json({ ...answer, questionId: 'fu-1-1' }),
        },
        {
          label: 'over the JSON limit',
          path: api(endpoints.saveAnswer, session(f.scheduled)),
          headers: JSON_TYPE,
          body: overLimit(answer),
        },
      ],
    },
    {
      // A request that reads is the endpoint's job (kept and mailed): every body here is not one
      // message of 1 to 1000 characters, or aims at a session that cannot be taken.
      name: 'POST /api/public/interviews/:sessionId/adjustment-request',
      cases: [
        ...generated({
          name: 'adjustment-request',
          method: 'POST',
          path: api(endpoints.requestAdjustment),
          id: f.scheduled.sessionId,
          validBody: adjustment,
          required: fieldSpecs(endpoints.requestAdjustment.request),
        }),
        {
          label: 'an extra field',
          path: api(endpoints.requestAdjustment, session(f.scheduled)),
          headers: JSON_TYPE,
          body: json({ ...adjustment, orgId: 'x' }),
        },
        ...[
          ['cancelled', api(endpoints.requestAdjustment, session(f.cancelled))],
          ['completed', api(endpoints.requestAdjustment, session(f.completed))],
          ['unknown session', api(endpoints.requestAdjustment, unknownSession)],
          ['document id', api(endpoints.requestAdjustment, documentId)],
        ].map(([label, path]) => ({ label, path, headers: JSON_TYPE, body: json(adjustment) })),
        {
          label: 'over the JSON limit',
          path: api(endpoints.requestAdjustment, session(f.scheduled)),
          headers: JSON_TYPE,
          body: overLimit(adjustment),
        },
      ],
    },
    {
      name: 'POST /api/public/interviews/:sessionId/complete',
      cases: [
        // An empty history completes an interview with no answers typed or spoken: legitimate.
        ...generated(
          {
            name: 'complete',
            method: 'POST',
            path: api(endpoints.completeInterview),
            id: f.scheduled.sessionId,
            validBody: complete,
            required: fieldSpecs(endpoints.completeInterview.request),
          },
          (label) => label.startsWith('questionHistory: empty array'),
        ),
        ...(
          [
            ['unknown question', [{ id: 'q9', response: 'x' }]],
            ['a follow-up never asked', [{ id: 'fu-1-1', response: 'x' }]],
            ['entry without id', [{ response: 'x' }]],
            ['response too long', [{ id: 'q1', response: 'x'.repeat(20_001) }]],
            ['response not text', [{ id: 'q1', response: 42 }]],
            ['101 entries', Array.from({ length: 101 }, () => ({ id: 'q1' }))],
            ['entry is null', [null]],
          ] as [string, unknown][]
        ).map(([label, history]) => ({
          label,
          path: api(endpoints.completeInterview, session(f.scheduled)),
          headers: JSON_TYPE,
          body: json({ questionHistory: history }),
        })),
        ...[
          ['cancelled', api(endpoints.completeInterview, session(f.cancelled))],
          ['already completed', api(endpoints.completeInterview, session(f.completed))],
          ['unknown session', api(endpoints.completeInterview, unknownSession)],
        ].map(([label, path]) => ({ label, path, headers: JSON_TYPE, body: json(complete) })),
        {
          label: 'over the JSON limit',
          path: api(endpoints.completeInterview, session(f.scheduled)),
          headers: JSON_TYPE,
          body: overLimit(complete),
        },
      ],
    },
    {
      // A token for a scheduled session is the endpoint's job (and writes nothing): these aim at a
      // cancelled one (409 for any well-formed body), completed, unknown and malformed ones.
      name: 'POST /api/public/interviews/:sessionId/speech-token',
      cases: [
        ...generated({
          name: 'speech-token',
          method: 'POST',
          path: api(endpoints.getSpeechToken),
          id: f.cancelled.sessionId,
        }),
        ...[
          ['completed', api(endpoints.getSpeechToken, session(f.completed))],
          ['unknown session', api(endpoints.getSpeechToken, unknownSession)],
        ].map(([label, path]) => ({ label, path, headers: JSON_TYPE, body: '{}' })),
      ],
    },
    {
      name: 'POST /api/public/interviews/:sessionId/media',
      cases: [
        ...generated({
          name: 'media',
          method: 'POST',
          path: `${api(endpoints.uploadMediaChunk)}?questionId=q1&seq=0`,
          id: f.scheduled.sessionId,
          headers: { 'Content-Type': WEBM },
          raw: true,
        }),
        ...mediaCases(f),
      ],
    },
    {
      name: 'GET /api/interviews',
      cases: [
        ...generated({
          name: 'list',
          method: 'GET',
          path: api(endpoints.listInterviews),
          headers: staff,
          auth: true,
        }),
        ...asUsers('list', 'GET', api(endpoints.listInterviews), { admin: f.admin, ...roleless }),
      ],
    },
    {
      name: 'POST /api/interviews',
      cases: [
        // 💥@💥.💥 matches the simple address pattern (as in access requests): kept out.
        ...generated(
          {
            name: 'schedule',
            method: 'POST',
            path: api(endpoints.scheduleInterview),
            headers: staff,
            auth: true,
            validBody: schedule,
            // The date is an ISO timestamp checked by a refinement: its cases are the unreadable
            // and past dates, not long text.
            required: fieldSpecs(endpoints.scheduleInterview.request),
          },
          (label) => label.startsWith('candidateEmail: emoji'),
        ),
        ...asUsers(
          'schedule',
          'POST',
          api(endpoints.scheduleInterview),
          { admin: f.admin, ...roleless },
          json(schedule),
        ),
        {
          label: 'over the JSON limit',
          // A literal path: an independent oracle of the contract's route.
          path: '/api/interviews',
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(schedule),
        },
      ],
    },
    {
      // Erasure takes no body: every case aims at a scheduled interview (409 for its owner) or
      // another org's (404), never at one whose data could go.
      name: 'POST /api/interviews/:id/erase',
      cases: [
        ...generated({
          name: 'erase',
          method: 'POST',
          path: api(endpoints.eraseCandidateData),
          id: f.scheduled.id,
          headers: staff,
          auth: true,
        }),
        ...badTokens('POST', api(endpoints.eraseCandidateData, { id: f.scheduled.id })),
        ...asUsers(
          'erase another org’s interview',
          'POST',
          api(endpoints.eraseCandidateData, { id: f.otherOrg.id }),
          { staff: f.staffA },
        ),
      ],
    },
    {
      // Cancel takes no body: body cases aim at a cancelled interview (409), never a scheduled one.
      name: 'POST /api/interviews/:id/cancel',
      cases: [
        ...generated({
          name: 'cancel',
          method: 'POST',
          path: api(endpoints.cancelInterview),
          id: f.cancelled.id,
          headers: staff,
          auth: true,
        }),
        ...badTokens('POST', api(endpoints.cancelInterview, { id: f.scheduled.id })),
        ...asUsers(
          'cancel a scheduled interview',
          'POST',
          api(endpoints.cancelInterview, { id: f.scheduled.id }),
          {
            admin: f.admin,
            ...roleless,
          },
        ),
        ...asUsers(
          'cancel another org’s interview',
          'POST',
          api(endpoints.cancelInterview, { id: f.otherOrg.id }),
          {
            staff: f.staffA,
          },
        ),
        ...asUsers(
          'cancel a completed interview',
          'POST',
          api(endpoints.cancelInterview, { id: f.completed.id }),
          {
            staff: f.staffA,
          },
        ),
      ],
    },
    {
      name: 'GET /api/interviews/:id/recordings/:questionId',
      cases: [
        ...generated({
          name: 'recording',
          method: 'GET',
          path: api(endpoints.getRecording, { id: f.scheduled.id }),
          id: 'q1',
          headers: staff,
          auth: true,
        }),
        ...rangeCases(recording('q1'), staff),
        ...asUsers('read', 'GET', recording('q1'), {
          otherOrgStaff: f.staffB,
          admin: f.admin,
          ...roleless,
        }),
        ...asUsers('no chunks yet', 'GET', recording('q2'), {
          staff: f.staffA,
        }),
        ...['x', '..', 'q1%2F..%2F..', '💥', 'a'.repeat(250)].map((id) => ({
          label: `interview id ${id.slice(0, 12)}`,
          method: 'GET',
          path: `/api/interviews/${encodeURIComponent(id)}/recordings/q1`,
          headers: staff,
        })),
        // A playback grant instead of the token: forged, malformed, empty or repeated is 401.
        ...['x'.repeat(43), 'not-a-grant', '', 'a&grant=b', '%00', 'x'.repeat(5000)].map((g) => ({
          label: `grant ${g.slice(0, 12)}`,
          method: 'GET',
          path: `/api/interviews/${f.scheduled.id}/recordings/q1?grant=${g}`,
          headers: JSON_TYPE,
        })),
      ],
    },
    {
      // Takes no body: the generated cases aim at another org's interview (404), so none is granted.
      name: 'POST /api/interviews/:id/playback-grant',
      cases: [
        ...generated({
          name: 'playback grant',
          method: 'POST',
          path: api(endpoints.createPlaybackGrant),
          id: f.otherOrg.id,
          headers: staff,
          auth: true,
        }),
        ...badTokens('POST', api(endpoints.createPlaybackGrant, { id: f.scheduled.id })),
        ...asUsers('grant', 'POST', api(endpoints.createPlaybackGrant, { id: f.scheduled.id }), {
          otherOrgStaff: f.staffB,
          admin: f.admin,
          ...roleless,
        }),
      ],
    },
    {
      // Every field of a review is optional (a reviewer saves in parts), so "missing" and the empty
      // object or text (an empty comment is saved as none) are legitimate and kept out; every other
      // case must be refused.
      name: 'POST /api/interviews/:id/reviews',
      cases: [
        ...generated(
          {
            name: 'reviews',
            method: 'POST',
            path: api(endpoints.saveReview),
            id: f.scheduled.id,
            headers: staff,
            auth: true,
            validBody: review,
            // Ratings and comments are records of question id to rating or comment.
            required: fieldSpecs(endpoints.saveReview.request, [
              'decision',
              'note',
              'ratings',
              'comments',
            ]),
          },
          (label) =>
            label === 'json: empty object' ||
            /^\w+: missing/.test(label) ||
            /^(ratings|comments): object/.test(label) ||
            /^(decision|note): null/.test(label) ||
            /^(note:|comments: value) (empty|blank)/.test(label),
        ),
        ...(
          [
            ['rating 0', { ratings: { q1: 0 } }],
            ['rating 6', { ratings: { q1: 6 } }],
            ['rating 2.5', { ratings: { q1: 2.5 } }],
            ['rating as text', { ratings: { q1: '3' } }],
            ['rating of an unknown question', { ratings: { q9: 3 } }],
            ['rating of a long question id', { ratings: { ['q'.repeat(300)]: 3 } }],
            ['comment too long', { comments: { q1: 'x'.repeat(2001) } }],
            ['comment not text', { comments: { q1: 5 } }],
            ['comment on an unknown question', { comments: { q9: 'hi' } }],
            ['unknown field', { ...review, reviewerUid: 'someone-else' }],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.saveReview, { id: f.scheduled.id }),
          headers: { ...JSON_TYPE, ...staff },
          body: json(body),
        })),
        ...asUsers(
          'review',
          'POST',
          api(endpoints.saveReview, { id: f.scheduled.id }),
          { admin: f.admin, ...roleless },
          json(review),
        ),
        ...asUsers(
          'review another org’s interview',
          'POST',
          api(endpoints.saveReview, { id: f.otherOrg.id }),
          {
            staff: f.staffA,
          },
          json(review),
        ),
        ...badTokens('POST', api(endpoints.saveReview, { id: f.scheduled.id }), json(review)),
        {
          label: 'over the JSON limit',
          path: api(endpoints.saveReview, { id: f.scheduled.id }),
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(review),
        },
      ],
    },
    {
      // Feedback that is sent is the endpoint's job (mailed to the candidate): every body here is
      // not one message of 1 to 2000 characters, comes from the wrong caller, or aims at an
      // interview that cannot have feedback yet (scheduled, cancelled, completed with no decision).
      name: 'POST /api/interviews/:id/candidate-feedback',
      cases: [
        ...generated({
          name: 'candidate-feedback',
          method: 'POST',
          path: api(endpoints.sendCandidateFeedback),
          id: f.completed.id,
          headers: staff,
          auth: true,
          validBody: feedbackBody,
          required: fieldSpecs(endpoints.sendCandidateFeedback.request),
        }),
        {
          label: 'an extra field',
          path: api(endpoints.sendCandidateFeedback, { id: f.completed.id }),
          headers: { ...JSON_TYPE, ...staff },
          body: json({ ...feedbackBody, sentBy: 'someone-else' }),
        },
        ...[
          ['scheduled', f.scheduled.id],
          ['cancelled', f.cancelled.id],
          ['completed without a decision', f.completed.id],
          ['another org', f.otherOrg.id],
          ['unknown interview', 'no-such-interview'],
        ].map(([label, id]) => ({
          label,
          path: api(endpoints.sendCandidateFeedback, { id }),
          headers: { ...JSON_TYPE, ...staff },
          body: json(feedbackBody),
        })),
        ...asUsers(
          'feedback',
          'POST',
          api(endpoints.sendCandidateFeedback, { id: f.completed.id }),
          { admin: f.admin, otherOrgStaff: f.staffB, ...roleless },
          json(feedbackBody),
        ),
        ...badTokens(
          'POST',
          api(endpoints.sendCandidateFeedback, { id: f.completed.id }),
          json(feedbackBody),
        ),
        {
          label: 'over the JSON limit',
          path: api(endpoints.sendCandidateFeedback, { id: f.completed.id }),
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(feedbackBody),
        },
      ],
    },
    {
      // Sharing a completed interview is the endpoint's job: every case breaks the body, comes from
      // the wrong caller, or aims at an interview that cannot be shared (not completed, another
      // org's, unknown).
      name: 'POST /api/interviews/:id/shares',
      cases: [
        ...generated({
          name: 'share',
          method: 'POST',
          path: api(endpoints.createShare),
          id: f.completed.id,
          headers: staff,
          auth: true,
          validBody: shareBody,
          required: fieldSpecs(endpoints.createShare.request),
        }),
        ...(
          [
            ['an extra field', { ...shareBody, orgId: 'x' }],
            ['expiry over 30 days', { ...shareBody, expiresInDays: 31 }],
            ['expiry of 0 days', { ...shareBody, expiresInDays: 0 }],
            ['a view cap of 0', { ...shareBody, viewCap: 0 }],
            ['a fractional view cap', { ...shareBody, viewCap: 1.5 }],
            ['no questions', { ...shareBody, questionIds: [] }],
            ['a question not in it', { ...shareBody, questionIds: ['q9'] }],
            ['a message over 2000', { ...shareBody, message: 'a'.repeat(2001) }],
            ['hideCandidate not a boolean', { ...shareBody, hideCandidate: 'yes' }],
            ['includeAiNotes not a boolean', { ...shareBody, includeAiNotes: 1 }],
          ] as const
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.createShare, { id: f.completed.id }),
          headers: { ...JSON_TYPE, ...staff },
          body: json(body),
        })),
        ...[
          ['scheduled', f.scheduled.id],
          ['cancelled', f.cancelled.id],
          ['another org', f.otherOrg.id],
          ['unknown interview', 'no-such-interview'],
        ].map(([label, id]) => ({
          label,
          path: api(endpoints.createShare, { id }),
          headers: { ...JSON_TYPE, ...staff },
          body: json(shareBody),
        })),
        ...asUsers(
          'share',
          'POST',
          api(endpoints.createShare, { id: f.completed.id }),
          { admin: f.admin, otherOrgStaff: f.staffB, removed: f.removedA, ...roleless },
          json(shareBody),
        ),
        ...badTokens('POST', api(endpoints.createShare, { id: f.completed.id }), json(shareBody)),
        {
          label: 'over the JSON limit',
          path: api(endpoints.createShare, { id: f.completed.id }),
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(shareBody),
        },
      ],
    },
    {
      // Sharing a shortlist of completed interviews is the endpoint's job: every case breaks the
      // body, comes from the wrong caller, or names an interview that cannot be shared beside a
      // completed one (nothing is written then).
      name: 'POST /api/shares',
      cases: [
        ...generated({
          name: 'shortlist',
          method: 'POST',
          path: api(endpoints.createShortlist),
          headers: staff,
          auth: true,
          validBody: shortlistBody,
          required: fieldSpecs(endpoints.createShortlist.request),
        }),
        ...(
          [
            ['an extra field', { ...shortlistBody, orgId: 'x' }],
            ['no interviews', { ...shortlistBody, interviews: [] }],
            [
              '11 interviews',
              {
                ...shortlistBody,
                interviews: Array.from({ length: 11 }, (_, i) => ({ interviewId: `i${i}` })),
              },
            ],
            [
              'the same interview twice',
              {
                ...shortlistBody,
                interviews: [...shortlistBody.interviews, ...shortlistBody.interviews],
              },
            ],
            [
              'an interview id with a slash',
              { ...shortlistBody, interviews: [{ interviewId: 'a/b' }] },
            ],
            [
              'an extra field on an interview',
              { ...shortlistBody, interviews: [{ interviewId: f.completed.id, orgId: 'x' }] },
            ],
            [
              'no questions of one',
              { ...shortlistBody, interviews: [{ interviewId: f.completed.id, questionIds: [] }] },
            ],
            [
              'a question not in it',
              {
                ...shortlistBody,
                interviews: [{ interviewId: f.completed.id, questionIds: ['q9'] }],
              },
            ],
            ['questionIds at the top', { ...shortlistBody, questionIds: ['q1'] }],
            ['expiry over 30 days', { ...shortlistBody, expiresInDays: 31 }],
            ['a message over 2000', { ...shortlistBody, message: 'a'.repeat(2001) }],
          ] as const
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.createShortlist),
          headers: { ...JSON_TYPE, ...staff },
          body: json(body),
        })),
        ...[
          ['scheduled', f.scheduled.id],
          ['cancelled', f.cancelled.id],
          ['another org', f.otherOrg.id],
          ['unknown interview', 'no-such-interview'],
        ].map(([label, id]) => ({
          label: `a completed one and ${label}`,
          path: api(endpoints.createShortlist),
          headers: { ...JSON_TYPE, ...staff },
          body: json({
            ...shortlistBody,
            interviews: [{ interviewId: f.completed.id }, { interviewId: id }],
          }),
        })),
        ...asUsers(
          'shortlist',
          'POST',
          api(endpoints.createShortlist),
          { admin: f.admin, otherOrgStaff: f.staffB, removed: f.removedA, ...roleless },
          json(shortlistBody),
        ),
        ...badTokens('POST', api(endpoints.createShortlist), json(shortlistBody)),
        {
          label: 'over the JSON limit',
          path: api(endpoints.createShortlist),
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(shortlistBody),
        },
      ],
    },
    {
      // Listing is legitimate for org A's staff on its own interview: every case is another org's or
      // an unknown interview, or the wrong caller.
      name: 'GET /api/interviews/:id/shares',
      cases: [
        ...generated({
          name: 'shares',
          method: 'GET',
          path: api(endpoints.listShares),
          id: f.otherOrg.id,
          headers: staff,
          auth: true,
        }),
        ...asUsers('shares', 'GET', api(endpoints.listShares, { id: f.completed.id }), {
          admin: f.admin,
          otherOrgStaff: f.staffB,
          removed: f.removedA,
          ...roleless,
        }),
        ...badTokens('GET', api(endpoints.listShares, { id: f.completed.id })),
      ],
    },
    {
      // Revoking the live share is the endpoint's job (by its sender or an owner): every case is an
      // ended or unknown share, another interview's, or the wrong caller.
      name: 'POST /api/interviews/:id/shares/:shareId/revoke',
      cases: [
        ...generated({
          name: 'revoke share',
          method: 'POST',
          path: api(endpoints.revokeShare, { shareId: f.shares.revoked.id }),
          id: f.completed.id,
          headers: staff,
          auth: true,
        }),
        ...[
          ['already revoked', f.completed.id, f.shares.revoked.id],
          ['unknown share', f.completed.id, 'no-such-share'],
          ['malformed share id', f.completed.id, 'bad id!'],
          ['another interview', f.scheduled.id, f.shares.live.id],
          ['another org', f.otherOrg.id, f.shares.live.id],
        ].map(([label, id, shareId]) => ({
          label,
          path: api(endpoints.revokeShare, { id, shareId }),
          headers: { ...JSON_TYPE, ...staff },
        })),
        ...asUsers(
          'revoke',
          'POST',
          api(endpoints.revokeShare, { id: f.completed.id, shareId: f.shares.live.id }),
          {
            admin: f.admin,
            otherOrgStaff: f.staffB,
            notTheSender: f.memberA,
            removed: f.removedA,
            ...roleless,
          },
        ),
        ...badTokens(
          'POST',
          api(endpoints.revokeShare, { id: f.completed.id, shareId: f.shares.live.id }),
        ),
      ],
    },
    {
      // A code mail for the live share is the endpoint's job: every case here has a body it refuses,
      // or names a share that has ended or does not exist.
      name: 'POST /api/public/shares/:shareId/code',
      cases: [
        ...generated({
          name: 'share code',
          method: 'POST',
          path: api(endpoints.requestShareCode),
          id: f.shares.revoked.id,
          validBody: {},
        }),
        {
          label: 'an extra field, live share',
          path: api(endpoints.requestShareCode, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: json({ to: 'attacker@evil.test' }),
        },
        {
          label: 'revoked share',
          path: api(endpoints.requestShareCode, { shareId: f.shares.revoked.id }),
          headers: JSON_TYPE,
          body: json({}),
        },
        {
          label: 'over the JSON limit',
          path: api(endpoints.requestShareCode, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: overLimit(),
        },
      ],
    },
    {
      // The live share has no code mailed, so even a well-formed code is refused there (and counts
      // nothing); every other case is malformed or aims at an ended or unknown share.
      name: 'POST /api/public/shares/:shareId/verify',
      cases: [
        ...generated({
          name: 'share verify',
          method: 'POST',
          path: api(endpoints.verifyShareCode),
          id: f.shares.revoked.id,
          validBody: { code: '123456' },
          required: fieldSpecs(endpoints.verifyShareCode.request),
        }),
        ...['12345', '1234567', 'abcdef', '12 345', '１２３４５６', '123456\n1'].map((code) => ({
          label: `code ${JSON.stringify(code)}, live share`,
          path: api(endpoints.verifyShareCode, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: json({ code }),
        })),
        {
          label: 'no code mailed yet, live share',
          path: api(endpoints.verifyShareCode, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: json({ code: '123456' }),
        },
        {
          label: 'an extra field',
          path: api(endpoints.verifyShareCode, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: json({ code: '123456', wrongTries: 0 }),
        },
      ],
    },
    {
      // A view by the live share's browser is the endpoint's job: every case has a token that is no
      // viewer's of that share, a broken body, or an ended or unknown share.
      name: 'POST /api/public/shares/:shareId/view',
      cases: [
        ...generated({
          name: 'share view',
          method: 'POST',
          path: api(endpoints.viewShare),
          id: f.shares.live.id,
          validBody: { viewerToken: f.shares.live.viewerToken },
          required: fieldSpecs(endpoints.viewShare.request),
        }),
        ...[
          ['an unknown viewer', f.shares.live.id, randomBytes(32).toString('base64url')],
          ['the grant, not a viewer token', f.shares.live.id, f.shares.live.grant],
          ['a viewer of another share', f.shares.revoked.id, f.shares.live.viewerToken],
          ['an unknown share', 'no-such-share', f.shares.live.viewerToken],
        ].map(([label, id, viewerToken]) => ({
          label,
          path: api(endpoints.viewShare, { shareId: id }),
          headers: JSON_TYPE,
          body: json({ viewerToken }),
        })),
        {
          label: 'an extra field',
          path: api(endpoints.viewShare, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: json({ viewerToken: f.shares.live.viewerToken, views: 0 }),
        },
      ],
    },
    {
      // Feedback from the live share's browser is the endpoint's job: every case breaks the body,
      // rates a question that was not shared, or comes from no viewer or to an ended share.
      name: 'POST /api/public/shares/:shareId/feedback',
      cases: [
        ...generated({
          name: 'share feedback',
          method: 'POST',
          path: api(endpoints.saveShareFeedback),
          id: f.shares.live.id,
          validBody: shareFeedback,
          required: fieldSpecs(endpoints.saveShareFeedback.request),
        }),
        ...(
          [
            ['a question not shared', { ...shareFeedback, ratings: { q2: 4 } }],
            ['an unknown question', { ...shareFeedback, ratings: { q9: 4 } }],
            ['a rating of 6', { ...shareFeedback, ratings: { q1: 6 } }],
            ['a rating of 0', { ...shareFeedback, ratings: { q1: 0 } }],
            ['a fractional rating', { ...shareFeedback, ratings: { q1: 2.5 } }],
            ['a comment over 2000', { ...shareFeedback, comment: 'a'.repeat(2001) }],
            ['an extra field', { ...shareFeedback, reviewerEmail: 'x@y.test' }],
            [
              'an unknown viewer',
              { ...shareFeedback, viewerToken: randomBytes(32).toString('base64url') },
            ],
          ] as const
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.saveShareFeedback, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: json(body),
        })),
        {
          label: 'revoked share',
          path: api(endpoints.saveShareFeedback, { shareId: f.shares.revoked.id }),
          headers: JSON_TYPE,
          body: json(shareFeedback),
        },
        {
          label: 'over the JSON limit',
          path: api(endpoints.saveShareFeedback, { shareId: f.shares.live.id }),
          headers: JSON_TYPE,
          body: overLimit(shareFeedback),
        },
      ],
    },
    {
      // Nothing is recorded for q1 of `completed`, so no request here can stream; every case is
      // also refused for its grant, its share or its question.
      name: 'GET /api/public/shares/:shareId/recordings/:questionId',
      cases: [
        ...generated({
          name: 'shared recording',
          method: 'GET',
          path: `${api(endpoints.getSharedRecording, { questionId: 'q1' })}?grant=${f.shares.revoked.grant}`,
          id: f.shares.revoked.id,
        }),
        ...[
          ['no grant', `${f.shares.live.id}/recordings/q1`],
          ['an unknown grant', `${f.shares.live.id}/recordings/q1?grant=${'a'.repeat(43)}`],
          ['a malformed grant', `${f.shares.live.id}/recordings/q1?grant=x`],
          [
            'the viewer token',
            `${f.shares.live.id}/recordings/q1?grant=${f.shares.live.viewerToken}`,
          ],
          [
            'another share’s grant',
            `${f.shares.live.id}/recordings/q1?grant=${f.shares.revoked.grant}`,
          ],
          [
            'a question not shared',
            `${f.shares.live.id}/recordings/q2?grant=${f.shares.live.grant}`,
          ],
          ['an unknown question', `${f.shares.live.id}/recordings/q9?grant=${f.shares.live.grant}`],
          ['nothing recorded', `${f.shares.live.id}/recordings/q1?grant=${f.shares.live.grant}`],
          [
            'a revoked share',
            `${f.shares.revoked.id}/recordings/q1?grant=${f.shares.revoked.grant}`,
          ],
        ].map(([label, rest]) => ({
          label,
          method: 'GET',
          path: `/api/public/shares/${rest}`,
          headers: {},
        })),
      ],
    },
    {
      // Inviting a fresh address at org A's domain is the endpoint's job: every case breaks the
      // body, the caller, or the address (invited already, a member already, outside the domain).
      name: 'POST /api/team/invitations',
      cases: [
        ...generated({
          name: 'invite',
          method: 'POST',
          path: api(endpoints.inviteTeammate),
          headers: owner,
          auth: true,
          validBody: invite,
          required: fieldSpecs(endpoints.inviteTeammate.request),
        }),
        ...(
          [
            ['already invited', { ...invite, email: f.pendingInvitation.email }],
            [
              'already invited, in capitals',
              { ...invite, email: f.pendingInvitation.email.toUpperCase() },
            ],
            ['already a member', { ...invite, email: f.memberA.email }],
            ['the owner themselves', { ...invite, email: f.staffA.email, role: 'owner' }],
            ['outside the domain', { ...invite, email: 'ada@elsewhere.test' }],
            [
              'outside the domain, box unticked',
              { ...invite, email: 'ada@elsewhere.test', outsideDomain: false },
            ],
            ['a look-alike domain', { ...invite, email: `ada@${f.orgA}.elsewhere.test` }],
            ['a domain ending like it', { ...invite, email: `ada@x${f.orgA}` }],
            ['outsideDomain as text', { ...invite, outsideDomain: 'yes' }],
            ['outsideDomain null', { ...invite, outsideDomain: null }],
            ['role admin', { ...invite, role: 'admin' }],
            ['role Owner', { ...invite, role: 'Owner' }],
            ['also names an org', { ...invite, orgId: 'another-org.test' }],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          path: api(endpoints.inviteTeammate),
          headers: { ...JSON_TYPE, ...owner },
          body: json(body),
        })),
        ...asUsers('invite', 'POST', api(endpoints.inviteTeammate), notOwners, json(invite)),
        // Org B's owner, an address at org A's domain: outside their own domain.
        ...asUsers(
          'invite at org A’s domain',
          'POST',
          api(endpoints.inviteTeammate),
          {
            otherOrgOwner: f.staffB,
          },
          json(invite),
        ),
        ...badTokens('POST', api(endpoints.inviteTeammate), json(invite)),
        {
          label: 'over the JSON limit',
          path: api(endpoints.inviteTeammate),
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit(invite),
        },
      ],
    },
    {
      // The owner's resend of the live invitation is the endpoint's job (a new link and mail), and
      // it reads no body: generated bodies that reach it on the live id are kept out.
      name: 'POST /api/team/invitations/:id/resend',
      cases: [
        ...generated(
          {
            name: 'resend',
            method: 'POST',
            path: api(endpoints.resendInvitation),
            id: f.pendingInvitation.id,
            headers: owner,
            auth: true,
          },
          bodyIgnored,
        ),
        ...asUsers('resend', 'POST', resendPath, notOwners),
        ...asUsers('resend org A’s invitation', 'POST', resendPath, {
          otherOrgOwner: f.staffB,
        }),
        ...badTokens('POST', resendPath),
        ...junkIds(f.pendingInvitation.id).map(([label, id]) => ({
          label: `live id ${label}`,
          path: api(endpoints.resendInvitation, { id }),
          headers: { ...JSON_TYPE, ...owner },
        })),
        ...asUsers(
          'resend a member’s uid',
          'POST',
          api(endpoints.resendInvitation, { id: f.memberA.uid }),
          {
            owner: f.staffA,
          },
        ),
        {
          label: 'over the JSON limit',
          path: resendPath,
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit(),
        },
      ],
    },
    {
      // The owner's revoke of the live invitation is the endpoint's job: never sent.
      name: 'DELETE /api/team/invitations/:id',
      cases: [
        ...generated({
          name: 'revoke',
          method: 'DELETE',
          path: api(endpoints.revokeInvitation),
          id: f.pendingInvitation.id,
          headers: owner,
          auth: true,
        }),
        ...asUsers('revoke', 'DELETE', invitationPath, notOwners),
        ...asUsers('revoke org A’s invitation', 'DELETE', invitationPath, {
          otherOrgOwner: f.staffB,
        }),
        ...badTokens('DELETE', invitationPath),
        ...junkIds(f.pendingInvitation.id).map(([label, id]) => ({
          label: `live id ${label}`,
          method: 'DELETE',
          path: api(endpoints.revokeInvitation, { id }),
          headers: { ...JSON_TYPE, ...owner },
        })),
        ...asUsers(
          'revoke a member’s uid',
          'DELETE',
          api(endpoints.revokeInvitation, { id: f.memberA.uid }),
          {
            owner: f.staffA,
          },
        ),
      ],
    },
    {
      // Body cases aim at org A's only owner: demoting them is a 409 whatever the body.
      name: 'PATCH /api/team/members/:uid',
      cases: [
        ...generated({
          name: 'role',
          method: 'PATCH',
          path: api(endpoints.changeMemberRole),
          id: f.staffA.uid,
          headers: owner,
          auth: true,
          validBody: { role: 'member' },
          required: fieldSpecs(endpoints.changeMemberRole.request),
        }),
        ...(
          [
            ['demote the last owner', f.staffA.uid, { role: 'member' }],
            ['the owner to owner', f.staffA.uid, promote],
            ['the member to member', f.memberA.uid, { role: 'member' }],
            ['a removed member', f.removedA.uid, promote],
            ['another org’s owner', f.staffB.uid, { role: 'member' }],
            ['an invitation id', f.pendingInvitation.id, promote],
            ['role admin', f.memberA.uid, { role: 'admin' }],
            ['role Owner', f.memberA.uid, { role: 'Owner' }],
            ['role null', f.memberA.uid, { role: null }],
            ['also names an org', f.memberA.uid, { ...promote, orgId: 'another-org.test' }],
            ['also sets the email', f.memberA.uid, { ...promote, email: 'x@elsewhere.test' }],
          ] as [string, string, unknown][]
        ).map(([label, uid, body]) => ({
          label,
          method: 'PATCH',
          path: memberPath(uid),
          headers: { ...JSON_TYPE, ...owner },
          body: json(body),
        })),
        ...asUsers(
          'promote a member',
          'PATCH',
          memberPath(f.memberA.uid),
          notOwners,
          json(promote),
        ),
        ...asUsers(
          'promote org A’s member',
          'PATCH',
          memberPath(f.memberA.uid),
          { otherOrgOwner: f.staffB },
          json(promote),
        ),
        ...asUsers(
          'demote org A’s owner',
          'PATCH',
          memberPath(f.staffA.uid),
          { otherOrgOwner: f.staffB, member: f.memberA },
          json({ role: 'member' }),
        ),
        ...badTokens('PATCH', memberPath(f.memberA.uid), json(promote)),
        ...junkIds(f.memberA.uid).map(([label, id]) => ({
          label: `member’s uid ${label}`,
          method: 'PATCH',
          path: memberPath(id),
          headers: { ...JSON_TYPE, ...owner },
          body: json(promote),
        })),
        {
          label: 'over the JSON limit',
          method: 'PATCH',
          path: memberPath(f.memberA.uid),
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit(promote),
        },
      ],
    },
    {
      // The owner removing org A's member is the endpoint's job: never sent.
      name: 'DELETE /api/team/members/:uid',
      cases: [
        ...generated({
          name: 'remove',
          method: 'DELETE',
          path: api(endpoints.removeMember),
          id: f.staffA.uid,
          headers: owner,
          auth: true,
        }),
        ...(
          [
            ['the last owner removes themselves', f.staffA.uid],
            ['a removed member', f.removedA.uid],
            ['another org’s owner', f.staffB.uid],
            ['an invitation id', f.pendingInvitation.id],
          ] as [string, string][]
        ).map(([label, uid]) => ({
          label,
          method: 'DELETE',
          path: removalPath(uid),
          headers: { ...JSON_TYPE, ...owner },
        })),
        ...asUsers('remove a member', 'DELETE', removalPath(f.memberA.uid), notOwners),
        ...asUsers('remove the owner', 'DELETE', removalPath(f.staffA.uid), {
          member: f.memberA,
          removedMember: f.removedA,
        }),
        ...asUsers('remove org A’s member', 'DELETE', removalPath(f.memberA.uid), {
          otherOrgOwner: f.staffB,
        }),
        ...badTokens('DELETE', removalPath(f.memberA.uid)),
        ...junkIds(f.memberA.uid).map(([label, id]) => ({
          label: `member’s uid ${label}`,
          method: 'DELETE',
          path: removalPath(id),
          headers: { ...JSON_TYPE, ...owner },
        })),
        {
          // Aimed at the last owner: were the body not read, the removal would still be a 409.
          label: 'over the JSON limit',
          method: 'DELETE',
          path: removalPath(f.staffA.uid),
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit(),
        },
      ],
    },
    {
      // Setting notifyOnComplete to true or false is the endpoint's job: never sent by the owner.
      name: 'PATCH /api/team/settings',
      cases: [
        ...generated(
          {
            name: 'settings',
            method: 'PATCH',
            path: api(endpoints.updateOrgSettings),
            headers: owner,
            auth: true,
            validBody: { notifyOnComplete: false },
            // Every setting is optional: the body sets one, and that one is broken.
            required: fieldSpecs(endpoints.updateOrgSettings.request, ['notifyOnComplete']),
          },
          (label) => /^notifyOnComplete: (true|false)/.test(label),
        ),
        ...(
          [
            ['the string "false"', { notifyOnComplete: 'false' }],
            ['also names an org', { notifyOnComplete: false, orgId: 'another-org.test' }],
            ['an unknown setting', { notifyOnComplete: false, notifyOnCancel: true }],
            ['settings nested', { settings: { notifyOnComplete: false } }],
            ['no setting at all', {}],
            ['a recording mode that is not one', { recordingMode: 'screen' }],
            ['retention below its range', { retentionDays: 6 }],
            ['retention above its range', { retentionDays: 3651 }],
            ['retention not whole days', { retentionDays: 30.5 }],
            ['retention as text', { retentionDays: '30' }],
            ['link expiry of zero days', { linkExpiryDays: 0 }],
            ['link expiry above its range', { linkExpiryDays: 91 }],
            ['a good setting beside a bad one', { recordingMode: 'audio', linkExpiryDays: -1 }],
            [
              'a blank feedback template',
              { feedbackTemplates: { advance: 'A', hold: ' ', reject: 'R' } },
            ],
            [
              'a feedback template over 2000 characters',
              { feedbackTemplates: { advance: 'A', hold: 'H', reject: 'R'.repeat(2001) } },
            ],
            [
              'feedback templates without one decision',
              { feedbackTemplates: { advance: 'A', hold: 'H' } },
            ],
            [
              'a feedback template for no decision',
              { feedbackTemplates: { advance: 'A', hold: 'H', reject: 'R', maybe: 'M' } },
            ],
            ['feedback templates as text', { feedbackTemplates: 'Dear {firstName}' }],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          method: 'PATCH',
          path: api(endpoints.updateOrgSettings),
          headers: { ...JSON_TYPE, ...owner },
          body: json(body),
        })),
        ...asUsers(
          'turn notices off',
          'PATCH',
          api(endpoints.updateOrgSettings),
          notOwners,
          json({ notifyOnComplete: false }),
        ),
        ...badTokens('PATCH', api(endpoints.updateOrgSettings), json({ notifyOnComplete: false })),
        {
          label: 'over the JSON limit',
          method: 'PATCH',
          // A literal path: an independent oracle of the contract's route.
          path: '/api/team/settings',
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit({ notifyOnComplete: false }),
        },
      ],
    },
    {
      // The library's rubrics: signed-in staff of an org only.
      name: 'GET /api/question-sets/library',
      cases: [
        ...generated({
          name: 'library',
          method: 'GET',
          path: api(endpoints.librarySets),
          headers: staff,
          auth: true,
        }),
        ...asUsers('library', 'GET', api(endpoints.librarySets), notStaffA),
      ],
    },
    {
      name: 'POST /api/question-sets',
      cases: [
        // An empty set may be saved (it cannot be scheduled): that case is a legitimate request.
        ...generated(
          {
            name: 'create set',
            method: 'POST',
            path: api(endpoints.createQuestionSet),
            headers: staff,
            auth: true,
            validBody: questionSet,
            required: fieldSpecs(endpoints.createQuestionSet.request),
          },
          (label) => label.startsWith('questions: empty array'),
        ),
        ...(
          [
            ['51 questions', Array.from({ length: 51 }, (_, i) => ({ ...QUESTION, id: `q${i}` }))],
            ['duplicate ids', [QUESTION, QUESTION]],
            ['answer limit 29', [{ ...QUESTION, answerLimitSec: 29 }]],
            ['answer limit 601', [{ ...QUESTION, answerLimitSec: 601 }]],
            ['4 retakes', [{ ...QUESTION, retakes: 4 }]],
            ['think time 301', [{ ...QUESTION, thinkTimeSec: 301 }]],
            ['think time as text', [{ ...QUESTION, thinkTimeSec: '30' }]],
            ['empty text', [{ ...QUESTION, text: '  ' }]],
            ['answer mode unknown', [{ ...QUESTION, answerMode: 'sing' }]],
            ['question id with a slash', [{ ...QUESTION, id: 'a/b' }]],
            ['a question with an unknown field', [{ ...QUESTION, score: 5 }]],
            ['21 rubric points', [{ ...QUESTION, rubric: Array.from({ length: 21 }, () => 'x') }]],
            ['a follow-up’s id', [{ ...QUESTION, id: 'fu-1-1' }]],
            ['more follow-ups than points', [{ ...QUESTION, probes: [PROBE, PROBE] }]],
            [
              'a follow-up of 201 characters',
              [{ ...QUESTION, probes: [{ ...PROBE, prompt: 'x'.repeat(201) }] }],
            ],
            ['a follow-up without ask-if-missing', [{ ...QUESTION, probes: [{ prompt: 'Why?' }] }]],
            [
              'a follow-up with an unknown field',
              [{ ...QUESTION, probes: [{ ...PROBE, weight: 2 }] }],
            ],
            ['probes not a list', [{ ...QUESTION, probes: PROBE }]],
          ] as [string, unknown][]
        ).map(([label, questions]) => ({
          label,
          path: api(endpoints.createQuestionSet),
          headers: { ...JSON_TYPE, ...staff },
          body: json({ ...questionSet, questions }),
        })),
        ...([3, -1, 1.5, '1', null] as unknown[]).map((followUpsPerQuestion) => ({
          label: `follow-ups per question ${String(followUpsPerQuestion)}`,
          path: api(endpoints.createQuestionSet),
          headers: { ...JSON_TYPE, ...staff },
          body: json({ ...questionSet, followUpsPerQuestion }),
        })),
        {
          label: 'an unknown field',
          path: api(endpoints.createQuestionSet),
          headers: { ...JSON_TYPE, ...staff },
          body: json({ ...questionSet, archived: true }),
        },
        ...asUsers(
          'create set',
          'POST',
          api(endpoints.createQuestionSet),
          notStaffA,
          json(questionSet),
        ),
        {
          label: 'over the JSON limit',
          // A literal path: an independent oracle of the contract's route.
          path: '/api/question-sets',
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(questionSet),
        },
      ],
    },
    {
      // Body cases aim at the archived set: even a valid body is a 409 there.
      name: 'PUT /api/question-sets/:id',
      cases: [
        ...generated({
          name: 'update set',
          method: 'PUT',
          path: api(endpoints.updateQuestionSet),
          id: archived,
          headers: staff,
          auth: true,
          validBody: questionSet,
          required: fieldSpecs(endpoints.updateQuestionSet.request),
        }),
        ...badTokens('PUT', setPath(active), json(questionSet)),
        ...asUsers('update set', 'PUT', setPath(active), notStaffA, json(questionSet)),
        ...asUsers(
          'update org B’s set',
          'PUT',
          setPath(setOfOrgB),
          { staff: f.staffA },
          json(questionSet),
        ),
        ...asUsers(
          'update a library set',
          'PUT',
          setPath('library-technical-mid'),
          { staff: f.staffA },
          json(questionSet),
        ),
        {
          label: 'the live set, duplicate question ids',
          method: 'PUT',
          path: setPath(active),
          headers: { ...JSON_TYPE, ...staff },
          body: json({ ...questionSet, questions: [QUESTION, QUESTION] }),
        },
        ...junkIds(active).map(([label, id]) => ({
          label: `set id ${label}`,
          method: 'PUT',
          path: setPath(id),
          headers: { ...JSON_TYPE, ...staff },
          body: json(questionSet),
        })),
        {
          label: 'over the JSON limit',
          method: 'PUT',
          path: setPath(active),
          headers: { ...JSON_TYPE, ...staff },
          body: overLimit(questionSet),
        },
      ],
    },
    {
      // Duplicating any set that exists is legitimate: junk aims at ids that name none.
      name: 'POST /api/question-sets/:id/duplicate',
      cases: [
        ...generated({
          name: 'duplicate',
          method: 'POST',
          path: api(endpoints.duplicateQuestionSet),
          id: 'no-such-set',
          headers: staff,
          auth: true,
        }),
        ...badTokens('POST', duplicatePath(active)),
        ...asUsers('duplicate', 'POST', duplicatePath(active), notStaffA),
        ...asUsers(
          'duplicate a library set',
          'POST',
          duplicatePath('library-technical-mid'),
          notStaffA,
        ),
        ...asUsers('duplicate org B’s set', 'POST', duplicatePath(setOfOrgB), {
          staff: f.staffA,
        }),
        ...asUsers(
          'duplicate an unknown library set',
          'POST',
          duplicatePath('library-technical-principal'),
          { staff: f.staffA },
        ),
        ...junkIds(active).map(([label, id]) => ({
          label: `set id ${label}`,
          method: 'POST',
          path: duplicatePath(id),
          headers: { ...JSON_TYPE, ...staff },
        })),
      ],
    },
    { name: 'POST /api/question-sets/:id/archive', cases: archiveCases('/archive') },
    { name: 'POST /api/question-sets/:id/restore', cases: archiveCases('/restore') },
    ...apiKeyTable(f, notStaffA, notOwners),
    ...webhookTable(f, notStaffA, notOwners),
  ];
}

/** The org's webhook endpoints (staff routes): every member reads, owners manage. */
/** A webhook either create route (the owner's and a key's) takes. */
const NEW_HOOK = { url: 'http://127.0.0.1:9/another', events: ['review.decided'] };
/** Bodies both webhook create routes refuse, by what is wrong. */
const WEBHOOK_CREATE_BODIES: [string, unknown][] = [
  ['no event', { ...NEW_HOOK, events: [] }],
  ['an unknown event', { ...NEW_HOOK, events: ['interview.deleted'] }],
  ['the test event', { ...NEW_HOOK, events: ['webhook.test'] }],
  ['an event twice', { ...NEW_HOOK, events: ['review.decided', 'review.decided'] }],
  ['an ftp URL', { ...NEW_HOOK, url: 'ftp://127.0.0.1/hook' }],
  ['a URL with a password', { ...NEW_HOOK, url: 'http://u:p@127.0.0.1:9/hook' }],
  ['a relative URL', { ...NEW_HOOK, url: '/hook' }],
  ['a URL of 2001 characters', { ...NEW_HOOK, url: `http://a.test/${'a'.repeat(1987)}` }],
  ['a description of 201 characters', { ...NEW_HOOK, description: 'd'.repeat(201) }],
  ['its own secret', { ...NEW_HOOK, secret: 'whsec_AAAA' }],
  ['switched off', { ...NEW_HOOK, enabled: false }],
  ['another org', { ...NEW_HOOK, orgId: 'another-org.test' }],
];
/** Changes the webhook update routes refuse: the URL and the secret are fixed once made. */
const WEBHOOK_CHANGES: [string, unknown][] = [
  ['an empty change', {}],
  ['enabled as a string', { enabled: 'true' }],
  ['no event', { events: [] }],
  ['a new URL', { url: 'http://127.0.0.1:9/moved' }],
  ['a new secret', { secret: 'whsec_AAAA' }],
  ['a description of 201 characters', { description: 'd'.repeat(201) }],
];

function webhookTable(
  f: Fixtures,
  notStaffA: Record<string, TestUser>,
  notOwners: Record<string, TestUser>,
): EndpointCases[] {
  const owner = bearer(f.staffA);
  const hooks = api(endpoints.listWebhooks);
  const newHook = api(endpoints.createWebhook);
  const update = (id: string) => api(endpoints.updateWebhook, { id });
  const remove = (id: string) => api(endpoints.deleteWebhook, { id });
  const test = (id: string) => api(endpoints.testWebhook, { id });
  const deliveries = (id: string) => api(endpoints.listWebhookDeliveries, { id });
  const resend = (id: string, deliveryId: string) =>
    api(endpoints.resendWebhookDelivery, { id, deliveryId });
  const { a, b, busyDelivery } = f.webhooks;
  const ownerJson = { ...JSON_TYPE, ...owner };
  /** Owner A on org B's endpoint (404), by each method: the generated junk aims there. */
  const aimAtB = (name: string, endpoint: Endpoint) =>
    generated({
      name,
      method: endpoint.method,
      path: api(endpoint),
      id: b,
      headers: owner,
      auth: true,
    });
  return [
    {
      name: 'GET /api/integrations/webhooks',
      cases: [
        ...generated({
          name: 'list webhooks',
          method: 'GET',
          path: hooks,
          headers: owner,
          auth: true,
        }),
        ...asUsers('list webhooks', 'GET', hooks, notStaffA),
      ],
    },
    {
      name: 'POST /api/integrations/webhooks',
      cases: [
        ...generated({
          name: 'create webhook',
          method: 'POST',
          path: newHook,
          headers: owner,
          auth: true,
          validBody: NEW_HOOK,
          required: fieldSpecs(endpoints.createWebhook.request),
        }),
        ...WEBHOOK_CREATE_BODIES.map(([label, body]) => ({
          label,
          path: newHook,
          headers: ownerJson,
          body: json(body),
        })),
        ...asUsers('create webhook', 'POST', newHook, notOwners, json(NEW_HOOK)),
        ...badTokens('POST', newHook, json(NEW_HOOK)),
        {
          label: 'over the JSON limit',
          path: newHook,
          headers: ownerJson,
          body: overLimit(NEW_HOOK),
        },
      ],
    },
    {
      name: 'PATCH /api/integrations/webhooks/:id',
      cases: [
        ...aimAtB('update webhook', endpoints.updateWebhook),
        ...WEBHOOK_CHANGES.map(([label, body]) => ({
          label,
          method: 'PATCH',
          path: update(a),
          headers: ownerJson,
          body: json(body),
        })),
        ...asUsers('update webhook', 'PATCH', update(a), notOwners, json({ enabled: false })),
        ...badTokens('PATCH', update(a), json({ enabled: false })),
        ...junkIds(a).map(([label, id]) => ({
          label: `endpoint id ${label}`,
          method: 'PATCH',
          path: update(id),
          headers: ownerJson,
          body: json({ enabled: false }),
        })),
      ],
    },
    {
      name: 'DELETE /api/integrations/webhooks/:id',
      cases: [
        ...aimAtB('delete webhook', endpoints.deleteWebhook),
        ...asUsers('delete webhook', 'DELETE', remove(a), notOwners),
        ...badTokens('DELETE', remove(a)),
        ...junkIds(a).map(([label, id]) => ({
          label: `endpoint id ${label}`,
          method: 'DELETE',
          path: remove(id),
          headers: ownerJson,
        })),
      ],
    },
    {
      name: 'POST /api/integrations/webhooks/:id/test',
      cases: [
        ...aimAtB('test webhook', endpoints.testWebhook),
        ...asUsers('test webhook', 'POST', test(a), notOwners),
        ...badTokens('POST', test(a)),
        ...junkIds(a).map(([label, id]) => ({
          label: `endpoint id ${label}`,
          path: test(id),
          headers: ownerJson,
        })),
      ],
    },
    {
      // Any member reads the log: junk aims at callers who may not, and at ids that are none.
      name: 'GET /api/integrations/webhooks/:id/deliveries',
      cases: [
        ...generated({
          name: 'list deliveries',
          method: 'GET',
          path: api(endpoints.listWebhookDeliveries),
          id: a,
          headers: owner,
          auth: true,
        }),
        ...asUsers('list deliveries', 'GET', deliveries(a), notStaffA),
        ...asUsers('list org B’s deliveries', 'GET', deliveries(b), { owner: f.staffA }),
      ],
    },
    {
      // Generated cases aim at the delivery still being tried: sending it again is a 409.
      name: 'POST /api/integrations/webhooks/:id/deliveries/:deliveryId/resend',
      cases: [
        ...generated({
          name: 'resend delivery',
          method: 'POST',
          path: api(endpoints.resendWebhookDelivery, { deliveryId: busyDelivery }),
          id: a,
          headers: owner,
          auth: true,
        }),
        ...asUsers('resend delivery', 'POST', resend(a, busyDelivery), notOwners),
        ...asUsers('resend through org B’s endpoint', 'POST', resend(b, busyDelivery), {
          owner: f.staffA,
        }),
        ...badTokens('POST', resend(a, busyDelivery)),
        ...junkIds(busyDelivery).map(([label, id]) => ({
          label: `delivery id ${label}`,
          path: resend(a, id),
          headers: ownerJson,
        })),
      ],
    },
  ];
}

/** The org's API keys (staff routes) and the public API v1 they call. */
function apiKeyTable(
  f: Fixtures,
  notStaffA: Record<string, TestUser>,
  notOwners: Record<string, TestUser>,
): EndpointCases[] {
  const owner = bearer(f.staffA);
  const keys = api(endpoints.listApiKeys);
  const create = api(endpoints.createApiKey);
  const newKey = { name: 'Another ATS', scopes: ['interviews:read'] };
  const revokePath = (id: string) => api(endpoints.revokeApiKey, { id });
  const key = (k: { secret: string }) => ({ Authorization: `Bearer ${k.secret}` });
  const live = key(f.apiKeys.live);
  /**
   * Calls with org A's keys and tokens that must be refused: revoked, without the route's scope
   * (`unscoped`: the key that lacks it), staff tokens, malformed headers.
   */
  const asKeys = (
    label: string,
    path: string,
    method = 'GET',
    unscoped: { secret: string } = f.apiKeys.noScope,
    extra: Record<string, string> = {},
    body?: string,
  ): BadRequest[] =>
    (
      [
        ['revoked key', key(f.apiKeys.revoked)],
        ['key without the scope', key(unscoped)],
        ['staff ID token', bearer(f.staffA)],
        ['admin ID token', bearer(f.admin)],
        ['key as Basic', { Authorization: `Basic ${f.apiKeys.live.secret}` }],
        ['key without Bearer', { Authorization: f.apiKeys.live.secret }],
        ['key with a byte changed', key({ secret: alteredSecret(f.apiKeys.live.secret) })],
        [
          'key twice',
          { Authorization: `Bearer ${f.apiKeys.live.secret} ${f.apiKeys.live.secret}` },
        ],
      ] as [string, Record<string, string>][]
    ).map(([who, headers]) => ({
      label: `${label}: ${who}`,
      method,
      path,
      headers: { ...(body === undefined ? {} : JSON_TYPE), ...extra, ...headers },
      body,
    }));
  const v1Path = (id: string) => api(endpoints.getV1Interview, { id });

  return [
    {
      // Any member lists them: junk aims at callers who may not.
      name: 'GET /api/integrations/api-keys',
      cases: [
        ...generated({ name: 'list keys', method: 'GET', path: keys, headers: owner, auth: true }),
        ...asUsers('list keys', 'GET', keys, notStaffA),
        { label: 'an API key as the bearer', method: 'GET', path: keys, headers: live },
      ],
    },
    {
      name: 'POST /api/integrations/api-keys',
      cases: [
        ...generated({
          name: 'create key',
          method: 'POST',
          path: create,
          headers: owner,
          auth: true,
          validBody: newKey,
          required: fieldSpecs(endpoints.createApiKey.request),
        }),
        ...(
          [
            ['a name of 61 characters', { ...newKey, name: 'n'.repeat(61) }],
            ['no scope', { ...newKey, scopes: [] }],
            ['an unknown scope', { ...newKey, scopes: ['admin'] }],
            ['a scope twice', { ...newKey, scopes: ['results:read', 'results:read'] }],
            ['a scope in capitals', { ...newKey, scopes: ['INTERVIEWS:READ'] }],
            ['its own hash', { ...newKey, secretSha256: 'a'.repeat(64) }],
            ['another org', { ...newKey, orgId: 'another-org.test' }],
            ['already revoked', { ...newKey, revokedAt: null }],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          path: create,
          headers: { ...JSON_TYPE, ...owner },
          body: json(body),
        })),
        ...asUsers('create key', 'POST', create, notOwners, json(newKey)),
        ...badTokens('POST', create, json(newKey)),
        {
          label: 'an API key as the bearer',
          path: create,
          headers: { ...JSON_TYPE, ...live },
          body: json(newKey),
        },
        {
          label: 'over the JSON limit',
          path: create,
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit(newKey),
        },
      ],
    },
    {
      // Generated cases aim at the revoked key: revoking it again is a 409 whatever the body.
      name: 'POST /api/integrations/api-keys/:id/revoke',
      cases: [
        ...generated({
          name: 'revoke key',
          method: 'POST',
          path: api(endpoints.revokeApiKey),
          id: f.apiKeys.revoked.id,
          headers: owner,
          auth: true,
        }),
        ...badTokens('POST', revokePath(f.apiKeys.live.id)),
        ...asUsers('revoke key', 'POST', revokePath(f.apiKeys.live.id), notOwners),
        ...asUsers('revoke org B’s key', 'POST', revokePath(f.apiKeys.otherOrg.id), {
          owner: f.staffA,
        }),
        {
          label: 'an API key as the bearer',
          path: revokePath(f.apiKeys.live.id),
          headers: { ...JSON_TYPE, ...live },
        },
        ...junkIds(f.apiKeys.live.id).map(([label, id]) => ({
          label: `key id ${label}`,
          path: revokePath(id),
          headers: { ...JSON_TYPE, ...owner },
        })),
      ],
    },
    {
      name: 'GET /api/v1/interviews',
      cases: [
        ...generated({
          name: 'v1 list',
          method: 'GET',
          path: api(endpoints.listV1Interviews),
          headers: live,
          auth: true,
        }),
        ...[
          'limit=0',
          'limit=101',
          'limit=-1',
          'limit=2.5',
          'limit=1e2',
          'limit=abc',
          'limit=',
          'limit=1&limit=2',
          'limit[a]=1',
          'status=archived',
          'status=SCHEDULED',
          'status=',
          'status=scheduled&status=completed',
          'cursor=',
          'cursor=not-a-cursor',
          `cursor=${Buffer.from('[1,2]').toString('base64url')}`,
          `cursor=${Buffer.from('[1,2,"a/b"]').toString('base64url')}`,
          `cursor=${Buffer.from('[1,-2,"abc"]').toString('base64url')}`,
          `cursor=${'x'.repeat(300)}`,
          'orgId=another-org.test',
          'sessionId=x',
        ].map((query) => ({
          label: `query ${query.slice(0, 60)}`,
          method: 'GET',
          path: `/api/v1/interviews?${query}`,
          headers: live,
        })),
        ...asKeys('v1 list', api(endpoints.listV1Interviews)),
      ],
    },
    {
      // Generated cases aim at org B's interview: a 404 for org A's key, as an unknown id is.
      name: 'GET /api/v1/interviews/:id',
      cases: [
        ...generated({
          name: 'v1 get',
          method: 'GET',
          path: api(endpoints.getV1Interview),
          id: f.otherOrg.id,
          headers: live,
          auth: true,
        }),
        ...asKeys('v1 get', v1Path(f.scheduled.id)),
        {
          label: 'org B’s key',
          method: 'GET',
          path: v1Path(f.scheduled.id),
          headers: key(f.apiKeys.otherOrg),
        },
        ...junkIds(f.scheduled.id).map(([label, id]) => ({
          label: `interview id ${label}`,
          method: 'GET',
          path: v1Path(id),
          headers: live,
        })),
      ],
    },
    ...v1WriteTable(f, key, asKeys),
    ...v1WebhookTable(f, key, asKeys),
    // Public (no key): what a bad request can change is nothing; each answers a problem.
    {
      name: 'GET /api/v1/openapi.json',
      cases: noInputCases(api(endpoints.getV1OpenApiDocument)),
    },
    ...greenhouseTable(f),
    ...ashbyTable(f),
  ];
}

/** An ATS's call with a key as the username of HTTP Basic auth (and `password`, if any). */
const basicKey = (k: { secret: string }, password = '') => ({
  Authorization: `Basic ${Buffer.from(`${k.secret}:${password}`).toString('base64')}`,
});

/**
 * The same ATS partner call by every caller that must be refused: a revoked key, one without the
 * scope, the key sent another way or altered, a staff token, nothing at all.
 */
function asBasicKeys(
  f: Fixtures,
  label: string,
  path: string,
  method: string,
  unscoped: { secret: string },
  body?: string,
): BadRequest[] {
  const basic = basicKey;
  return (
    [
      ['revoked key', basic(f.apiKeys.revoked)],
      ['key without the scope', basic(unscoped)],
      ['key as Bearer', { Authorization: `Bearer ${f.apiKeys.writer.secret}` }],
      ['key with a password', basic(f.apiKeys.writer, 'x')],
      [
        'key as the password',
        {
          Authorization: `Basic ${Buffer.from(`:${f.apiKeys.writer.secret}`).toString('base64')}`,
        },
      ],
      ['key not base64', { Authorization: `Basic ${f.apiKeys.writer.secret}` }],
      ['key with a byte changed', basic({ secret: alteredSecret(f.apiKeys.writer.secret) })],
      ['staff ID token', bearer(f.staffA)],
      [
        'staff ID token as Basic',
        { Authorization: `Basic ${Buffer.from(`${f.staffA.idToken}:`).toString('base64')}` },
      ],
      ['no authorization', {}],
    ] as [string, Record<string, string>][]
  ).map(([who, headers]) => ({
    label: `${label}: ${who}`,
    method,
    path,
    headers: { ...(body === undefined ? {} : JSON_TYPE), ...headers },
    body,
  }));
}

/**
 * Greenhouse's Assessment Partner routes: the org's key as the username of HTTP Basic auth. Every
 * case is refused: a key that is revoked, lacks the scope or is sent another way, a broken body
 * or query; a send naming another org's set or an unknown one is a 404 that makes nothing.
 */
function greenhouseTable(f: Fixtures): EndpointCases[] {
  const basic = basicKey;
  const asBasic = (...args: [string, string, string, { secret: string }, string?]) =>
    asBasicKeys(f, ...args);
  const email = 'casey@example.test';
  const sending = {
    partner_test_id: 'library-technical-mid',
    candidate: { first_name: 'Casey', last_name: 'Candidate', email },
    url: 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/1',
  };
  const send = api(endpoints.greenhouseSendTest);
  const writer = basic(f.apiKeys.writer);
  const status = api(endpoints.greenhouseTestStatus);
  const results = basic(f.apiKeys.results);
  const reportPath = api(endpoints.greenhouseResponseError);
  const report = {
    api_call: 'test_status',
    errors: ['partner_status is complete but partner_profile url is missing'],
    partner_test_id: 12345,
    partner_test_name: 'Personality Test',
    partner_interview_id: 299506,
    candidate_email: email,
  };
  return [
    {
      name: 'GET /api/ats/greenhouse/list_tests',
      cases: [
        ...generated({
          name: 'greenhouse list tests',
          method: 'GET',
          path: api(endpoints.greenhouseListTests),
          headers: basic(f.apiKeys.live),
          auth: true,
        }),
        ...asBasic(
          'greenhouse list tests',
          api(endpoints.greenhouseListTests),
          'GET',
          f.apiKeys.noScope,
        ),
      ],
    },
    {
      name: 'POST /api/ats/greenhouse/send_test',
      cases: [
        ...generated({
          name: 'greenhouse send test',
          method: 'POST',
          path: send,
          headers: writer,
          auth: true,
          validBody: sending,
          required: fieldSpecs(endpoints.greenhouseSendTest.request, ['partner_test_id']),
        }),
        ...(
          [
            ['candidate: a string', { ...sending, candidate: 'Casey' }],
            ['candidate: null', { ...sending, candidate: null }],
            ['candidate: a list', { ...sending, candidate: [sending.candidate] }],
            ['candidate: empty', { ...sending, candidate: {} }],
            ['candidate: missing', { ...sending, candidate: undefined }],
            ['candidate: no name', { ...sending, candidate: { email } }],
            [
              'candidate: blank names',
              { ...sending, candidate: { first_name: ' ', last_name: '', email } },
            ],
            ['candidate: no email', { ...sending, candidate: { first_name: 'Casey' } }],
            [
              'candidate: a bad email',
              { ...sending, candidate: { first_name: 'Casey', email: 'casey' } },
            ],
            [
              'candidate: an email list',
              { ...sending, candidate: { first_name: 'Casey', email: [email] } },
            ],
            [
              'candidate: an email of 255',
              {
                ...sending,
                candidate: { first_name: 'Casey', email: `${'a'.repeat(243)}@example.test` },
              },
            ],
            [
              'candidate: a name of 101',
              { ...sending, candidate: { first_name: 'n'.repeat(101), email } },
            ],
            ['candidate: a name as a number', { ...sending, candidate: { first_name: 7, email } }],
            ['url: a number', { ...sending, url: 7 }],
            ['url: of 2001', { ...sending, url: 'u'.repeat(2001) }],
            ['org B’s question set', { ...sending, partner_test_id: f.questionSets.otherOrg }],
            [
              'an unknown library set',
              { ...sending, partner_test_id: 'library-technical-principal' },
            ],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          method: 'POST',
          path: send,
          headers: { ...JSON_TYPE, ...writer },
          body: json(body),
        })),
        ...asBasic('greenhouse send test', send, 'POST', f.apiKeys.live, json(sending)),
        {
          label: 'org B’s key (interviews:read only)',
          method: 'POST',
          path: send,
          headers: { ...JSON_TYPE, ...basic(f.apiKeys.otherOrg) },
          body: json(sending),
        },
        {
          label: 'over the JSON limit',
          method: 'POST',
          path: send,
          headers: { ...JSON_TYPE, ...writer },
          body: overLimit(sending),
        },
      ],
    },
    {
      name: 'GET /api/ats/greenhouse/test_status',
      cases: [
        ...generated({
          name: 'greenhouse test status',
          method: 'GET',
          path: `${status}?partner_interview_id=${f.otherOrg.id}`,
          headers: results,
          auth: true,
        }),
        ...[
          '',
          'partner_interview_id=',
          'partner_interview_id=a/b',
          'partner_interview_id=%00',
          `partner_interview_id=${'a'.repeat(129)}`,
          `partner_interview_id=${f.otherOrg.id}`,
          `partner_interview_id=${f.scheduled.id}x`,
          `partner_interview_id=${f.scheduled.id}&partner_interview_id=${f.scheduled.id}`,
          `partner_interview_id[a]=${f.scheduled.id}`,
          `partner_interview_id=${f.scheduled.id}&orgId=another-org.test`,
          `id=${f.scheduled.id}`,
        ].map((query) => ({
          label: `query ${query.slice(0, 60)}`,
          method: 'GET',
          path: `${status}?${query}`,
          headers: results,
        })),
        ...asBasic(
          'greenhouse test status',
          `${status}?partner_interview_id=${f.scheduled.id}`,
          'GET',
          f.apiKeys.live,
        ),
        {
          label: 'org B’s key (interviews:read only)',
          method: 'GET',
          path: `${status}?partner_interview_id=${f.scheduled.id}`,
          headers: basic(f.apiKeys.otherOrg),
        },
      ],
    },
    {
      name: 'POST /api/ats/greenhouse/response_error',
      cases: [
        // A list of one string is a valid errors field: those cases would be accepted reports.
        ...generated(
          {
            name: 'greenhouse response error',
            method: 'POST',
            path: reportPath,
            headers: basic(f.apiKeys.live),
            auth: true,
            validBody: report,
            required: fieldSpecs(endpoints.greenhouseResponseError.request),
          },
          (label) => label.startsWith('errors: array'),
        ),
        ...(
          [
            ['errors: empty', { ...report, errors: [] }],
            ['errors: 51', { ...report, errors: Array.from({ length: 51 }, () => 'e') }],
            ['errors: one of 2001', { ...report, errors: ['e'.repeat(2001)] }],
            ['errors: a number among them', { ...report, errors: ['e', 7] }],
            ['partner_test_id: a float', { ...report, partner_test_id: 1.5 }],
            ['partner_test_id: a list', { ...report, partner_test_id: [1] }],
            ['partner_interview_id: of 129', { ...report, partner_interview_id: 'i'.repeat(129) }],
            ['partner_interview_id: an object', { ...report, partner_interview_id: { id: 1 } }],
            ['partner_test_name: of 501', { ...report, partner_test_name: 'n'.repeat(501) }],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          method: 'POST',
          path: reportPath,
          headers: { ...JSON_TYPE, ...basic(f.apiKeys.live) },
          body: json(body),
        })),
        ...asBasic(
          'greenhouse response error',
          reportPath,
          'POST',
          f.apiKeys.noScope,
          json(report),
        ),
        {
          label: 'over the JSON limit',
          method: 'POST',
          path: reportPath,
          headers: { ...JSON_TYPE, ...basic(f.apiKeys.live) },
          body: overLimit(report),
        },
      ],
    },
  ];
}

/**
 * Ashby's Assessments Partner routes: POST JSON with the org's key as the username of HTTP Basic
 * auth. Every case is refused. assessment.list reads no body, so only its caller can be wrong; a
 * start naming another org's set or an unknown one is a 404 that makes nothing; a cancel aims at
 * org B's interview (404) or org A's completed one (409).
 */
function ashbyTable(f: Fixtures): EndpointCases[] {
  const list = api(endpoints.ashbyListAssessments);
  const start = api(endpoints.ashbyStartAssessment);
  const cancel = api(endpoints.ashbyCancelAssessment);
  const writer = basicKey(f.apiKeys.writer);
  const email = 'casey@example.test';
  const starting = {
    assessment_type_id: 'library-technical-mid',
    candidate: {
      ashby_id: 'c1f0a3e2-0000-4000-8000-000000000001',
      first_name: 'Casey',
      last_name: 'Candidate',
      email,
      ashby_profile_url: 'https://app.ashbyhq.com/candidates/1',
    },
    application: { ashby_id: 'a1f0a3e2-0000-4000-8000-000000000001', status: 'Active' },
    job: {
      ashby_id: 'j1f0a3e2-0000-4000-8000-000000000001',
      name: 'Engineer',
      ashby_job_url: 'https://app.ashbyhq.com/jobs/1',
    },
  };
  const candidate = starting.candidate;
  const post = (label: string, path: string, body: unknown, headers = writer): BadRequest => ({
    label,
    method: 'POST',
    path,
    headers: { ...JSON_TYPE, ...headers },
    body: json(body),
  });
  return [
    {
      name: 'POST /api/ats/ashby/assessment.list',
      cases: [
        ...generated({
          name: 'ashby list assessments',
          method: 'POST',
          path: list,
          headers: basicKey(f.apiKeys.live),
          auth: true,
        }).filter((c) => c.label.startsWith('token: ')),
        // The body cannot let a refused caller in, whatever it holds.
        ...[
          {},
          { orgId: 'another-org.test' },
          { role: 'owner' },
          { constructor: { prototype: { admin: true } } },
          { scope: 'interviews:read' },
          { apiKey: f.apiKeys.live.secret },
          { partner_id: 'ashby' },
          { limit: -1 },
          { limit: 1e15 },
          { cursor: '../../etc/passwd' },
          { include_archived: true },
          { assessment_type_id: f.questionSets.otherOrg },
          { query: "' OR 1=1 --" },
          { name: '<script>alert(1)</script>' },
          { name: '💥'.repeat(100) },
          { name: 'x'.repeat(10_000) },
          { nested: { deep: { deeper: [1, 2, 3] } } },
          { nul: 'a\u0000b' },
          [],
          [{}],
        ].flatMap((body, i) =>
          asBasicKeys(
            f,
            `ashby list assessments (body ${i})`,
            list,
            'POST',
            f.apiKeys.noScope,
            json(body),
          ),
        ),
      ],
    },
    {
      name: 'POST /api/ats/ashby/assessment.start',
      cases: [
        ...generated({
          name: 'ashby start assessment',
          method: 'POST',
          path: start,
          headers: writer,
          auth: true,
          validBody: starting,
          required: fieldSpecs(endpoints.ashbyStartAssessment.request, ['assessment_type_id']),
        }),
        ...(
          [
            ['candidate: a string', { ...starting, candidate: 'Casey' }],
            ['candidate: null', { ...starting, candidate: null }],
            ['candidate: missing', { ...starting, candidate: undefined }],
            [
              'candidate: no ashby_id',
              { ...starting, candidate: { ...candidate, ashby_id: undefined } },
            ],
            [
              'candidate: blank ashby_id',
              { ...starting, candidate: { ...candidate, ashby_id: ' ' } },
            ],
            [
              'candidate: blank names',
              { ...starting, candidate: { ...candidate, first_name: ' ', last_name: '' } },
            ],
            ['candidate: no email', { ...starting, candidate: { ...candidate, email: undefined } }],
            [
              'candidate: a bad email',
              { ...starting, candidate: { ...candidate, email: 'casey' } },
            ],
            [
              'candidate: a name of 101',
              { ...starting, candidate: { ...candidate, first_name: 'n'.repeat(101) } },
            ],
            [
              'candidate: a name as a number',
              { ...starting, candidate: { ...candidate, last_name: 7 } },
            ],
            ['application: missing', { ...starting, application: undefined }],
            ['application: a string', { ...starting, application: 'a1' }],
            ['application: no ashby_id', { ...starting, application: { status: 'Active' } }],
            [
              'application: an ashby_id of 201',
              { ...starting, application: { ashby_id: 'a'.repeat(201) } },
            ],
            ['job: a string', { ...starting, job: 'Engineer' }],
            ['org B’s question set', { ...starting, assessment_type_id: f.questionSets.otherOrg }],
            [
              'an unknown library set',
              { ...starting, assessment_type_id: 'library-technical-principal' },
            ],
          ] as [string, unknown][]
        ).map(([label, body]) => post(label, start, body)),
        ...asBasicKeys(f, 'ashby start assessment', start, 'POST', f.apiKeys.live, json(starting)),
        post('org B’s key (interviews:read only)', start, starting, basicKey(f.apiKeys.otherOrg)),
        {
          label: 'over the JSON limit',
          method: 'POST',
          path: start,
          headers: { ...JSON_TYPE, ...writer },
          body: overLimit(starting),
        },
      ],
    },
    {
      name: 'POST /api/ats/ashby/assessment.cancel',
      cases: [
        ...generated({
          name: 'ashby cancel assessment',
          method: 'POST',
          path: cancel,
          headers: writer,
          auth: true,
          validBody: { assessment_id: f.otherOrg.id },
          required: fieldSpecs(endpoints.ashbyCancelAssessment.request),
        }),
        post('org A’s completed interview', cancel, { assessment_id: f.completed.id }),
        post('an id as a number', cancel, { assessment_id: 7 }),
        post('an id list', cancel, { assessment_id: [f.scheduled.id] }),
        ...asBasicKeys(
          f,
          'ashby cancel assessment',
          cancel,
          'POST',
          f.apiKeys.live,
          json({ assessment_id: f.scheduled.id }),
        ),
        post(
          'org B’s key (interviews:read only)',
          cancel,
          { assessment_id: f.scheduled.id },
          basicKey(f.apiKeys.otherOrg),
        ),
      ],
    },
    ...ashbyConnectionTable(f),
  ];
}

/**
 * The org's Ashby key (staff sessions): any member reads whether it is set, owners set and clear
 * it. Every case is refused: a non-owner, a bad token, an API key, or a body that is not a key.
 */
function ashbyConnectionTable(f: Fixtures): EndpointCases[] {
  const read = api(endpoints.getAshbyConnection);
  const set = api(endpoints.setAshbyConnection);
  const clear = api(endpoints.clearAshbyConnection);
  const owner = bearer(f.staffA);
  const notStaffA = { admin: f.admin, removedMember: f.removedA };
  const notOwners = { member: f.memberA, ...notStaffA };
  const setKey = { apiKey: 'ashby-sweep-key-0123456789' };
  return [
    {
      name: 'GET /api/ats/ashby/connection',
      cases: [
        ...generated({
          name: 'ashby connection',
          method: 'GET',
          path: read,
          headers: owner,
          auth: true,
        }),
        ...asUsers('ashby connection', 'GET', read, notStaffA),
        {
          label: 'an API key as Basic',
          method: 'GET',
          path: read,
          headers: basicKey(f.apiKeys.live),
        },
      ],
    },
    {
      name: 'PUT /api/ats/ashby/connection',
      cases: [
        ...generated({
          name: 'set ashby key',
          method: 'PUT',
          path: set,
          headers: owner,
          auth: true,
          validBody: setKey,
          required: fieldSpecs(endpoints.setAshbyConnection.request),
        }),
        ...(
          [
            ['a key with a space', { apiKey: 'ashby key 0123456789' }],
            ['a key of 7', { apiKey: 'a'.repeat(7) }],
            ['a key of 501', { apiKey: 'a'.repeat(501) }],
            ['a key and an org', { ...setKey, orgId: 'another-org.test' }],
            ['its last 4 too', { ...setKey, last4: '6789' }],
          ] as [string, unknown][]
        ).map(([label, body]) => ({
          label,
          method: 'PUT',
          path: set,
          headers: { ...JSON_TYPE, ...owner },
          body: json(body),
        })),
        ...asUsers('set ashby key', 'PUT', set, notOwners, json(setKey)),
        ...badTokens('PUT', set, json(setKey)),
        {
          label: 'over the JSON limit',
          method: 'PUT',
          path: set,
          headers: { ...JSON_TYPE, ...owner },
          body: overLimit(setKey),
        },
      ],
    },
    {
      name: 'DELETE /api/ats/ashby/connection',
      cases: [
        ...generated({
          name: 'clear ashby key',
          method: 'DELETE',
          path: clear,
          headers: owner,
          auth: true,
        }),
        ...asUsers('clear ashby key', 'DELETE', clear, notOwners),
        ...badTokens('DELETE', clear),
      ],
    },
  ];
}

/**
 * The public API v1's webhook routes (a webhooks:manage key): what the staff webhook table sends,
 * with keys instead of staff tokens. Generated cases aim at org B's endpoint (404 for org A's key)
 * or carry a broken body; resends aim at the delivery still being tried (409).
 */
function v1WebhookTable(
  f: Fixtures,
  key: (k: { secret: string }) => Record<string, string>,
  asKeys: (
    label: string,
    path: string,
    method?: string,
    unscoped?: { secret: string },
    extra?: Record<string, string>,
    body?: string,
  ) => BadRequest[],
): EndpointCases[] {
  const hooksKey = key(f.apiKeys.hooks);
  const withBody = { ...JSON_TYPE, ...hooksKey };
  const base = api(endpoints.listV1Webhooks);
  const newHook = api(endpoints.createV1Webhook);
  const update = (id: string) => api(endpoints.updateV1Webhook, { id });
  const remove = (id: string) => api(endpoints.deleteV1Webhook, { id });
  const test = (id: string) => api(endpoints.testV1Webhook, { id });
  const deliveries = (id: string) => api(endpoints.listV1WebhookDeliveries, { id });
  const resend = (id: string, deliveryId: string) =>
    api(endpoints.resendV1WebhookDelivery, { id, deliveryId });
  const { a, b, busyDelivery } = f.webhooks;
  const unscoped = f.apiKeys.live;
  const aimAtB = (name: string, endpoint: Endpoint) =>
    generated({
      name,
      method: endpoint.method,
      path: api(endpoint),
      id: b,
      headers: hooksKey,
      auth: true,
    });
  const junk = (endpoint: Endpoint, at: (id: string) => string, body?: string) =>
    junkIds(a).map(([label, id]) => ({
      label: `endpoint id ${label}`,
      method: endpoint.method,
      path: at(id),
      headers: body === undefined ? hooksKey : withBody,
      body,
    }));
  return [
    {
      name: 'GET /api/v1/webhooks',
      cases: [
        ...generated({
          name: 'v1 list webhooks',
          method: 'GET',
          path: base,
          headers: hooksKey,
          auth: true,
        }),
        ...asKeys('v1 list webhooks', base, 'GET', unscoped),
      ],
    },
    {
      name: 'POST /api/v1/webhooks',
      cases: [
        ...generated({
          name: 'v1 create webhook',
          method: 'POST',
          path: newHook,
          headers: hooksKey,
          auth: true,
          validBody: NEW_HOOK,
          required: fieldSpecs(endpoints.createV1Webhook.request),
        }),
        ...WEBHOOK_CREATE_BODIES.map(([label, body]) => ({
          label,
          path: newHook,
          headers: withBody,
          body: json(body),
        })),
        ...asKeys('v1 create webhook', newHook, 'POST', unscoped, {}, json(NEW_HOOK)),
        {
          label: 'over the JSON limit',
          path: newHook,
          headers: withBody,
          body: overLimit(NEW_HOOK),
        },
      ],
    },
    {
      name: 'PATCH /api/v1/webhooks/:id',
      cases: [
        ...aimAtB('v1 update webhook', endpoints.updateV1Webhook),
        ...WEBHOOK_CHANGES.map(([label, body]) => ({
          label,
          method: 'PATCH',
          path: update(a),
          headers: withBody,
          body: json(body),
        })),
        ...asKeys('v1 update webhook', update(a), 'PATCH', unscoped, {}, json({ enabled: false })),
        ...junk(endpoints.updateV1Webhook, update, json({ enabled: false })),
      ],
    },
    {
      name: 'DELETE /api/v1/webhooks/:id',
      cases: [
        ...aimAtB('v1 delete webhook', endpoints.deleteV1Webhook),
        ...asKeys('v1 delete webhook', remove(a), 'DELETE', unscoped),
        ...junk(endpoints.deleteV1Webhook, remove),
      ],
    },
    {
      name: 'POST /api/v1/webhooks/:id/test',
      cases: [
        ...aimAtB('v1 test webhook', endpoints.testV1Webhook),
        ...asKeys('v1 test webhook', test(a), 'POST', unscoped),
        ...junk(endpoints.testV1Webhook, test),
      ],
    },
    {
      name: 'GET /api/v1/webhooks/:id/deliveries',
      cases: [
        ...aimAtB('v1 list deliveries', endpoints.listV1WebhookDeliveries),
        ...asKeys('v1 list deliveries', deliveries(a), 'GET', unscoped),
        ...junk(endpoints.listV1WebhookDeliveries, deliveries),
      ],
    },
    {
      name: 'POST /api/v1/webhooks/:id/deliveries/:deliveryId/resend',
      cases: [
        ...generated({
          name: 'v1 resend delivery',
          method: 'POST',
          path: api(endpoints.resendV1WebhookDelivery, { deliveryId: busyDelivery }),
          id: a,
          headers: hooksKey,
          auth: true,
        }),
        ...asKeys('v1 resend delivery', resend(a, busyDelivery), 'POST', unscoped),
        {
          label: 'through org B’s endpoint',
          path: resend(b, busyDelivery),
          headers: hooksKey,
        },
        ...junkIds(busyDelivery).map(([label, id]) => ({
          label: `delivery id ${label}`,
          path: resend(a, id),
          headers: hooksKey,
        })),
      ],
    },
  ];
}

/**
 * The public API v1's routes that schedule, cancel and read results. No case may reach a success:
 * a create's body is broken or its Idempotency-Key missing or malformed (nothing is recorded
 * before the body is valid), a cancel aims at a cancelled interview (409) or another org's (404),
 * and results at a scheduled interview (409) or another org's (404), since reading a completed
 * one's results writes a playback grant.
 */
function v1WriteTable(
  f: Fixtures,
  key: (k: { secret: string }) => Record<string, string>,
  asKeys: (
    label: string,
    path: string,
    method?: string,
    unscoped?: { secret: string },
    extra?: Record<string, string>,
    body?: string,
  ) => BadRequest[],
): EndpointCases[] {
  const writer = key(f.apiKeys.writer);
  const results = key(f.apiKeys.results);
  const idempotent = { 'Idempotency-Key': 'bad-input-sweep-1' };
  const schedule = {
    candidateName: 'Casey Candidate',
    candidateEmail: 'casey@example.test',
    type: 'technical',
    level: 'mid',
    scheduledTime: '2031-05-01T10:00',
    date: '2031-05-01T10:00:00.000Z',
  };
  const create = api(endpoints.createV1Interview);
  const cancelPath = (id: string) => api(endpoints.cancelV1Interview, { id });
  const resultsPath = (id: string) => api(endpoints.getV1InterviewResults, { id });
  return [
    {
      name: 'POST /api/v1/interviews',
      cases: [
        // 💥@💥.💥 matches the simple address pattern (as in staff scheduling): kept out.
        ...generated(
          {
            name: 'v1 create',
            method: 'POST',
            path: create,
            headers: { ...writer, ...idempotent },
            auth: true,
            validBody: schedule,
            required: fieldSpecs(endpoints.createV1Interview.request),
          },
          (label) => label.startsWith('candidateEmail: emoji'),
        ),
        ...(
          [
            ['no Idempotency-Key', {}],
            ['an empty Idempotency-Key', { 'Idempotency-Key': '' }],
            ['an Idempotency-Key of 256 characters', { 'Idempotency-Key': 'k'.repeat(256) }],
            ['an Idempotency-Key with a tab', { 'Idempotency-Key': 'a\tb' }],
            ['an Idempotency-Key with a Latin-1 letter', { 'Idempotency-Key': 'caf\u00e9' }],
          ] as [string, Record<string, string>][]
        ).map(([label, headers]) => ({
          label,
          method: 'POST',
          path: create,
          headers: { ...JSON_TYPE, ...writer, ...headers },
          body: json(schedule),
        })),
        ...asKeys('v1 create', create, 'POST', f.apiKeys.live, idempotent, json(schedule)),
        {
          label: 'org B’s key (interviews:read only)',
          method: 'POST',
          path: create,
          headers: { ...JSON_TYPE, ...key(f.apiKeys.otherOrg), ...idempotent },
          body: json(schedule),
        },
        {
          label: 'over the JSON limit',
          method: 'POST',
          path: create,
          headers: { ...JSON_TYPE, ...writer, ...idempotent },
          body: overLimit(schedule),
        },
      ],
    },
    {
      // Generated cases aim at the cancelled interview: 409 for org A's writer key.
      name: 'POST /api/v1/interviews/:id/cancel',
      cases: [
        ...generated({
          name: 'v1 cancel',
          method: 'POST',
          path: api(endpoints.cancelV1Interview),
          id: f.cancelled.id,
          headers: writer,
          auth: true,
        }),
        ...asKeys('v1 cancel', cancelPath(f.scheduled.id), 'POST', f.apiKeys.live),
        {
          label: 'org B’s interview',
          method: 'POST',
          path: cancelPath(f.otherOrg.id),
          headers: writer,
        },
        {
          label: 'a completed interview',
          method: 'POST',
          path: cancelPath(f.completed.id),
          headers: writer,
        },
        ...junkIds(f.scheduled.id).map(([label, id]) => ({
          label: `interview id ${label}`,
          method: 'POST',
          path: cancelPath(id),
          headers: writer,
        })),
      ],
    },
    {
      // Generated cases aim at the scheduled interview: 409 (results only once completed).
      name: 'GET /api/v1/interviews/:id/results',
      cases: [
        ...generated({
          name: 'v1 results',
          method: 'GET',
          path: api(endpoints.getV1InterviewResults),
          id: f.scheduled.id,
          headers: results,
          auth: true,
        }),
        ...asKeys('v1 results', resultsPath(f.completed.id), 'GET', f.apiKeys.live),
        {
          label: 'org B’s interview',
          method: 'GET',
          path: resultsPath(f.otherOrg.id),
          headers: results,
        },
        {
          label: 'org B’s key',
          method: 'GET',
          path: resultsPath(f.completed.id),
          headers: key(f.apiKeys.otherOrg),
        },
        {
          label: 'a cancelled interview',
          method: 'GET',
          path: resultsPath(f.cancelled.id),
          headers: results,
        },
        ...junkIds(f.completed.id).map(([label, id]) => ({
          label: `interview id ${label}`,
          method: 'GET',
          path: resultsPath(id),
          headers: results,
        })),
      ],
    },
    {
      name: 'GET /api/v1/question-sets',
      cases: [
        ...generated({
          name: 'v1 question sets',
          method: 'GET',
          path: api(endpoints.listV1QuestionSets),
          headers: key(f.apiKeys.live),
          auth: true,
        }),
        ...asKeys('v1 question sets', api(endpoints.listV1QuestionSets)),
      ],
    },
  ];
}

/**
 * Bodies that reach a body-less endpoint's handler (an object or array, or a type the JSON parser
 * skips): on a live id with the owner's token they are legitimate requests.
 */
const bodyIgnored = (label: string) =>
  ['json: json array', 'json: empty object', 'wrong content type', 'form encoded'].includes(label);

/**
 * A real id with junk around it, for paths: each is a well-formed unknown id or no id at all (404).
 * The ids are as the server reads them: the path (pathOf) encodes them.
 */
function junkIds(id: string): [string, string][] {
  return [
    ['+ x', `${id}x`],
    ['+ NUL', `${id}\u0000`],
    ['+ newline', `${id}\n`],
    ['+ space', `${id} `],
    ['after a space', ` ${id}`],
    ['+ .json', `${id}.json`],
    ['+ *', `${id}*`],
    ['+ ;drop', `${id};drop`],
    ['after an emoji', `💥${id}`],
    ['twice', `${id}${id}`],
    ['cut short', id.slice(0, -1)],
  ];
}

/** Byte ranges that cannot be satisfied (416). Malformed or multi-range headers are ignored (200, RFC 9110). */
function rangeCases(path: string, headers: Record<string, string>): BadRequest[] {
  const ranges = [
    'bytes=999999999-',
    'bytes=999999999-1000000000',
    'bytes=-0',
    'bytes=5-2',
    'bytes=-',
    'bytes=abc-def',
    'bytes=1-x',
    'bytes=99999999999999999999-',
    'bytes=\u00ff',
    'bytes= - ',
    'bytes=--1',
    'bytes=1--2',
  ];
  return ranges.map((range) => ({
    label: `range ${range}`,
    method: 'GET',
    path,
    headers: { ...headers, Range: range },
  }));
}

function mediaCases(f: Fixtures): BadRequest[] {
  const path = (q = 'questionId=q1&seq=0', iv = f.scheduled) =>
    `${api(endpoints.uploadMediaChunk, { sessionId: iv.sessionId })}?${q}`;
  const chunk = new Uint8Array(1000).fill(7);
  const out: BadRequest[] = [
    {
      label: 'empty chunk',
      path: path(),
      headers: { 'Content-Type': WEBM },
      body: new Uint8Array(),
    },
    {
      label: 'chunk over the limit',
      path: path(),
      headers: { 'Content-Type': WEBM },
      body: new Uint8Array(MAX_MEDIA_CHUNK_BYTES + 1),
    },
    {
      label: '5 MB chunk',
      path: path(),
      headers: { 'Content-Type': WEBM },
      body: new Uint8Array(5_000_000),
    },
  ];
  // A take's first chunk that does not start a WebM or MP4 file, whatever it is sent as.
  for (const [label, type, body] of [
    ['PNG', 'video/webm', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['text', 'video/mp4', Buffer.from('just some text, not a recording')],
    ['MP4 sent as WebM', 'audio/webm', Buffer.from('0000001c6674797069736f6d', 'hex')],
    ['WebM sent as MP4', 'audio/mp4', Buffer.from('1a45dfa39f4286810142f7', 'hex')],
  ] as const)
    out.push({
      label: `first chunk ${label}`,
      path: path(),
      headers: { 'Content-Type': type },
      body: new Uint8Array(body),
    });
  for (const type of [
    'text/plain',
    'application/json',
    'video/ogg',
    'audio/webm; codecs=<x>',
    'audio/x-evil',
    'multipart/form-data; boundary=x',
  ])
    out.push({
      label: `type ${type}`,
      path: path(),
      headers: { 'Content-Type': type },
      body: chunk,
    });
  out.push({ label: 'no type', path: path(), headers: {}, body: chunk });
  for (const q of [
    'questionId=q1&seq=100000',
    `questionId=q1&seq=${MAX_MEDIA_CHUNKS_PER_TAKE}`,
    'questionId=q1&seq=1e3',
    'questionId=q1&seq=0x10',
    'questionId=q1&seq=%201',
    'questionId=q1&seq=',
    'questionId=q1&seq=1&seq=2',
    'questionId=q1&questionId=q2&seq=1',
    'questionId=q1&seq[a]=1',
    'questionId=q9&seq=1',
    'questionId=a%2Fb&seq=1',
    'questionId=%00&seq=1',
    'questionId=%F0%9F%92%A5&seq=1',
    'seq=1',
    'questionId=q1',
  ])
    out.push({
      label: `query ${q}`,
      path: path(q),
      headers: { 'Content-Type': WEBM },
      body: chunk,
    });
  for (const [label, iv] of [
    ['cancelled', f.cancelled],
    ['completed long ago', f.completed],
  ] as const)
    out.push({
      label: `session ${label}`,
      path: path(undefined, iv),
      headers: { 'Content-Type': WEBM },
      body: chunk,
    });
  return out;
}
