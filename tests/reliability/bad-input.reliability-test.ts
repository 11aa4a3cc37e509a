// Bad input: for every endpoint, ≥ 200 malformed requests. Each must be answered
// with a 4xx and a JSON {error: "<a message>"} (on /api/v1, problem details with a detail), and
// the database must be exactly as before. One case in HOSTED_EVERY, and every case only the
// platform answers, goes through Hosting and the Functions emulator as deployed; the rest go to
// the same app served from this process (a third of the time per request), against the same
// emulators.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '../../functions/src/shared/contract/endpoints';
import { adminDb, collectionRef } from '../support/admin';
import { apiBase } from '../support/api';
import { startApiInProcess } from '../support/in-process-api';
import { clientIp } from '../support/access';
import type { BadRequest } from './bad-input';
import { changedPaths, snapshotDatabase } from './db-snapshot';
import type { DatabaseSnapshot } from './db-snapshot';
import { createFixtures, endpointTable, pathsAgainstTheirLabels } from './endpoints';
import type { EndpointCases, Fixtures } from './endpoints';

const PARALLEL = 10;
const MIN_CASES = 200;
const HOSTED_EVERY = 5;

interface Outcome {
  label: string;
  status: number;
  /** Answered by the platform before the API's code ran (see platformAnswer). */
  platform: boolean;
  /** Sent through Hosting and the Functions emulator (else to the app in this process). */
  hosted: boolean;
  problem?: string;
}

/**
 * Some bad requests never reach the API's code, so only the platform can answer them; those must
 * still be a 4xx (and change nothing), but the body is the platform's, not our JSON:
 * - a JSON-typed body that is not a JSON object or array: the Functions runtime parses JSON before
 *   the app and answers 400 itself (tests/integration/api-basics says the same);
 * - a path with a `..` segment (even percent-encoded): Hosting answers 404;
 * - a request line and headers over Node's 16 KiB limit: the HTTP server answers 431.
 */
function platformAnswer(c: BadRequest): string | undefined {
  const type = Object.entries(c.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
  if (c.body !== undefined && type && /^application\/json/i.test(type)) {
    const text = typeof c.body === 'string' ? c.body : Buffer.from(c.body).toString('utf8');
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null) return 'runtime: non-object JSON';
    } catch {
      return 'runtime: malformed JSON';
    }
  }
  const path = c.path.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(decodeURIComponent(path));
  } catch {
    // not decodable twice: keep the once-decoded or raw path
  }
  if (/(^|\/)\.\.(\/|$)/.test(decoded) || /(^|\/)\.\.(\/|$)/.test(path))
    return 'hosting: dot segment';
  // Node counts the request line and every header against its 16 KiB limit.
  const headerBytes = c.path.length + Object.values(c.headers).reduce((n, v) => n + v.length, 0);
  if (headerBytes > 15_500) return 'server: headers too large';
  return undefined;
}

/**
 * The rate limits (10 access requests an hour per client…) sit in front of the validation: a case
 * answered 429 is sent again after their counters are cleared, so every case reaches it. Product
 * code keeps its limits.
 */
async function clearRateLimits() {
  // Recursive: each window's hits are a subcollection under a document that never exists.
  await adminDb.recursiveDelete(collectionRef(collections.rateLimits));
}

let inProcess: Awaited<ReturnType<typeof startApiInProcess>>;

/**
 * One case, from a client address of its own (per-client rate-limit counters never contend);
 * `index` picks the sampled ones that go through Hosting.
 */
