// Signed outgoing webhooks: owners manage an org's endpoints (the signing secret answered once),
// members read them; events from interviews and reviews reach a receiver signed per Standard
// Webhooks, through an outbox that loses nothing when the receiver fails and repeats a message
// only under its webhook-id. A receiver on this machine is allowed under the emulators.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { collectionRef, docRef } from '../support/admin';
import { createApiKey, expectProblem } from '../support/api-keys';
import { sendV1 } from '../support/api-v1';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestInterview, scheduleBody } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const HOOKS = '/integrations/webhooks';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** A receiver on this machine: each endpoint gets its own path; `failing` paths answer 500. */
const received: Received[] = [];
const failEvery = new Map<string, (n: number) => boolean>();
let receiverUrl = '';
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    const path = req.url ?? '/';
    const n = received.filter((r) => r.path === path).length;
    const status = failEvery.get(path)?.(n) ? 500 : 200;
    received.push({ path, headers: req.headers as Record<string, string>, body, status });
    res.writeHead(status).end();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/**
 * How long a delivery may take to arrive: the outbox's trigger runs in the functions emulator's
 * own time, later when other test files keep it busy (as mail, which waits up to 45 s).
 */
const DELIVERED = { timeout: 45_000 };
// A test waits for several deliveries in turn.
vi.setConfig({ testTimeout: 120_000 });

let pathCount = 0;
const newPath = (label: string) => `/${label}-${Date.now()}-${(pathCount += 1)}`;
const at = (path: string) => received.filter((r) => r.path === path);

type Events = RequestOf<typeof endpoints.createWebhook>['events'];

async function createEndpoint(owner: TestUser, path: string, events: Events, description = '') {
  const res = await callEndpoint(endpoints.createWebhook, {
    as: owner,
    body: { url: `${receiverUrl}${path}`, events, description },
  });
  const { endpoint, secret } = bodyOf(res, 201);
  return { id: endpoint.id, secret };
}

/** The options of a call, as `as`, on one thing by its id (an endpoint, an interview, a key). */
const withId = (as: TestUser, id: string) => ({ as, params: { id } });
/** The org's endpoints as `as` lists them. */
const listed = async (as: TestUser) =>
  bodyOf(await callEndpoint(endpoints.listWebhooks, { as }), 200).endpoints;
const deliveriesListed = async (as: TestUser, id: string) =>
  bodyOf(await callEndpoint(endpoints.listWebhookDeliveries, withId(as, id)), 200).deliveries;

/** The org's endpoint and delivery documents with their update times: a refused call changes none. */
async function webhookState(orgId: string) {
  const [endpoints, deliveries] = await Promise.all([
    collectionRef(collections.webhookEndpoints, orgId).get(),
    collectionRef(collections.webhookDeliveries).where('orgId', '==', orgId).get(),
  ]);
  return [...endpoints.docs, ...deliveries.docs]
    .map((d) => `${d.ref.path}@${d.updateTime.toMillis()}`)
    .sort();
}

const deliveriesOf = async (endpointId: string) =>
  (await collectionRef(collections.webhookDeliveries).where('endpointId', '==', endpointId).get())
    .docs;

/** Runs the retry job once, as its schedule would, through its Pub/Sub topic. */
async function runRetryJob() {
  const host = process.env.PUBSUB_EMULATOR_HOST ?? '127.0.0.1:8085';
  const res = await fetch(
    `http://${host}/v1/projects/demo-hiq/topics/firebase-schedule-retryWebhooks:publish`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
    },
  );
  expect(res.status).toBe(200);
}

const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };

