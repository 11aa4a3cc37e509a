// Page speed: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the
// running hosting emulator. Usage: node bench/lighthouse.mjs [--json FILE] (stack up on :5000).
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const base = process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000';
const pages = ['/', '/login'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {};
try {
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    results[page] = {
      score: median(samples.map((s) => s.score)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      runs,
    };
  }
} finally {
  await chrome.kill();
}

console.log(`\nPage speed (Lighthouse ${runs} runs, median; mobile preset)\n`);
console.log('| page | score | LCP | FCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|');
for (const [page, r] of Object.entries(results))
  console.log(
    `| ${page} | ${r.score} | ${r.lcpMs} ms | ${r.fcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
  );
const met = Object.values(results).every((r) => r.score >= 95 && r.cls === 0);
console.log(`Target (score ≥ 95, CLS 0): ${met ? 'met' : 'NOT met'}`);

const jsonFlag = process.argv.indexOf('--json');
if (jsonFlag >= 0)
  writeFileSync(process.argv[jsonFlag + 1], JSON.stringify({ pages: results, met }, null, 2));
