// Page speed: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the
// running hosting emulator, median of 3 runs per page (1 with --quick). Part of `npm run bench`;
// alone (stack up on :5000): node bench/lighthouse.mjs [--quick]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { median } from './support.mjs';

const PAGES = ['/', '/login'];
const FLOOR = 'floor';

/**
 * The floor: the best a page with the app's stylesheet can score on this machine in this run — a
 * static heading and paragraph linking the built CSS, gzipped from a local server (no JS).
 */
function startFloorServer() {
  const dist = join(import.meta.dirname, '..', 'web', 'dist');
  const css = [
    ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/href="(\/assets\/[^"]+\.css)"/g),
  ]
    .map((m) => `<link rel="stylesheet" href="${m[1]}">`)
    .join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>${css}</head><body><main style="padding:16px"><h1>HiQ</h1><p>A static page with the app's stylesheet and no script: the floor.</p></main></body></html>`;
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let body;
    let type = 'text/html; charset=utf-8';
    if (path === '/') body = Buffer.from(page);
    else if (path.startsWith('/assets/') && path.endsWith('.css')) {
      body = readFileSync(join(dist, normalize(path).replace(/^(\.\.[/\\])+/, '')));
      type = 'text/css';
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipSync(body));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

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
  const floorServer = await startFloorServer();
  try {
    for (const page of [FLOOR, ...PAGES]) {
      const samples = [];
      const url = page === FLOOR ? `${floorServer.origin}/` : `${hostingOrigin}${page}`;
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        if (lhr.runtimeError)
          throw new Error(
            `lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
          );
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
    floorServer.server.close();
  }
  const floor = pages[FLOOR];
  const rows = PAGES.flatMap((page) => {
    const r = pages[page];
    return [
      {
        metric: `${page} performance score`,
        value: r.score,
        floor: floor.score,
        target: '100',
        ok: r.score === 100,
      },
      { metric: `${page} LCP`, value: r.lcpMs, unit: 'ms', floor: floor.lcpMs },
      { metric: `${page} FCP`, value: r.fcpMs, unit: 'ms', floor: floor.fcpMs },
      { metric: `${page} TBT`, value: r.tbtMs, unit: 'ms', floor: floor.tbtMs },
      { metric: `${page} CLS`, value: r.cls, target: '0', ok: r.cls === 0 },
    ];
  });
  return {
    title: `Page speed (Lighthouse, mobile preset, median of ${runs})`,
    rows,
    notes: [
      `Lighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page; simulated mobile throttling. Floor: a static page with the app's stylesheet and no script, served gzipped from a local server in the same run.`,
    ],
    raw: { pages, runs },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measure({ quick: process.argv.includes('--quick') });
  for (const row of result.rows)
    console.log(`${row.metric}: ${row.value}${row.unit ? ` ${row.unit}` : ''}`);
}