describe('webhook endpoints: creating, listing, changing, deleting', () => {
  it('an owner creates one: the secret is answered once, never listed; members read it', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const res = await callEndpoint(endpoints.createWebhook, {
      as: owner,
      body: {
        url: `${receiverUrl}/ats`,
        events: ['interview.completed', 'review.decided'],
        description: '  Greenhouse  ',
      },
    });
    const { endpoint, secret } = bodyOf(res, 201);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toEqual({
      id: expect.any(String),
      url: `${receiverUrl}/ats`,
      description: 'Greenhouse',
      events: ['interview.completed', 'review.decided'],
      enabled: true,
      disabledReason: null,
      createdByName: owner.email,
      createdAt: expect.any(String),
    });
    for (const user of [owner, member]) {
      const list = await callEndpoint(endpoints.listWebhooks, { as: user });
      expect(bodyOf(list, 200).endpoints).toEqual([endpoint]);
      expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    }
    const { id } = endpoint;
    const changed = await callEndpoint(endpoints.updateWebhook, {
      ...withId(owner, id),
      body: { events: ['interview.cancelled'], enabled: false },
    });
    expect(bodyOf(changed, 200).endpoint).toMatchObject({
      events: ['interview.cancelled'],
      description: 'Greenhouse',
      enabled: false,
      disabledReason: 'owner',
    });
    expect(JSON.stringify(changed.body)).not.toContain(secret.slice(6));
    const deleted = await callEndpoint(endpoints.deleteWebhook, withId(owner, id));
    expect(deleted.body).toEqual({ deleted: true });
    expect((await callEndpoint(endpoints.listWebhooks, { as: member })).body).toEqual({
      endpoints: [],
    });
    expect((await callEndpoint(endpoints.deleteWebhook, withId(owner, id))).status).toBe(404);
  });

  it('a member can manage nothing (403), and nothing is written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const { id } = await createEndpoint(owner, newPath('member'), ['interview.scheduled']);
    const before = await webhookState(orgId);
    const forbidden = { ok: false, status: 403, body: { error: M.webhooksOwnersOnly } };
    const created = await callEndpoint(endpoints.createWebhook, {
      as: member,
      body: { url: `${receiverUrl}/x`, events: ['review.decided'] },
    });
    expect(created).toEqual(forbidden);
    const changed = await callEndpoint(endpoints.updateWebhook, {
      ...withId(member, id),
      body: { enabled: false },
    });
    expect(changed).toEqual(forbidden);
    expect(await callEndpoint(endpoints.deleteWebhook, withId(member, id))).toEqual(forbidden);
    expect(await callEndpoint(endpoints.testWebhook, withId(member, id))).toEqual(forbidden);
    expect(await webhookState(orgId)).toEqual(before);
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    expect((await callApi('GET', `${HOOKS}/${id}/deliveries`, member)).status).toBe(200);
  });

  it('another org’s owner can neither see nor touch an endpoint (404), and nothing is written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    const { id } = await createEndpoint(owner, newPath('other'), ['interview.scheduled']);
    const other = await createTestOrg('Other Co');
    const before = await webhookState(orgId);
    const notFound = { ok: false, status: 404, body: { error: M.webhookNotFound } };
    const stranger = withId(other.staff, id);
    expect((await callEndpoint(endpoints.listWebhooks, { as: other.staff })).body).toEqual({
      endpoints: [],
    });
    expect(await callEndpoint(endpoints.listWebhookDeliveries, stranger)).toEqual(notFound);
    const changed = await callEndpoint(endpoints.updateWebhook, {
      ...stranger,
      body: { enabled: false },
    });
    expect(changed).toEqual(notFound);
    expect(await callEndpoint(endpoints.deleteWebhook, stranger)).toEqual(notFound);
    expect(await callEndpoint(endpoints.testWebhook, stranger)).toEqual(notFound);
    expect(await webhookState(orgId)).toEqual(before);
  });

  it.each([
    [{ events: ['interview.scheduled'] }, M.webhookUrlRequired],
    [{ url: '', events: ['interview.scheduled'] }, M.webhookUrlRequired],
    [{ url: 'hooks.example.com/hiq', events: ['interview.scheduled'] }, M.webhookUrlInvalid],
    [{ url: 'ftp://hooks.example.com/', events: ['interview.scheduled'] }, M.webhookUrlInvalid],
    [
      { url: 'https://u:p@hooks.example.com/', events: ['interview.scheduled'] },
      M.webhookUrlInvalid,
    ],
    [
      { url: `https://h.example.com/${'a'.repeat(2000)}`, events: ['interview.scheduled'] },
      M.webhookUrlTooLong(2000),
    ],
    [{ url: 'https://hooks.example.com/' }, M.webhookEventsRequired],
    [{ url: 'https://hooks.example.com/', events: [] }, M.webhookEventsRequired],
    [{ url: 'https://hooks.example.com/', events: ['interview.deleted'] }, M.webhookEventUnknown],
    [{ url: 'https://hooks.example.com/', events: ['webhook.test'] }, M.webhookEventUnknown],
    [
      { url: 'https://hooks.example.com/', events: ['review.decided', 'review.decided'] },
      M.webhookEventsRepeated,
    ],
    [
      {
        url: 'https://hooks.example.com/',
        events: ['review.decided'],
        description: 'd'.repeat(201),
      },
      M.webhookDescriptionTooLong(200),
    ],
  ])('create %j → 400 "%s", nothing written', async (body, message) => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    // Sent as they are: most of these bodies are outside what the contract can type.
    const res = await callApi('POST', HOOKS, owner, body);
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ error: message }) });
    expect(await webhookState(orgId)).toEqual([]);
  });

  it('a field an endpoint does not take, an empty change or a wrong type → 400, nothing written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    for (const body of [
      { url: 'https://hooks.example.com/', events: ['review.decided'], secret: 'whsec_x' },
      { url: 'https://hooks.example.com/', events: ['review.decided'], enabled: false },
      [],
      null,
    ])
      expect((await callApi('POST', HOOKS, owner, body)).status).toBe(400);
    expect(await webhookState(orgId)).toEqual([]);
    const { id } = await createEndpoint(owner, newPath('patch'), ['review.decided']);
    const before = await webhookState(orgId);
    for (const [body, message] of [
      [{}, M.webhookChangeRequired],
      [{ enabled: 'no' }, M.webhookEnabledInvalid],
      [{ events: [] }, M.webhookEventsRequired],
      [{ url: 'https://elsewhere.example.com/' }, undefined],
    ] as const) {
      const res = await callApi('PATCH', `${HOOKS}/${id}`, owner, body);
      expect(res.status).toBe(400);
      if (message) expect(res.body.error).toBe(message);
    }
    expect(await webhookState(orgId)).toEqual(before);
  });
});