async function send(endpoint: string, c: BadRequest, index: number): Promise<Outcome> {
  const method = c.method ?? endpoint.split(' ')[0];
  const platform = platformAnswer(c) !== undefined;
  const hosted = platform || index % HOSTED_EVERY === 0;
  try {
    const res = await fetch(`${hosted ? apiBase : inProcess.origin}${c.path}`, {
      method,
      headers: { 'X-Forwarded-For': clientIp(), ...c.headers },
      body: method === 'GET' || method === 'HEAD' ? undefined : (c.body as BodyInit | undefined),
      redirect: 'manual',
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    // The public API's failures are RFC 9457 problem details: the message is their detail.
    const v1 = c.path.startsWith('/api/v1/');
    let problem: string | undefined;
    if (res.status < 400 || res.status >= 500) problem = `status ${res.status}`;
    else if (platform) problem = undefined;
    else if (!(v1 ? /^application\/problem\+json/ : /^application\/json/).test(type))
      problem = `not ${v1 ? 'problem details' : 'JSON'} (${type}): ${text.slice(0, 80)}`;
    else {
      try {
        const body = JSON.parse(text) as { error?: unknown; detail?: unknown; status?: unknown };
        const message = v1 ? body.detail : body.error;
        if (typeof message !== 'string' || !message.trim())
          problem = `no error message: ${text.slice(0, 80)}`;
        else if (v1 && body.status !== res.status)
          problem = `problem status ${String(body.status)} on a ${res.status}`;
      } catch {
        problem = `broken JSON: ${text.slice(0, 80)}`;
      }
    }
    if (problem && res.status < 400) problem += ` ${text.slice(0, 120)}`;
    return { label: c.label, status: res.status, platform, hosted, problem };
  } catch (error) {
    return {
      label: c.label,
      status: 0,
      platform: false,
      hosted,
      problem: `request failed: ${String(error)}`,
    };
  }
}

/** Snapshots until two in a row agree: triggers of earlier writes (counters, mail) have settled. */
async function settledSnapshot(): Promise<DatabaseSnapshot> {
  let previous = await snapshotDatabase();
  for (let i = 0; i < 20; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    const next = await snapshotDatabase();
    if (next.digest === previous.digest) return next;
    previous = next;
  }
  throw new Error('the database never settled');
}

let fixtures: Fixtures;
let table: EndpointCases[];
const report: {
  endpoint: string;
  cases: number;
  platform: number;
  hosted: number;
  statuses: Record<number, number>;
  /** Batches that met a rate limit and were sent again after clearing it. */
  cleared: number;
  ms: number;
}[] = [];
const started = Date.now();

beforeAll(async () => {
  inProcess = await startApiInProcess({ rateLimits: false });
  fixtures = await createFixtures();
  table = endpointTable(fixtures);
});

afterAll(() => {
  inProcess?.close();
  const total = report.reduce((n, r) => n + r.cases, 0);
  const lines = report.map((r) => {
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    const seconds = (r.ms / 1000).toFixed(1).padStart(5);
    const resent = r.cleared ? `  (${r.cleared} batches resent after a 429)` : '';
    return `${r.endpoint.padEnd(52)} ${String(r.cases).padStart(4)} ${String(r.hosted).padStart(6)} ${String(r.platform).padStart(4)} ${seconds} s  ${statuses}${resent}`;
  });
  const hosted = report.reduce((n, r) => n + r.hosted, 0);
  console.log(
    [
      `${'Bad input: endpoint'.padEnd(52)} cases hosted platform time  statuses`,
      ...lines,
      `${report.length} endpoints, ${total} cases (${hosted} through Hosting) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ].join('\n'),
  );
});

// functions/src/app.ts and features/*/routes.ts: every route, in the table's order.
const ENDPOINTS = [
  'GET /api/health',
  'GET /api/access/captcha',
  'POST /api/access/captcha/verify',
  'POST /api/access/request',
  'POST /api/access/confirm',
  'GET /api/access/requests',
  'POST /api/access/requests/:id/approve',
  'POST /api/access/requests/:id/reject',
  'POST /api/auth/validate-token',
  'POST /api/auth/verify-token',
  'POST /api/auth/complete-registration',
  'POST /api/auth/register',
  'POST /api/auth/accept-invitation',
  'POST /api/auth/verify-email',
  'GET /api/auth/me',
  'PUT /api/auth/me',
  'DELETE /api/auth/me',
  'GET /api/public/interviews/:sessionId/questions',
  'POST /api/public/interviews/:sessionId/consent',
  'POST /api/public/interviews/:sessionId/questions/:questionId/open',
  'POST /api/public/interviews/:sessionId/questions/:questionId/start',
  'POST /api/public/interviews/:sessionId/questions/:questionId/retake',
  'POST /api/public/interviews/:sessionId/answer',
  'POST /api/public/interviews/:sessionId/adjustment-request',
  'POST /api/public/interviews/:sessionId/complete',
  'POST /api/public/interviews/:sessionId/speech-token',
  'POST /api/public/interviews/:sessionId/media',
  'GET /api/interviews',
  'POST /api/interviews',
  'POST /api/interviews/:id/erase',
  'POST /api/interviews/:id/cancel',
  'GET /api/interviews/:id/recordings/:questionId',
  'POST /api/interviews/:id/playback-grant',
  'POST /api/interviews/:id/reviews',
  'POST /api/interviews/:id/candidate-feedback',
  'POST /api/interviews/:id/shares',
  'POST /api/shares',
  'GET /api/interviews/:id/shares',
  'POST /api/interviews/:id/shares/:shareId/revoke',
  'POST /api/public/shares/:shareId/code',
  'POST /api/public/shares/:shareId/verify',
  'POST /api/public/shares/:shareId/view',
  'POST /api/public/shares/:shareId/feedback',
  'GET /api/public/shares/:shareId/recordings/:questionId',
  'POST /api/team/invitations',
  'POST /api/team/invitations/:id/resend',
  'DELETE /api/team/invitations/:id',
  'PATCH /api/team/members/:uid',
  'DELETE /api/team/members/:uid',
  'PATCH /api/team/settings',
  'GET /api/question-sets/library',
  'POST /api/question-sets',
  'PUT /api/question-sets/:id',
  'POST /api/question-sets/:id/duplicate',
  'POST /api/question-sets/:id/archive',
  'POST /api/question-sets/:id/restore',
  'GET /api/integrations/api-keys',
  'POST /api/integrations/api-keys',
  'POST /api/integrations/api-keys/:id/revoke',
  'GET /api/v1/interviews',
  'GET /api/v1/interviews/:id',
  'POST /api/v1/interviews',
  'POST /api/v1/interviews/:id/cancel',
  'GET /api/v1/interviews/:id/results',
  'GET /api/v1/question-sets',
  'GET /api/v1/webhooks',
  'POST /api/v1/webhooks',
  'PATCH /api/v1/webhooks/:id',
  'DELETE /api/v1/webhooks/:id',
  'POST /api/v1/webhooks/:id/test',
  'GET /api/v1/webhooks/:id/deliveries',
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/resend',
  'GET /api/v1/openapi.json',
  'GET /api/ats/greenhouse/list_tests',
  'POST /api/ats/greenhouse/send_test',
  'GET /api/ats/greenhouse/test_status',
  'POST /api/ats/greenhouse/response_error',
  'POST /api/ats/ashby/assessment.list',
  'POST /api/ats/ashby/assessment.start',
  'POST /api/ats/ashby/assessment.cancel',
  'GET /api/ats/ashby/connection',
  'PUT /api/ats/ashby/connection',
  'DELETE /api/ats/ashby/connection',
  'GET /api/integrations/webhooks',
  'POST /api/integrations/webhooks',
  'PATCH /api/integrations/webhooks/:id',
  'DELETE /api/integrations/webhooks/:id',
  'POST /api/integrations/webhooks/:id/test',
  'GET /api/integrations/webhooks/:id/deliveries',
  'POST /api/integrations/webhooks/:id/deliveries/:deliveryId/resend',
];

describe('bad input', () => {
  let before: DatabaseSnapshot;

  it('covers every endpoint of the API', () => {
    expect(table.map((e) => e.name)).toEqual(ENDPOINTS);
    // Every endpoint of the contract, and every one the feature routers register (each with
    // `route(router, <feature>Endpoints.<name>, …)` or a feature's own wrapper of it such as
    // `partnerRoute(<feature>Endpoints.<name>, …)`), so a new endpoint cannot be missed here.
    const contract = Object.values(endpoints).map((e) => `${e.method} /api${e.path}`);
    expect([...contract].sort()).toEqual([...ENDPOINTS].sort());
    const features = join(__dirname, '../../functions/src/features');
    const declared = readdirSync(features).flatMap((feature) => {
      const file = join(features, feature, 'routes.ts');
      if (!existsSync(file)) return [];
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/\b\w*[rR]oute\(\s*(?:\w+,\s*)?\w+Endpoints\.(\w+)/g)].map(
        ([, name]) => {
          const endpoint = endpoints[name as keyof typeof endpoints];
          return `${endpoint.method} /api${endpoint.path}`;
        },
      );
    });
    expect([...declared].sort()).toEqual([...ENDPOINTS].sort());
    // Each case's path is its endpoint's route unless its label says otherwise: a route renamed
    // in the contract and not in the table would answer 404, which the sweep counts as refused.
    expect(pathsAgainstTheirLabels(table)).toEqual([]);
  });

  for (const name of ENDPOINTS) {
    it(`${name}: every bad request is a 4xx JSON error and changes nothing`, async () => {
      const { cases } = table.find((e) => e.name === name)!;
      before ??= await settledSnapshot();
      const t0 = Date.now();
      const failures: string[] = [];
      if (cases.length < MIN_CASES) failures.push(`only ${cases.length} cases`);
      const outcomes: Outcome[] = [];
      let cleared = 0;
      await clearRateLimits();
      for (let i = 0; i < cases.length; i += PARALLEL) {
        const batch = cases.slice(i, i + PARALLEL);
        const answers = await Promise.all(batch.map((c, j) => send(name, c, i + j)));
        // Some limits count per user, org or session, not per client (10 an hour for some), and
        // the sweep sends hundreds: a 429 is the limit, not the validation, so clear and resend.
        const limited = answers.flatMap((o, j) => (o.status === 429 ? [j] : []));
        if (limited.length) {
          await clearRateLimits();
          cleared += 1;
          const again = await Promise.all(limited.map((j) => send(name, batch[j]!, i + j)));
          limited.forEach((j, k) => {
            const o = again[k]!;
            answers[j] =
              o.status === 429 ? { ...o, problem: 'rate-limited again right after clearing' } : o;
          });
        }
        outcomes.push(...answers);
      }
      const statuses: Record<number, number> = {};
      for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
      for (const o of outcomes) if (o.problem) failures.push(`[${o.label}]: ${o.problem}`);
      let after = await snapshotDatabase();
      if (after.digest !== before.digest) {
        // Give a late trigger a moment before calling it a write.
        await new Promise((r) => setTimeout(r, 1000));
        after = await snapshotDatabase();
        if (after.digest !== before.digest)
          failures.push(`the database changed: ${changedPaths(before, after).join(', ')}`);
      }
      before = after;
      report.push({
        endpoint: name,
        cases: cases.length,
        platform: outcomes.filter((o) => o.platform).length,
        hosted: outcomes.filter((o) => o.hosted).length,
        statuses,
        cleared,
        ms: Date.now() - t0,
      });
      if (failures.length)
        console.log(`${name}: ${failures.length} failures\n${failures.join('\n')}`);
      expect(failures).toEqual([]);
    });
  }
});
