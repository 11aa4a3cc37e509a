/* global document, window, location, requestAnimationFrame, MutationObserver -- page.evaluate / init-script bodies run in the browser */
// Dashboard at scale: 2 000 and 10 000 interviews in one org, measured in Chromium.
//
//   node bench/dashboard.mjs [--quick] [--counts=2000,10000] [--runs=4]
//
// Alone, it builds and runs itself under `firebase emulators:exec` (auth, firestore, functions,
// hosting), then prints its rows. The shared bench runner imports `measure(ctx)` instead, already
// under the emulators. Per org size: time to first rows (cold: a fresh browser context; warm: a
// reload), a sort (click → rows of the new order in the DOM → next frame), a page change, a
// server-side status change reaching the open page, and the Firestore documents each load reads,
// counted for real from what the Firestore Listen channel delivers to the page. A floor from an
// org with 30 interviews is measured in the same run.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collections, documents } from '../functions/lib/shared/contract/collections.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { createOrgWithStaff } from './support.mjs';

const TITLE = 'Dashboard at scale';
/** What "without visible delay" means here. */
const TARGET_MS = 300;
/**
 * One page (25 + 1 to know whether a next page exists), the counters document, and the signed-in
 * user's own member document (listened to, so a removed member sees "access ended" at once).
 */
const TARGET_READS = 28;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const round = (x) => Math.round(x * 10) / 10;
const fmt = (n) => n.toLocaleString('en-US').replace(/,/g, ' ');

/**
 * Runs in every page before its own scripts: signs the bench user in (the SDK's persisted user)
 * and notes when the first interview row appears (ms since navigation start).
 */