describe('webhook deliveries', () => {
  it('a test event reaches the receiver signed; the log shows it; sent again it keeps its webhook-id', async () => {
    const { staff: owner } = await createTestOrg('Hooks Co');
    const path = newPath('test');
    const { id, secret } = await createEndpoint(owner, path, ['interview.completed']);
    const test = await callEndpoint(endpoints.testWebhook, withId(owner, id));
    const queued = bodyOf(test, 201).delivery;
    expect(queued).toMatchObject({ eventType: 'webhook.test', state: 'PENDING', attempts: 0 });
    // A TTL policy deletes the delivery and the body it carried 30 days after it was queued.
    const stored = await docRef(collections.webhookDeliveries, queued.id).get();
    const kept = stored.get('expiresAt').toMillis() - stored.get('createdAt').toMillis();
    expect(kept).toBe(30 * 24 * 3600_000);
    await expect.poll(() => at(path).length, DELIVERED).toBe(1);
    const [first] = at(path);
    expect(first.headers['webhook-id']).toBe(queued.messageId);
    expect(verify(secret, first)).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { endpointId: id },
    });
    await expect
      .poll(() => deliveriesListed(owner, id))
      .toEqual([
        expect.objectContaining({
          id: queued.id,
          state: 'SUCCESS',
          attempts: 1,
          responseStatus: 200,
          durationMs: expect.any(Number),
          error: null,
        }),
      ]);
    const again = await callEndpoint(endpoints.resendWebhookDelivery, {
      as: owner,
      params: { id, deliveryId: queued.id },
    });
    expect(again.status).toBe(201);
    await expect.poll(() => at(path).length, DELIVERED).toBe(2);
    expect(at(path)[1].headers['webhook-id']).toBe(queued.messageId);
    expect(at(path)[1].body).toBe(first.body);
    expect(verify(secret, at(path)[1])).toMatchObject({ type: 'webhook.test' });
  });

  it('schedule, start, complete, decide, cancel and erase reach the endpoints subscribed to them', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    const everything = newPath('all');
    const onlyCancel = newPath('cancel');
    const all = await createEndpoint(owner, everything, [
      'interview.scheduled',
      'interview.started',
      'interview.completed',
      'interview.cancelled',
      'review.decided',
      'candidate.data_deleted',
    ]);
    const cancelOnly = await createEndpoint(owner, onlyCancel, ['interview.cancelled']);

    const scheduled = await callEndpoint(endpoints.scheduleInterview, {
      as: owner,
      body: scheduleBody(),
    });
    const interviewId = bodyOf(scheduled, 201).interview.id;
    const ref = docRef(collections.interviews, interviewId);
    await expect.poll(() => at(everything).length, DELIVERED).toBe(1);
    await ref.update({ consentedAt: Timestamp.now() });
    await expect.poll(() => at(everything).length, DELIVERED).toBe(2);
    const cancelled = await callEndpoint(endpoints.cancelInterview, withId(owner, interviewId));
    expect(cancelled.status).toBe(200);
    await expect.poll(() => at(everything).length, DELIVERED).toBe(3);
    await expect.poll(() => at(onlyCancel).length, DELIVERED).toBe(1);

    // An interview written straight to Firestore (as the public API or a job would) is scheduled
    // too: the events come from the document, whoever writes it.
    const completed = await createTestInterview({ orgId, status: 'scheduled' });
    await expect.poll(() => at(everything).length, DELIVERED).toBe(4);
    const completedRef = docRef(collections.interviews, completed.id);
    await completedRef.update({ status: 'completed', completedAt: Timestamp.now() });
    await expect.poll(() => at(everything).length, DELIVERED).toBe(5);
    const review = await callEndpoint(endpoints.saveReview, {
      ...withId(owner, completed.id),
      body: { ratings: { q1: 4 }, decision: 'advance' },
    });
    expect(review.status).toBe(200);
    await expect.poll(() => at(everything).length, DELIVERED).toBe(6);
    const erased = await callEndpoint(endpoints.eraseCandidateData, withId(owner, completed.id));
    expect(erased.status).toBe(200);
    await expect.poll(() => at(everything).length, DELIVERED).toBe(7);

    const events = at(everything).map((r) => verify(all.secret, r));
    expect(events.map((e) => e.type)).toEqual([
      'interview.scheduled',
      'interview.started',
      'interview.cancelled',
      'interview.scheduled',
      'interview.completed',
      'review.decided',
      'candidate.data_deleted',
    ]);
    expect(events[0].data).toEqual({
      interviewId,
      status: 'scheduled',
      scheduledFor: expect.any(String),
    });
    expect(events[2].data).toMatchObject({ interviewId, status: 'cancelled' });
    expect(events[3].data).toMatchObject({ interviewId: completed.id, status: 'scheduled' });
    expect(events[4].data).toMatchObject({
      interviewId: completed.id,
      status: 'completed',
      completedAt: expect.any(String),
    });
    expect(events[5].data).toEqual({
      interviewId: completed.id,
      decision: 'advance',
      decidedAt: expect.any(String),
    });
    expect(events[6].data).toMatchObject({ interviewId: completed.id, reason: 'erasure' });
    // Thin: no names, addresses or answers.
    const bodies = at(everything)
      .map((r) => r.body)
      .join('\n');
    expect(bodies).not.toContain('Ada Lovelace');
    expect(bodies).not.toContain('@example');
    // The other endpoint got the cancellation alone, signed with its own secret, under the same
    // webhook-id as the first endpoint's copy of that message.
    expect(at(onlyCancel).map((r) => verify(cancelOnly.secret, r).type)).toEqual([
      'interview.cancelled',
    ]);
    expect(at(onlyCancel)[0].headers['webhook-id']).toBe(at(everything)[2].headers['webhook-id']);
  });

  it('with the receiver failing 30 % of requests nothing is lost, and a repeat carries the same webhook-id', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    const path = newPath('flaky');
    // Requests 1, 4, 7 ... of every ten fail (30 %), whatever they carry.
    failEvery.set(path, (n) => [1, 4, 7].includes(n % 10));
    const { id, secret } = await createEndpoint(owner, path, ['interview.completed']);
    const sent: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await callEndpoint(endpoints.testWebhook, withId(owner, id));
      sent.push(bodyOf(res, 201).delivery.messageId);
    }
    // Time passes: each failed delivery's backoff is moved to now and the job runs, until all
    // have been delivered.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const docs = await deliveriesOf(id);
      if (docs.length === 20 && docs.every((d) => d.get('state') === 'SUCCESS')) break;
      expect(Date.now()).toBeLessThan(deadline);
      for (const d of docs.filter((doc) => doc.get('state') === 'ERROR'))
        await d.ref.update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000) });
      await runRetryJob();
      await new Promise((r) => setTimeout(r, 1500));
    }
    const requests = at(path);
    expect(requests.filter((r) => r.status === 500).length).toBeGreaterThan(0);
    const delivered = requests.filter((r) => r.status === 200);
    // Every message arrived, each verified; a message seen twice is the same message.
    expect(new Set(delivered.map((r) => r.headers['webhook-id']))).toEqual(new Set(sent));
    const byId = new Map<string, string>();
    for (const r of requests) {
      verify(secret, r);
      const id2 = r.headers['webhook-id'];
      if (byId.has(id2)) expect(r.body).toBe(byId.get(id2));
      else byId.set(id2, r.body);
    }
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set(sent));
    // The endpoint stayed on: its failures never ran to 20 in a row.
    expect((await docRef(collections.webhookEndpoints, orgId, id).get()).get('enabled')).toBe(true);
  });

  it('after 20 failed attempts in a row the endpoint is switched off and its owners are mailed', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks Co');
    const path = newPath('down');
    failEvery.set(path, () => true);
    const { id } = await createEndpoint(owner, path, ['interview.completed']);
    await docRef(collections.webhookEndpoints, orgId, id).update({ consecutiveFailures: 19 });
    expect((await callEndpoint(endpoints.testWebhook, withId(owner, id))).status).toBe(201);
    await expect
      .poll(() => listed(owner), DELIVERED)
      .toEqual([expect.objectContaining({ id, enabled: false, disabledReason: 'failures' })]);
    const mail = await waitForMail(owner.email, (m) => m.subject === M.webhookDisabledMail.subject);
    expect(mail.text).toContain(`${receiverUrl}${path}`);
    // Switched on again by an owner, its failures are forgotten.
    const on = await callEndpoint(endpoints.updateWebhook, {
      ...withId(owner, id),
      body: { enabled: true },
    });
    expect(bodyOf(on, 200).endpoint).toMatchObject({ enabled: true, disabledReason: null });
    expect(
      (await docRef(collections.webhookEndpoints, orgId, id).get()).get('consecutiveFailures'),
    ).toBe(0);
  });
});

