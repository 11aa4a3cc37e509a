/* global document, requestAnimationFrame, MutationObserver -- page.evaluate bodies run in the browser */
// Dashboard benchmark: 2 000 interviews in one org, measured in Chromium (not a timed unit test).
//
//   flock /tmp/hiq-emulators.lock node bench/dashboard.mjs [--count=2000] [--runs=3]
//
// Builds, starts the emulators (auth, firestore, functions, hosting) with `firebase emulators:exec`,
// seeds the org, signs a staff user in, and prints: time to first rows (cold and warm loads), time
// of a sort (click → DOM updated → next frame), a page change, and how long a server-side status
// change takes to show. Writes bench/results.json (git-ignored).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COUNT = opt('count', 2000);
const RUNS = opt('runs', 3);

if (!args.includes('--inner')) {
  // Outer: build and run ourselves under the emulators, like `npm test` does.
  const {
    checkPrerequisites,
    ensureDependencies,
    ensureFirestoreLauncher,
    ensureLocalSecrets,
    ensureChromium,
    run,
    root,
  } = await import('../scripts/lib/setup.mjs');
  checkPrerequisites();
  ensureDependencies();
  const firestoreEnv = ensureFirestoreLauncher();
  ensureLocalSecrets();
  ensureChromium();
  const { assertPortsFree, bin, PORTS, startProcess, stopAll } =
    await import('../scripts/lib/services.mjs');
  if (!args.includes('--no-build')) run('npm', ['run', '--silent', 'build']);
  await assertPortsFree([PORTS.hosting, PORTS.functions, PORTS.firestore, PORTS.auth, PORTS.hub]);
  const shotArg = args.find((a) => a.startsWith('--screenshot='));
  const inner = `node ${join(root, 'bench', 'dashboard.mjs')} --inner --count=${COUNT} --runs=${RUNS}${shotArg ? ` ${shotArg}` : ''}`;
  const exec = startProcess(
    bin('firebase'),
    [
      'emulators:exec',
      '--only',
      'auth,firestore,functions,hosting',
      '--project',
      'demo-hiq',
      inner,
    ],
    {
      name: 'firebase',
      env: { ...firestoreEnv, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    },
  );
  const code = await new Promise((resolve) => exec.on('exit', (c) => resolve(c ?? 1)));
  stopAll();
  process.exit(code);
}

// ---- inner: the emulators are up ----
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
const { chromium } = await import('@playwright/test');

const BASE = process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000';
const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
const app = initializeApp({ projectId: 'demo-hiq' });
const db = getFirestore(app);
const auth = getAuth(app);

const orgId = `bench-${randomUUID().slice(0, 6)}.test`;
const email = `staff@${orgId}`;
const password = 'bench-password-1';
await db.doc(`orgs/${orgId}`).set({ name: 'Bench Corp', domain: orgId });
const user = await auth.createUser({ email, password, emailVerified: true });
await auth.setCustomUserClaims(user.uid, { role: 'staff', orgId });

// Seed quickly: the counter trigger is paused (the emulator hub's switch) and the counters written once.
const hub = async (path) => {
  const r = await fetch(`${HUB}/functions/${path}`, { method: 'PUT' });
  console.log(`emulator hub ${path}: ${r.status}`);
};
await hub('disableBackgroundTriggers');
const seeded = Date.now();
const statuses = ['scheduled', 'completed', 'cancelled'];
const counts = { total: 0, scheduled: 0, completed: 0, cancelled: 0 };
const questions = Array.from({ length: 5 }, (_, i) => ({
  id: `q${i + 1}`,
  text: `A realistic interview question number ${i + 1}, about as long as the ones in the bank?`,
  hint: 'A hint of typical length that nudges the candidate toward a structured answer.',
}));
for (let start = 0; start < COUNT; start += 500) {
  const batch = db.batch();
  for (let i = start; i < Math.min(COUNT, start + 500); i++) {
    const status = statuses[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0];
    counts.total++;
    counts[status]++;
    batch.set(db.collection('interviews').doc(), {
      orgId,
      orgName: 'Bench Corp',
      candidateName: `Candidate ${String((i * 7919) % COUNT).padStart(4, '0')}`,
      candidateEmail: `c${i}@example.org`,
      type: ['technical', 'behavioral', 'system-design'][i % 3],
      level: ['junior', 'mid', 'senior'][i % 3],
      date: new Date(Date.now() + (i - COUNT / 2) * 3_600_000).toISOString(),
      scheduledTime: '',
      status,
      sessionId: randomUUID().replace(/-/g, ''),
      questions,
      createdBy: user.uid,
    });
  }
  await batch.commit();
}
await db.doc(`orgs/${orgId}/stats/interviews`).set(counts);
await hub('enableBackgroundTriggers');
console.log(`seeded ${COUNT} interviews in ${Date.now() - seeded} ms`);

// Sign in as the SDK itself would persist it.
const res = await fetch(
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
  {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  },
);
const session = await res.json();
const persisted = JSON.stringify({
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log(`[browser] ${m.text()}`));
await page.goto(`${BASE}/`);
await page.evaluate(
  (value) => localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', value),
  persisted,
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const loads = [];
const fullLoads = [];
for (let run = 0; run < RUNS; run++) {
  const started = Date.now();
  await page.goto(`${BASE}/dashboard`);
  await page.waitForSelector('tbody tr', { timeout: 300_000 }).catch(async (error) => {
    await page.screenshot({ path: join(import.meta.dirname, 'results-failure.png') });
    console.log(await page.locator('body').innerText());
    throw error;
  });
  const firstRows = Date.now() - started;
  const rows = await page.locator('tbody tr').count();
  // The pager appears once the whole list (which sorting needs) has arrived.
  await page.waitForSelector('[aria-label="Page 2"]', { timeout: 300_000 });
  const allRows = Date.now() - started;
  loads.push(firstRows);
  fullLoads.push(allRows);
  console.log(
    `load ${run + 1}: first rows after ${firstRows} ms (${rows} rows in the DOM), all ${COUNT} (sortable) after ${allRows} ms`,
  );
}
const nav = await page.evaluate(() => {
  const entry = performance.getEntriesByType('navigation')[0];
  return {
    domContentLoaded: Math.round(entry.domContentLoadedEventEnd),
    load: Math.round(entry.loadEventEnd),
  };
});

/** Clicks a header's sort button; times the synchronous React commit and the next painted frame. */
const timeClick = (name) =>
  page.evaluate(async (label) => {
    const button = [...document.querySelectorAll('thead button')].find((b) =>
      b.textContent?.includes(label),
    );
    const before = document.querySelector('tbody tr')?.textContent;
    const tbody = document.querySelector('tbody');
    const t0 = performance.now();
    // React commits in a microtask after the click; the first DOM mutation marks the render.
    const rendered = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        mo.disconnect();
        resolve(performance.now() - t0);
      });
      mo.observe(tbody, { childList: true, subtree: true, characterData: true });
      setTimeout(() => {
        mo.disconnect();
        resolve(performance.now() - t0);
      }, 2000);
    });
    button.click();
    const dom = await rendered;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const frame = performance.now() - t0;
    return {
      dom: Math.round(dom * 10) / 10,
      frame: Math.round(frame * 10) / 10,
      changed: before !== document.querySelector('tbody tr')?.textContent,
    };
  }, name);