function pageProbe({ persisted, origin }) {
  if (location.origin === origin) {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', persisted);
  }
  const probe = { firstRowAt: null };
  window.__benchProbe = probe;
  const watch = () => {
    const mo = new MutationObserver(() => {
      if (probe.firstRowAt === null && document.querySelector('tbody tr[data-interview-id]')) {
        probe.firstRowAt = performance.now();
        mo.disconnect();
      }
    });
    mo.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
}

/** Documents the page has received so far, by kind. */
const readsOf = (docs) => {
  const kinds = { interviews: 0, counters: 0, membership: 0, other: 0 };
  for (const { path } of docs) {
    if (/^interviews\/[^/]+$/.test(path)) kinds.interviews++;
    else if (/^orgs\/[^/]+\/stats\/interviews$/.test(path)) kinds.counters++;
    else if (/^orgs\/[^/]+\/members\/[^/]+$/.test(path)) kinds.membership++;
    else kinds.other++;
  }
  return { total: docs.length, ...kinds };
};

/**
 * Counts, from the network, the documents the Firestore Listen channel delivers to a page: the
 * Chromium DevTools Protocol streams each Listen response's bytes (Network.streamResourceContent)
 * and every `documentChange` in them is one document sent to the client, i.e. one billed read.
 */
async function listenCounter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const docs = [];
  const streams = new Map();
  const change = /"documentChange"\s*:\s*\{[^]*?"name"\s*:\s*"(projects\/[^"]+)"/g;
  const append = (requestId, base64) => {
    const stream = streams.get(requestId);
    if (!stream || !base64) return;
    stream.text += Buffer.from(base64, 'base64').toString('utf8');
    const names = [...stream.text.matchAll(change)].map((m) => m[1]);
    for (const name of names.slice(stream.counted)) {
      docs.push({ path: name.replace(/^.*?\/documents\//, '') });
    }
    stream.counted = Math.max(stream.counted, names.length);
  };
  const stream = async (requestId) => {
    try {
      const { bufferedData } = await cdp.send('Network.streamResourceContent', { requestId });
      append(requestId, bufferedData);
    } catch {
      // Already streaming, or finished: its data came through dataReceived / loadingFinished.
    }
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.includes('google.firestore.v1.Firestore/Listen')) return;
    if (e.request.method !== 'GET') return; // POSTs carry the client's requests (addTarget).
    streams.set(e.requestId, { text: '', counted: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    if (streams.has(e.requestId)) void stream(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => append(e.requestId, e.data));
  return {
    docs,
    channels: () => streams.size,
    reset: () => {
      docs.length = 0;
    },
  };
}

/** Click a control, wait for the table to go busy and come back with the new rows, then a frame. */
function timedTableChange(selector) {
  return new Promise((resolve, reject) => {
    const table = document.querySelector('table[aria-label="Interviews"]');
    const control = [...document.querySelectorAll(selector.css)].find((el) =>
      el.textContent?.includes(selector.text),
    );
    if (!table || !control) return reject(new Error(`no ${selector.text}`));
    const before = document.querySelector('tbody tr')?.getAttribute('data-interview-id');
    let busySeen = false;
    const t0 = performance.now();
    const timer = setTimeout(() => {
      mo.disconnect();
      reject(new Error(`${selector.text}: no new rows after 60 s`));
    }, 60_000);
    const mo = new MutationObserver(() => {
      const busy = table.getAttribute('aria-busy') === 'true';
      if (busy) busySeen = true;
      if (!busySeen || busy) return;
      mo.disconnect();
      clearTimeout(timer);
      const dom = performance.now() - t0;
      requestAnimationFrame(() =>
        setTimeout(() =>
          resolve({
            dom,
            frame: performance.now() - t0,
            changed:
              before !== document.querySelector('tbody tr')?.getAttribute('data-interview-id'),
          }),
        ),
      );
    });
    mo.observe(table, { attributes: true, childList: true, subtree: true });
    control.click();
  });
}

async function seedOrg(db, auth, hubUrl, count, log) {
  const require = createRequire(import.meta.url);
  let buildInterviewRecord;
  try {
    ({
      buildInterviewRecord,
    } = require('../functions/lib/features/interviews/interview-record.js'));
  } catch {
    throw new Error('functions/lib is missing: run `npm run build` first');
  }
  const orgId = `bench-${count}-${randomUUID().slice(0, 6)}.test`;
  const { staff } = await createOrgWithStaff('Bench Corp', orgId);
  const { email, password } = staff;

  // The counter trigger is paused while seeding (the emulator hub's switch); counters written once.
  const hub = (path) => fetch(`${hubUrl}/functions/${path}`, { method: 'PUT' });
  await hub('disableBackgroundTriggers');
  const started = Date.now();
  const counts = { total: 0, scheduled: 0, completed: 0, cancelled: 0 };
  const questions = Array.from({ length: 5 }, (_, i) => ({
    id: `q${i + 1}`,
    text: `A realistic interview question number ${i + 1}, about as long as the ones in the bank?`,
    hint: 'A hint of typical length that nudges the candidate toward a structured answer.',
  }));
  const batches = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const status = ['scheduled', 'completed', 'cancelled'][i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0];
      counts.total++;
      counts[status]++;
      const n = (i * 7919) % count;
      const date = new Date(Date.now() + (i - count / 2) * 3_600_000).toISOString();
      // The API's record (and sort keys); names in mixed case, so case-insensitivity matters.
      const record = buildInterviewRecord(
        {
          candidateName: `${n % 2 ? 'Candidate' : 'candidate'} ${n}`,
          candidateEmail: `c${i}@example.org`,
          type: ['technical', 'behavioral', 'system-design'][i % 3],
          level: ['junior', 'mid', 'senior'][(i >> 1) % 3],
          date,
          scheduledTime: date.slice(0, 16),
        },
        { orgId, orgName: 'Bench Corp', createdBy: staff.uid, questions, status },
      );
      batch.set(db.collection(collections.interviews.path()).doc(), record);
    }
    batches.push(batch);
  }
  for (let i = 0; i < batches.length; i += 4) {
    await Promise.all(batches.slice(i, i + 4).map((b) => b.commit()));
  }
  await db.doc(documents.interviewCounters.doc(orgId)).set(counts);
  await hub('enableBackgroundTriggers');
  log(`seeded ${fmt(count)} interviews in ${Date.now() - started} ms`);
  return { orgId, email, password };
}

async function persistedUser(authHost, email, password) {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const session = await res.json();
  if (!session.idToken) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  return JSON.stringify({
    uid: session.localId,
    email,
    emailVerified: true,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + 3_600_000,
    },
    createdAt: String(Date.now()),
    lastLoginAt: String(Date.now()),
    apiKey: 'demo-api-key',
    appName: '[DEFAULT]',
  });
}

/** One org size: loads, sorts, page changes, a live change, reads. */
async function measureOrg({ browser, db, auth, ctx, count, runs, hubUrl, authHost }) {
  const { log, hostingOrigin } = ctx;
  const org = await seedOrg(db, auth, hubUrl, count, log);
  const persisted = await persistedUser(authHost, org.email, org.password);
  // The server's share: the dashboard's first-page query from Node (admin SDK), no browser.
  const { FieldPath } = await import('firebase-admin/firestore');
  const server = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await db
      .collection(collections.interviews.path())
      .where('orgId', '==', org.orgId)
      .orderBy('date', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(26)
      .get();
    server.push(performance.now() - t);
  }
  log(`${fmt(count)}: the first-page query alone (admin SDK): ${server.map(round).join(', ')} ms`);
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(pageProbe, { persisted, origin: hostingOrigin });
    return context;
  };

  /** A load: navigation start → first interview row (in-page clock); reads once the page settles. */
  const load = async (page, counter, label) => {
    counter.reset();
    const started = Date.now();
    await page.goto(`${hostingOrigin}/dashboard`);
    try {
      await page.waitForFunction(() => window.__benchProbe?.firstRowAt !== null, null, {
        timeout: 120_000,
        polling: 50,
      });
    } catch (error) {
      const shot = join(import.meta.dirname, 'results-failure.png');
      await page.screenshot({ path: shot });
      const body = await page.locator('body').innerText();
      throw new Error(
        `${label}: no rows after ${Date.now() - started} ms (screenshot ${shot}): ${body.slice(0, 300)}`,
        { cause: error },
      );
    }
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // Settle: nothing more from the Listen channel for 750 ms.
    let last = -1;
    while (counter.docs.length !== last) {
      last = counter.docs.length;
      await page.waitForTimeout(750);
    }
    if (counter.docs.length === 0) log(`no documents seen on ${counter.channels()} Listen streams`);
    const firstRows = await page.evaluate(() => window.__benchProbe.firstRowAt);
    return { firstRows, reads: readsOf(counter.docs) };
  };

  const cold = [];
  const warm = [];
  const reads = [];
  let page;
  let context;
  let counter;
  for (let run = 0; run < runs; run++) {
    // Run 0 and the last run: a fresh context (nothing cached); the others reload the same page.
    if (!page || run === runs - 1) {
      await context?.close();
      context = await newContext();
      page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && log(`[browser] ${m.text()}`));
      counter = await listenCounter(context, page);
      const r = await load(page, counter, `${fmt(count)}, cold load`);
      cold.push(r.firstRows);
      reads.push(r.reads);
      log(
        `${fmt(count)}: cold load, first rows after ${round(r.firstRows)} ms, reads ${JSON.stringify(r.reads)}`,
      );
    } else {
      const r = await load(page, counter, `${fmt(count)}, warm load`);
      warm.push(r.firstRows);
      reads.push(r.reads);
      log(
        `${fmt(count)}: warm load, first rows after ${round(r.firstRows)} ms, reads ${JSON.stringify(r.reads)}`,
      );
    }
  }

  /** A sort or page change, timed in the page; documents read counted from the network. */
  const change = async (css, text) => {
    const before = counter.docs.length;
    const t = await page.evaluate(timedTableChange, { css, text });
    await page.waitForTimeout(300);
    return { ...t, reads: counter.docs.length - before };
  };
  const sorts = [];
  for (const column of [
    'Candidate',
    'Candidate',
    'Level',
    'Status',
    'Type',
    'Date & Time',
    'Date & Time',
  ]) {
    const t = await change('thead button', column);
    sorts.push(t);
    log(
      `${fmt(count)}: sort by ${column}: rows in ${round(t.dom)} ms, next frame ${round(t.frame)} ms, ${t.reads} documents read${t.changed ? '' : ' (first row unchanged)'}`,
    );
  }
  const pages = [];
  for (const label of ['Next', 'Previous', 'Next', 'Previous']) {
    const t = await change('button', label);
    pages.push(t);
    log(
      `${fmt(count)}: ${label}: rows in ${round(t.dom)} ms, next frame ${round(t.frame)} ms, ${t.reads} documents read`,
    );
  }

  // A status change written by the server: how long until the open page shows it.
  const firstId = await page.locator('tbody tr').first().getAttribute('data-interview-id');
  const status = (await db.doc(collections.interviews.doc(firstId)).get()).get('status');
  const next = status === 'completed' ? 'scheduled' : 'completed';
  const t0 = Date.now();
  await db.doc(collections.interviews.doc(firstId)).update({ status: next });
  await page
    .locator(`tr[data-interview-id="${firstId}"]`)
    .getByText(next, { exact: true })
    .waitFor();
  const live = Date.now() - t0;
  log(`${fmt(count)}: a server-side status change showed after ${live} ms`);
  await context.close();
  return { cold, warm, reads, sorts, pages, live, server: median(server.slice(1)) };
}