describe('webhooks through the public API v1 (a webhooks:manage key)', () => {
  it('a key makes an endpoint the screen lists as the key’s, tests it, reads its log, changes and deletes it', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks API Co');
    const hooks = await createApiKey(owner, ['webhooks:manage'], 'Ashby sync');
    const path = newPath('v1');
    const made = await sendV1('POST', '/webhooks', hooks.secret, {
      body: { url: `${receiverUrl}${path}`, events: ['interview.completed'], description: 'ATS' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(String(made.body.secret)).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const endpoint = made.body.data as { id: string; createdByName: string };
    expect(endpoint.createdByName).toBe('API key "Ashby sync"');
    // The owner's screen and the key see the same endpoint, never its secret.
    expect(await listed(owner)).toEqual([endpoint]);
    expect((await sendV1('GET', '/webhooks', hooks.secret)).body).toEqual({ data: [endpoint] });

    const test = await sendV1('POST', `/webhooks/${endpoint.id}/test`, hooks.secret);
    expect(test.status).toBe(201);
    const queued = test.body.data as { id: string; messageId: string };
    await expect.poll(() => at(path).length, DELIVERED).toBe(1);
    expect(verify(String(made.body.secret), at(path)[0])).toMatchObject({ type: 'webhook.test' });
    await expect
      .poll(
        async () =>
          (await sendV1('GET', `/webhooks/${endpoint.id}/deliveries`, hooks.secret)).body.data,
      )
      .toEqual([expect.objectContaining({ id: queued.id, state: 'SUCCESS', responseStatus: 200 })]);
    const again = await sendV1(
      'POST',
      `/webhooks/${endpoint.id}/deliveries/${queued.id}/resend`,
      hooks.secret,
    );
    expect(again.status).toBe(201);
    await expect.poll(() => at(path).length, DELIVERED).toBe(2);
    expect(at(path)[1].headers['webhook-id']).toBe(queued.messageId);

    const off = await sendV1('PATCH', `/webhooks/${endpoint.id}`, hooks.secret, {
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({
      id: endpoint.id,
      enabled: false,
      disabledReason: 'owner',
    });
    const gone = await sendV1('DELETE', `/webhooks/${endpoint.id}`, hooks.secret);
    expect(gone.body).toEqual({ data: { id: endpoint.id, deleted: true } });
    expect(await listed(owner)).toEqual([]);
    expect(await webhookState(orgId)).toEqual([]);
  });

  it('without the scope 403, revoked 401, another org’s endpoint 404: nothing written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Hooks API Co');
    const other = await createTestOrg('Other Hooks API Co');
    const theirs = await createEndpoint(other.staff, newPath('theirs'), ['review.decided']);
    const mine = await createEndpoint(owner, newPath('mine'), ['review.decided']);
    const reader = await createApiKey(owner, [
      'interviews:read',
      'interviews:write',
      'results:read',
    ]);
    const hooks = await createApiKey(owner, ['webhooks:manage']);
    const revoked = await createApiKey(owner, ['webhooks:manage']);
    const revoke = await callEndpoint(endpoints.revokeApiKey, withId(owner, revoked.id));
    expect(revoke.status).toBe(200);
    const before = [await webhookState(orgId), await webhookState(other.orgId)];
    const body = { url: `${receiverUrl}/x`, events: ['review.decided'] };

    for (const [method, path, payload] of [
      ['GET', '/webhooks', undefined],
      ['POST', '/webhooks', body],
      ['PATCH', `/webhooks/${mine.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${mine.id}`, undefined],
      ['POST', `/webhooks/${mine.id}/test`, undefined],
      ['GET', `/webhooks/${mine.id}/deliveries`, undefined],
    ] as const) {
      const options = payload === undefined ? {} : { body: payload };
      expectProblem(
        await sendV1(method, path, reader.secret, options),
        403,
        M.scopeMissing('webhooks:manage'),
      );
      expectProblem(await sendV1(method, path, revoked.secret, options), 401, M.keyInvalid);
    }
    for (const [method, path, payload] of [
      ['PATCH', `/webhooks/${theirs.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${theirs.id}`, undefined],
      ['POST', `/webhooks/${theirs.id}/test`, undefined],
      ['GET', `/webhooks/${theirs.id}/deliveries`, undefined],
    ] as const)
      expectProblem(
        await sendV1(method, path, hooks.secret, payload === undefined ? {} : { body: payload }),
        404,
        M.webhookNotFound,
      );
    expect((await sendV1('GET', '/webhooks', hooks.secret)).body.data).toEqual([
      expect.objectContaining({ id: mine.id }),
    ]);
    expect([await webhookState(orgId), await webhookState(other.orgId)]).toEqual(before);
  });
});
