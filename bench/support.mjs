// Shared by the benches that run under the emulators (`firebase emulators:exec` sets the hosts):
// the admin SDK, an org with a staff user, sign-in, scheduling through the API, percentiles.
import { randomBytes, randomUUID } from 'node:crypto';
// The Firestore contract as the build compiles it: node runs the benchmarks without TypeScript,
// and `npm run bench` builds before it runs them.
import { collections } from '../functions/lib/shared/contract/collections.js';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

let cached;
/** The admin SDK against the emulators (loaded on first use: the bundle bench doesn't need it). */
export async function admin() {
  if (cached) return cached;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-hiq' });
  cached = { db: getFirestore(app), auth: getAuth(app) };
  return cached;
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** Signs in through the Auth emulator's REST API, as the browser SDK does; returns the ID token. */
async function signIn(email, password) {
  const res = await fetch(
    `${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await res.json();
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/**
 * A fresh org whose one verified staff user is its owner (as tests/support/users.ts makes them):
 * claims, profile and the membership document that staff access requires.
 */
export async function createOrgWithStaff(name = 'Bench Corp', orgId = undefined) {
  const { db, auth } = await admin();
  orgId ??= `bench-${randomUUID().slice(0, 8)}.test`;
  const email = `staff@${orgId}`;
  const password = 'bench-password-1';
  const user = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { role: 'staff', orgId });
  const now = new Date();
  const batch = db.batch();
  batch.set(db.doc(collections.orgs.doc(orgId)), {
    name,
    domain: orgId,
    memberCount: 1,
    ownerCount: 1,
    createdAt: now,
  });
  batch.set(db.doc(collections.members.doc(orgId, user.uid)), {
    uid: user.uid,
    email,
    displayName: 'Bench Staff',
    role: 'owner',
    since: now,
    invitedBy: null,
  });
  batch.set(db.doc(collections.users.doc(user.uid)), {
    email,
    displayName: 'Bench Staff',
    role: 'staff',
    orgId,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  });
  await batch.commit();
  return {
    orgId,
    staff: { uid: user.uid, email, password, idToken: await signIn(email, password) },
  };
}

/** The body POST /api/interviews takes: a candidate tomorrow. */
export function interviewBody(candidateName, i = 0) {
  const date = new Date(Date.now() + 86_400_000 + i * 60_000);
  return {
    candidateName,
    candidateEmail: `cand-${randomUUID().slice(0, 8)}@example.test`,
    type: 'technical',
    level: 'mid',
    scheduledTime: date.toISOString().slice(0, 16),
    date: date.toISOString(),
  };
}

/** Schedules an interview through the API (questions from the bank, invitation mail queued). */
export async function scheduleInterview(origin, idToken, candidateName, i = 0) {
  const res = await fetch(`${origin}/api/interviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(interviewBody(candidateName, i)),
  });
  if (res.status !== 201)
    throw new Error(`POST /api/interviews: ${res.status} ${await res.text()}`);
  return (await res.json()).interview;
}

/**
 * Waits until the invitation mails of these interviews are out (delivered or given up on), so the
 * triggers that scheduling set off (mail, counters) are not still running when a timing starts: a
 * candidate opens their link long after it was sent.
 */
export async function invitationsSent(interviews, timeoutMs = 60_000) {
  const { db } = await admin();
  const deadline = Date.now() + timeoutMs;
  const emails = interviews.map((i) => i.candidateEmail);
  for (;;) {
    const mails = (await db.collection(collections.mail.path()).where('to', 'in', emails).get())
      .docs;
    const out = mails.filter((m) => !['PENDING', 'PROCESSING'].includes(m.get('delivery.state')));
    if (mails.length >= emails.length && out.length === mails.length) return;
    if (Date.now() > deadline) throw new Error('the invitation mails were not sent in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs in through the real /login form, then opens `to`. */
export async function signInInBrowser(page, origin, email, password, to = '/dashboard') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  if (new URL(page.url()).pathname !== to) await page.goto(`${origin}${to}`);
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const median = (values) => percentile(values, 50);

/**
 * `count` consented copies of the scheduled interview `template`, each with its first question
 * open on a take of its own, written straight to Firestore as consenting and opening the question
 * would (an answer or upload is accepted only for the question's current take, once per take).
 */
export async function openTakes(template, count) {
  const { db } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const interviews = db.collection(collections.interviews.path());
  const found = await interviews.where('sessionId', '==', template.sessionId).limit(1).get();
  const record = found.docs[0].data();
  const questionId = record.questions[0].id;
  const takes = [];
  for (let start = 0; start < count; start += 200) {
    const batch = db.batch();
    for (let k = start; k < Math.min(count, start + 200); k++) {
      const ref = interviews.doc();
      const sessionId = randomBytes(16).toString('base64url');
      const takeId = randomBytes(12).toString('base64url');
      const now = Timestamp.now();
      batch.create(ref, { ...record, sessionId, consentedAt: now });
      batch.create(db.doc(collections.attempts.doc(ref.id, questionId)), {
        questionId,
        take: 1,
        takeId,
        shownAt: now,
        startedAt: now,
        deadlineAt: null,
        endedAt: null,
        retakesUsed: 0,
      });
      takes.push({ interviewId: ref.id, sessionId, questionId, takeId });
    }
    await batch.commit();
  }
  return takes;
}

/** Modest load for a shared 2-core machine: a few connections, a fixed number of requests. */
export const CONNECTIONS = 4;
export const WARMUP = 20;

/** One autocannon run; latencies (ms) collected per response so p95 is exact, statuses counted. */
export async function cannon(origin, { method, path, headers = {}, next, amount }) {
  const { default: autocannon } = await import('autocannon');
  const latencies = [];
  const statuses = {};
  let i = 0;
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        amount,
        timeout: 30,
        requests: [
          {
            method,
            path,
            headers: {
              ...headers,
              ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            setupRequest: (req) => {
              const custom = next ? next(i++) : {};
              return { ...req, ...custom };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    count: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    rps: latencies.length / seconds,
    statuses,
  };
}