/**
 * The shared bench runner's entry: already under the emulators (FIRESTORE_EMULATOR_HOST etc. set).
 * @param {{hostingOrigin: string, chromiumPath: string, chromiumArgs: string[], log: (msg: string) => void, quick: boolean, counts?: number[], runs?: number}} ctx
 */
export async function measure(ctx) {
  const { quick } = ctx;
  const counts = ctx.counts ?? (quick ? [2000] : [2000, 10_000]);
  const runs = ctx.runs ?? (quick ? 3 : 5);
  const project = process.env.GCLOUD_PROJECT ?? 'demo-hiq';
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const hubUrl = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { chromium } = await import('@playwright/test');
  const app =
    getApps().find((a) => a.name === 'bench-dashboard') ??
    initializeApp({ projectId: project }, 'bench-dashboard');
  const db = getFirestore(app);
  const auth = getAuth(app);
  const browser = await chromium.launch({
    executablePath: ctx.chromiumPath,
    args: ctx.chromiumArgs,
  });
  const rows = [];
  const timeRow = (metric, value, floor) => ({
    metric,
    value: round(value),
    unit: 'ms',
    ...(floor === undefined ? {} : { floor: round(floor) }),
    target: `≤ ${TARGET_MS} ms`,
    ok: value <= TARGET_MS,
  });
  try {
    // The floor: the same page and measurements with 30 interviews (two pages).
    const floor = await measureOrg({
      browser,
      db,
      auth,
      ctx,
      count: 30,
      runs: 3,
      hubUrl,
      authHost,
    });
    const floorSort = median(floor.sorts.map((s) => s.frame));
    const floorPage = median(floor.pages.map((s) => s.frame));
    for (const count of counts) {
      const r = await measureOrg({ browser, db, auth, ctx, count, runs, hubUrl, authHost });
      const n = fmt(count);
      const loadReads = r.reads.map((x) => x.total);
      rows.push(
        timeRow(
          `${n} interviews: first rows, cold load (worst of ${r.cold.length})`,
          Math.max(...r.cold),
          Math.max(...floor.cold),
        ),
        timeRow(
          `${n} interviews: first rows, warm load (median)`,
          median(r.warm),
          median(floor.warm),
        ),
        timeRow(
          `${n} interviews: sort, click to next frame (median)`,
          median(r.sorts.map((s) => s.frame)),
          floorSort,
        ),
        timeRow(
          `${n} interviews: sort, click to next frame (worst)`,
          Math.max(...r.sorts.map((s) => s.frame)),
        ),
        timeRow(
          `${n} interviews: page change, click to next frame (median)`,
          median(r.pages.map((s) => s.frame)),
          floorPage,
        ),
        {
          metric: `${n} interviews: Firestore documents read per load (max of ${loadReads.length})`,
          value: Math.max(...loadReads),
          unit: 'documents',
          floor: Math.max(...floor.reads.map((x) => x.total)),
          target: `≤ ${TARGET_READS}`,
          ok: Math.max(...loadReads) <= TARGET_READS,
        },
        {
          metric: `${n} interviews: of which the counters document`,
          value: Math.max(...r.reads.map((x) => x.counters)),
          unit: 'documents',
          target: '1',
          ok: r.reads.every((x) => x.counters === 1),
        },
        {
          metric: `${n} interviews: of which the user's own member document`,
          value: Math.max(...r.reads.map((x) => x.membership)),
          unit: 'documents',
          target: '1',
          ok: r.reads.every((x) => x.membership === 1),
        },
        {
          metric: `${n} interviews: of which anything else`,
          value: Math.max(...r.reads.map((x) => x.other)),
          unit: 'documents',
          target: '0',
          ok: r.reads.every((x) => x.other === 0),
        },
        {
          metric: `${n} interviews: documents read per page change or sort (max)`,
          value: Math.max(...[...r.sorts, ...r.pages].map((s) => s.reads)),
          unit: 'documents',
          target: '≤ 26',
          ok: [...r.sorts, ...r.pages].every((s) => s.reads <= 26),
        },
        {
          metric: `${n} interviews: the first-page query alone, emulator (admin SDK, median)`,
          value: round(r.server),
          unit: 'ms',
          floor: round(floor.server),
        },
        {
          metric: `${n} interviews: server-side status change shown after`,
          value: r.live,
          unit: 'ms',
          floor: floor.live,
          target: '≤ 1 000 ms',
          ok: r.live <= 1000,
        },
      );
    }
  } finally {
    await browser.close();
  }
  return { title: TITLE, rows };
}