const sorts = [];
for (const column of [
  'Candidate',
  'Candidate',
  'Level',
  'Status',
  'Date & Time',
  'Date & Time',
  'Type',
]) {
  const t = await timeClick(column);
  sorts.push({ column, ...t });
  console.log(
    `sort by ${column}: rendered in ${t.dom} ms, next frame at ${t.frame} ms${t.changed ? '' : ' (first row unchanged)'}`,
  );
}
const pageChange = await page.evaluate(async () => {
  const button = document.querySelector('[aria-label="Page 2"]');
  const tbody = document.querySelector('tbody');
  const t0 = performance.now();
  const rendered = new Promise((resolve) => {
    const mo = new MutationObserver(() => {
      mo.disconnect();
      resolve(performance.now() - t0);
    });
    mo.observe(tbody, { childList: true, subtree: true, characterData: true });
  });
  button.click();
  const dom = await rendered;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return { dom: Math.round(dom * 10) / 10, frame: Math.round((performance.now() - t0) * 10) / 10 };
});
console.log(`page 2: rendered in ${pageChange.dom} ms, next frame at ${pageChange.frame} ms`);

// A status change written by the server: how long until the open dashboard shows it.
await page.evaluate(() => document.querySelector('[aria-label="Page 1"]').click());
const firstId = await page.locator('tbody tr').first().getAttribute('data-interview-id');
const current = (await db.doc(`interviews/${firstId}`).get()).get('status');
const next = current === 'completed' ? 'scheduled' : 'completed';
const t0 = Date.now();
await db.doc(`interviews/${firstId}`).update({ status: next });
await page.locator(`tr[data-interview-id="${firstId}"]`).getByText(next, { exact: true }).waitFor();
const liveUpdate = Date.now() - t0;
console.log(`server-side status change visible after ${liveUpdate} ms`);

const shot = args.find((a) => a.startsWith('--screenshot='))?.split('=')[1];
if (shot) {
  await page.screenshot({ path: `${shot}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shot}-phone.png`, fullPage: true });
  await page.getByRole('button', { name: '+ New Interview' }).click();
  await page.getByRole('button', { name: 'Schedule Interview' }).click();
  await page.screenshot({ path: `${shot}-modal.png` });
}
await browser.close();
const results = {
  interviews: COUNT,
  firstRowsMs: {
    cold: loads[0],
    warmMedian: median(loads.slice(1).length ? loads.slice(1) : loads),
    all: loads,
  },
  allRowsMs: {
    cold: fullLoads[0],
    warmMedian: median(fullLoads.slice(1).length ? fullLoads.slice(1) : fullLoads),
    all: fullLoads,
  },
  navigation: nav,
  sortsMs: sorts,
  sortMedianDomMs: median(sorts.map((s) => s.dom)),
  sortMedianFrameMs: median(sorts.map((s) => s.frame)),
  pageChangeMs: pageChange,
  liveUpdateMs: liveUpdate,
  measuredAt: new Date().toISOString(),
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\n== dashboard benchmark ==');
console.log(`interviews in the org:          ${COUNT}`);
console.log(`time to first rows (cold):      ${results.firstRowsMs.cold} ms`);
console.log(`time to first rows (warm, med): ${results.firstRowsMs.warmMedian} ms`);
console.log(
  `sort (median, DOM / frame):     ${results.sortMedianDomMs} ms / ${results.sortMedianFrameMs} ms`,
);
console.log(`page change (DOM / frame):      ${pageChange.dom} ms / ${pageChange.frame} ms`);
console.log(`live status change shown after: ${liveUpdate} ms`);
process.exit(0);
