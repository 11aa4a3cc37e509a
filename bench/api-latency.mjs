// API latency: p50/p95/p99 and throughput (autocannon) of the four hot endpoints, each measured
// right after GET /api/health (the floor: same hosting rewrite, same function, one Firestore read)
// with the same request count and connections. Part of `npm run bench` (emulators up).
// Every request is a real success path: fresh verified captchas and distinct emails for access
// requests, a staff bearer token for scheduling, real sessions for the candidate's calls.
import { randomBytes, randomUUID } from 'node:crypto';
import { collections } from '../functions/lib/shared/contract/collections.js';
import {
  admin,
  cannon,
  CONNECTIONS,
  createOrgWithStaff,
  interviewBody,
  openTakes,
  scheduleInterview,
  WARMUP,
} from './support.mjs';

/** Verified, unused captchas written straight to Firestore (the answer is never checked again). */
async function verifiedCaptchas(count) {
  const { db } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const ids = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let k = start; k < Math.min(count, start + 400); k++) {
      const id = randomBytes(16).toString('base64url');
      ids.push(id);
      const now = Date.now();
      batch.create(db.doc(collections.captchas.doc(id)), {
        answer: 'AAAAAA',
        attempts: 0,
        verifiedAt: Timestamp.fromMillis(now),
        usedAt: null,
        expiresAt: Timestamp.fromMillis(now + 10 * 60_000),
        createdAt: Timestamp.fromMillis(now),
      });
    }
    await batch.commit();
  }
  return ids;
}

export async function measure({ hostingOrigin, log, quick }) {
  const amount = quick ? 60 : 200;
  const origin = hostingOrigin;
  const { staff } = await createOrgWithStaff('Latency Corp');
  const sessions = [];
  for (let k = 0; k < 8; k++)
    sessions.push(await scheduleInterview(origin, staff.idToken, `Latency ${k}`, k));
  const runId = randomUUID().slice(0, 6);
  const bearer = { authorization: `Bearer ${staff.idToken}` };

  const endpoints = [
    {
      name: 'POST /api/access/request',
      expect: 201,
      prepare: async (n) => {
        const captchas = await verifiedCaptchas(n);
        return (i) => ({
          body: JSON.stringify({
            captchaId: captchas[i % captchas.length],
            email: `lat-${runId}-${i}-${randomUUID().slice(0, 4)}@bench-latency.test`,
            workDomain: 'bench-latency.test',
            teamSize: 12,
            message: 'Measuring how long a request for access takes.',
          }),
        });
      },
      spec: { method: 'POST', path: '/api/access/request' },
    },
    {
      name: 'POST /api/interviews',
      expect: 201,
      prepare: async () => (i) => ({
        body: JSON.stringify(interviewBody(`Bench Candidate ${i}`, i)),
      }),
      spec: { method: 'POST', path: '/api/interviews', headers: bearer },
    },
    {
      name: 'GET /api/public/interviews/{sessionId}/questions',
      expect: 200,
      prepare: async () => (i) => ({
        path: `/api/public/interviews/${sessions[i % sessions.length].sessionId}/questions`,
      }),
      spec: { method: 'GET', path: '/api/public/interviews/x/questions' },
    },
    {
      name: 'POST /api/public/interviews/{sessionId}/answer',
      expect: 200,
      prepare: async (n) => {
        const takes = await openTakes(sessions[0], n);
        return (i) => ({
          path: `/api/public/interviews/${takes[i % n].sessionId}/answer`,
          body: JSON.stringify({
            questionId: takes[i % n].questionId,
            transcript: `Answer number ${i}: I would measure it first.`,
          }),
        });
      },
      spec: { method: 'POST', path: '/api/public/interviews/x/answer' },
    },
  ];

  const health = { method: 'GET', path: '/api/health' };
  // Warm up: the function's worker processes start, Firestore and Auth are touched once.
  log(`api-latency: warming up (${WARMUP} requests each, ${CONNECTIONS} connections)`);
  await cannon(origin, { ...health, amount: WARMUP });
  for (const e of endpoints) {
    const next = await e.prepare(WARMUP);
    await cannon(origin, { ...e.spec, next, amount: WARMUP });
  }

  const rows = [];
  const raw = {};
  const notes = [];
  for (const e of endpoints) {
    const next = await e.prepare(amount);
    const floor = await cannon(origin, { ...health, amount });
    const m = await cannon(origin, { ...e.spec, next, amount });
    raw[e.name] = { measured: m, health: floor };
    const bad = m.count - (m.statuses[e.expect] ?? 0) + floor.count - (floor.statuses[200] ?? 0);
    log(
      `${e.name}: p50 ${m.p50.toFixed(1)} ms (health ${floor.p50.toFixed(1)} ms), p95 ${m.p95.toFixed(1)}, p99 ${m.p99.toFixed(1)}, ${m.rps.toFixed(1)} req/s; statuses ${JSON.stringify(m.statuses)}`,
    );
    if (bad)
      notes.push(
        `${e.name}: ${bad} unexpected statuses ${JSON.stringify(m.statuses)} / health ${JSON.stringify(floor.statuses)}`,
      );
    rows.push(
      {
        metric: `${e.name} p50`,
        value: m.p50,
        unit: 'ms',
        floor: floor.p50,
        target: '≤ 3× floor',
        ok: m.p50 <= 3 * floor.p50 && bad === 0,
      },
      { metric: `${e.name} p95`, value: m.p95, unit: 'ms', floor: floor.p95 },
      { metric: `${e.name} p99`, value: m.p99, unit: 'ms', floor: floor.p99 },
      { metric: `${e.name} throughput`, value: m.rps, unit: 'req/s', floor: floor.rps },
    );
  }
  notes.push(
    `${amount} requests per endpoint over ${CONNECTIONS} connections through the hosting rewrite, each right after ${amount} GET /api/health (the floor); ${WARMUP} warm-up requests each first.`,
    process.env.HIQ_DISABLE_RATE_LIMITS === 'true'
      ? 'Rate limits were off for this run (HIQ_DISABLE_RATE_LIMITS=true): the public endpoints’ figures exclude the limiter’s Firestore transaction.'
      : 'Rate limits were ON (HIQ_DISABLE_RATE_LIMITS unset): expect 429s on the public endpoints.',
  );
  return { title: 'API latency (autocannon, via the hosting rewrite)', rows, notes, raw };
}
