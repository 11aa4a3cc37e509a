/* global document, window, requestAnimationFrame, MutationObserver -- page.evaluate bodies run in the browser */
// Realtime: a status change written server-side (admin SDK) → the open dashboard in Chromium
// shows it. Both ends read the same wall clock (Date.now() in Node just before the write, Date.now()
// in the page at the first painted frame after the row's text changed). Keys on visible row text
// (candidate name + status), so it holds for any dashboard layout. Part of `npm run bench`.
import { collections } from '../functions/lib/shared/contract/collections.js';
import {
  admin,
  createOrgWithStaff,
  percentile,
  scheduleInterview,
  signInInBrowser,
} from './support.mjs';

const ROWS = 5;

export async function measure({ hostingOrigin, chromiumPath, chromiumArgs, log, quick }) {
  const changes = quick ? 20 : 60;
  const { db } = await admin();
  const { staff } = await createOrgWithStaff('Realtime Corp');
  const rows = [];
  for (let k = 0; k < ROWS; k++) {
    const name = `Realtime Row ${k} v0`;
    const interview = await scheduleInterview(hostingOrigin, staff.idToken, name, k);
    rows.push({ id: interview.id, name, status: 'scheduled' });
  }

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const latencies = [];
  const domLatencies = [];
  let missed = 0;
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signInInBrowser(page, hostingOrigin, staff.email, staff.password);
    for (const row of rows) await page.getByText(row.name).waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      /** Resolves with {dom, frame} (Date.now()) once a table row shows both texts. */
      window.__benchWatch = (name, status) => {
        const shown = () =>
          [...document.querySelectorAll('tr')].some(
            (tr) => tr.textContent.includes(name) && tr.textContent.includes(status),
          );
        window.__benchSeen = new Promise((resolve) => {
          const done = () => {
            const dom = Date.now();
            requestAnimationFrame(() => resolve({ dom, frame: Date.now() }));
          };
          if (shown()) return done();
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            done();
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      };
    });

    for (let n = 1; n <= changes; n++) {
      const row = rows[n % ROWS];
      const next = {
        name: `Realtime Row ${n % ROWS} v${n}`,
        status: row.status === 'scheduled' ? 'completed' : 'scheduled',
      };
      await page.evaluate(
        ([name, status]) => window.__benchWatch(name, status),
        [next.name, next.status],
      );
      const t0 = Date.now();
      await db.doc(collections.interviews.doc(row.id)).update({
        candidateName: next.name,
        status: next.status,
        updatedAt: new Date(),
      });
      const seen = await Promise.race([
        page.evaluate(() => window.__benchSeen),
        new Promise((resolve) => setTimeout(() => resolve(null), 10_000)),
      ]);
      Object.assign(row, next);
      if (!seen) {
        missed++;
        log(`realtime: change ${n} not shown within 10 s`);
        await page.reload();
        await page.getByText(next.name).waitFor({ timeout: 60_000 });
        continue;
      }
      latencies.push(seen.frame - t0);
      domLatencies.push(seen.dom - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await browser.close();
  }
  const p95 = percentile(latencies, 95);
  log(
    `realtime: ${latencies.length} changes, p50 ${percentile(latencies, 50)} ms, p95 ${p95} ms, max ${Math.max(...latencies)} ms`,
  );
  return {
    title: 'Realtime (server-side status change → open dashboard shows it)',
    rows: [
      {
        metric: `changes shown (of ${changes})`,
        value: latencies.length,
        target: `${changes}`,
        ok: missed === 0,
      },
      { metric: 'change → row painted p50', value: percentile(latencies, 50), unit: 'ms' },
      {
        metric: 'change → row painted p95',
        value: p95,
        unit: 'ms',
        target: '≤ 500 ms',
        ok: p95 <= 500 && missed === 0,
      },
      { metric: 'change → row painted max', value: Math.max(...latencies), unit: 'ms' },
      { metric: 'change → DOM updated p50', value: percentile(domLatencies, 50), unit: 'ms' },
    ],
    notes: [
      `${changes} admin-SDK updates (status + candidate name) of ${ROWS} interviews, one at a time; Chromium headless, the dashboard's live Firestore listener on the emulator.`,
    ],
    raw: { latencies, domLatencies, missed },
  };
}
