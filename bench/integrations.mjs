// Integrations: the public API v1's latency with an org API key (autocannon, each read measured
// right after GET /api/health, the floor), and how long a signed webhook takes from the API call
// that makes its event to the receiver on this machine. Part of `npm run bench` (emulators up).
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  cannon,
  CONNECTIONS,
  createOrgWithStaff,
  interviewBody,
  percentile,
  WARMUP,
} from './support.mjs';

async function post(origin, path, authorization, body, headers = {}) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization, ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A receiver on this machine (allowed under the emulators): each delivery's arrival time by id. */
async function receiver() {
  const arrivals = new Map();
  const waiting = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200).end();
      const at = performance.now();
      try {
        const { type, data } = JSON.parse(body);
        if (type !== 'interview.scheduled') return;
        arrivals.set(data.interviewId, at);
        waiting.get(data.interviewId)?.(at);
      } catch {
        // not an event: ignored
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const arrival = (id, timeoutMs) =>
    arrivals.has(id)
      ? Promise.resolve(arrivals.get(id))
      : new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no webhook for ${id} in ${timeoutMs} ms`)),
            timeoutMs,
          );
          waiting.set(id, (at) => {
            clearTimeout(timer);
            resolve(at);
          });
        });
  return {
    url: `http://127.0.0.1:${server.address().port}/hiq`,
    arrival,
    close: () => server.close(),
  };
}

export async function measure({ hostingOrigin: origin, log, quick }) {
  const amount = quick ? 60 : 200;
  const events = quick ? 8 : 30;
  const { staff } = await createOrgWithStaff('Integrations Bench Corp');
  const owner = `Bearer ${staff.idToken}`;
  const { secret } = await post(origin, '/api/integrations/api-keys', owner, {
    name: 'Bench',
    scopes: ['interviews:read', 'interviews:write'],
  });
  const key = { authorization: `Bearer ${secret}` };
  const hook = await receiver();
  await post(origin, '/api/integrations/webhooks', owner, {
    url: hook.url,
    events: ['interview.scheduled'],
    description: 'bench',
  });

  // Event → delivered: one interview at a time through the v1 create, so the delivery's own time
  // is measured, not a queue of earlier ones. From the create's answer to the signed POST's arrival.
  log(`integrations: ${events} interviews created through /api/v1, each event awaited`);
  const sinceAnswer = [];
  const sinceRequest = [];
  // The first event starts the triggers' workers: a warm-up, not measured.
  for (let i = -1; i < events; i++) {
    const t0 = performance.now();
    const { data } = await post(
      origin,
      '/api/v1/interviews',
      key.authorization,
      interviewBody(`Hook ${i}`, i),
      {
        'Idempotency-Key': randomUUID(),
      },
    );
    const t1 = performance.now();
    const at = await hook.arrival(data.id, 60_000);
    if (i < 0) {
      log(`integrations: warm-up event delivered ${(at - t1).toFixed(0)} ms after the answer`);
      continue;
    }
    sinceAnswer.push(at - t1);
    sinceRequest.push(at - t0);
  }
  hook.close();
  log(
    `integrations: delivered after the answer (ms): ${sinceAnswer.map((ms) => ms.toFixed(0)).join(' ')}`,
  );

  const reads = [
    { name: 'GET /api/v1/interviews', path: '/api/v1/interviews?limit=20' },
    { name: 'GET /api/v1/question-sets', path: '/api/v1/question-sets' },
  ];
  const health = { method: 'GET', path: '/api/health' };
  log(`integrations: warming up (${WARMUP} requests each, ${CONNECTIONS} connections)`);
  await cannon(origin, { ...health, amount: WARMUP });
  for (const r of reads)
    await cannon(origin, { method: 'GET', path: r.path, headers: key, amount: WARMUP });

  const rows = [
    {
      metric: 'webhook: create answered → delivered p50',
      value: percentile(sinceAnswer, 50),
      unit: 'ms',
    },
    {
      metric: 'webhook: create answered → delivered p95',
      value: percentile(sinceAnswer, 95),
      unit: 'ms',
      target: '≤ 5000',
      ok: percentile(sinceAnswer, 95) <= 5000,
    },
    {
      metric: 'webhook: create sent → delivered p95',
      value: percentile(sinceRequest, 95),
      unit: 'ms',
    },
  ];
  const notes = [];
  for (const r of reads) {
    const floor = await cannon(origin, { ...health, amount });
    const m = await cannon(origin, { method: 'GET', path: r.path, headers: key, amount });
    const bad = m.count - (m.statuses[200] ?? 0);
    log(
      `${r.name}: p50 ${m.p50.toFixed(1)} ms (health ${floor.p50.toFixed(1)} ms), p95 ${m.p95.toFixed(1)}; statuses ${JSON.stringify(m.statuses)}`,
    );
    if (bad) notes.push(`${r.name}: ${bad} answers other than 200: ${JSON.stringify(m.statuses)}`);
    rows.push(
      {
        metric: `${r.name} p50`,
        value: m.p50,
        unit: 'ms',
        floor: floor.p50,
        target: '≤ 3× floor',
        ok: m.p50 <= 3 * floor.p50 && bad === 0,
      },
      { metric: `${r.name} p95`, value: m.p95, unit: 'ms', floor: floor.p95 },
    );
  }
  notes.push(
    `Webhooks: ${events} interview.scheduled events, one at a time, to a receiver on this machine (the outbox's trigger signs and sends; retries not involved). v1 reads: ${amount} requests over ${CONNECTIONS} connections with an API key, each right after ${amount} GET /api/health.`,
  );
  return { title: 'Integrations: public API v1 and webhook delivery', rows, notes };
}