// ---- alone: `node bench/dashboard.mjs` ----
const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const opt = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  if (!args.includes('--inner')) {
    // Outer: build and run ourselves under the emulators, like `npm test` does.
    const setup = await import('../scripts/lib/setup.mjs');
    setup.checkPrerequisites();
    setup.ensureDependencies();
    const firestoreEnv = setup.ensureFirestoreLauncher();
    setup.ensureLocalSecrets();
    setup.ensureChromium({ browsers: [CHROMIUM_PATH] });
    const { runUnderEmulators } = await import('../scripts/lib/services.mjs');
    if (!args.includes('--no-build')) setup.run('npm', ['run', '--silent', 'build']);
    const inner = ['node', join(setup.root, 'bench', 'dashboard.mjs'), '--inner', ...args].join(
      ' ',
    );
    const code = await runUnderEmulators(inner, { ...firestoreEnv, FIREBASE_CLI_EXPERIMENTS: '' });
    process.exit(code);
  }
  const result = await measure({
    hostingOrigin: process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000',
    chromiumPath: CHROMIUM_PATH,
    chromiumArgs: CHROMIUM_ARGS,
    log: (msg) => console.log(msg),
    quick: args.includes('--quick'),
    counts: opt('counts')?.split(',').map(Number),
    runs: opt('runs') ? Number(opt('runs')) : undefined,
  });
  console.log(`\n== ${result.title} ==`);
  for (const row of result.rows) {
    const floor = row.floor === undefined ? '' : ` (floor ${row.floor})`;
    const verdict = row.ok === undefined ? '' : row.ok ? '  ok' : '  OVER TARGET';
    const target = row.target === undefined ? '' : `, target ${row.target}`;
    console.log(`${row.metric}: ${row.value} ${row.unit}${floor}${target}${verdict}`);
  }
  process.exit(0);
}
