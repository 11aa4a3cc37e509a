// Page speed: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the
// running hosting emulator, median of 3 runs per page (1 with --quick). Part of `npm run bench`;
// alone (stack up on :5000): node bench/lighthouse.mjs [--quick]
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { median } from './support.mjs';

const PAGES = ['/', '/login'];

export async function measure({
  hostingOrigin = 'http://127.0.0.1:5000',
  chromiumPath = CHROMIUM_PATH,
  chromiumArgs = CHROMIUM_ARGS,
  log = console.log,
  quick = false,
} = {}) {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const runs = quick ? 1 : 3;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const pages = {};
  try {
    for (const page of PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await lighthouse(`${hostingOrigin}${page}`, {
          port: chrome.port,
          output: 'json',
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const sample = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        };
        log(`lighthouse ${page} run ${i + 1}/${runs}: ${JSON.stringify(sample)}`);
        samples.push(sample);
      }
      pages[page] = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
      );
    }
  } finally {
    await chrome.kill();
  }
  const rows = PAGES.flatMap((page) => {
    const r = pages[page];
    return [
      { metric: `${page} performance score`, value: r.score, target: '≥ 95', ok: r.score >= 95 },
      { metric: `${page} LCP`, value: r.lcpMs, unit: 'ms' },
      { metric: `${page} FCP`, value: r.fcpMs, unit: 'ms' },
      { metric: `${page} TBT`, value: r.tbtMs, unit: 'ms' },
      { metric: `${page} CLS`, value: r.cls, target: '0', ok: r.cls === 0 },
    ];
  });
  return {
    title: `Page speed (Lighthouse, mobile preset, median of ${runs})`,
    rows,
    notes: [
      `Lighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page; simulated mobile throttling.`,
    ],
    raw: { pages, runs },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measure({ quick: process.argv.includes('--quick') });
  for (const row of result.rows)
    console.log(`${row.metric}: ${row.value}${row.unit ? ` ${row.unit}` : ''}`);
}
