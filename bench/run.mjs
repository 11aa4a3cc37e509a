// Runs the benches in order under the emulators (scripts/bench.mjs starts them), prints one table
// and writes bench/results.json. Each bench module exports `measure(ctx)` →
// { title, rows: [{ metric, value, unit, floor?, target?, ok? }], notes? }.
//   node bench/run.mjs [--only=bundle,lighthouse,…] [--quick]
// Exit code: 0 when every bench ran (a missed target is a ✗ in the table, not a failure), 1 when
// a bench crashed.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { BENCHES } from './names.mjs';
import { printTable } from './table.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const unknown = (only ?? []).filter((name) => !BENCHES.includes(name));
if (unknown.length) {
  console.error(`bench: unknown bench ${unknown.join(', ')} (known: ${BENCHES.join(', ')})`);
  process.exit(2);
}
const selected = BENCHES.filter((name) => !only || only.includes(name));

const log = (line) => console.log(`[bench] ${line}`);
const ctx = {
  hostingOrigin: process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000',
  chromiumPath: CHROMIUM_PATH,
  chromiumArgs: CHROMIUM_ARGS,
  log,
  quick,
};

/** A module may be a work in progress on another branch: only call what it really exports. */
function exportsMeasure(file) {
  const source = readFileSync(file, 'utf8');
  return /export\s+(async\s+)?function\s+measure\b|export\s*\{[^}]*\bmeasure\b[^}]*\}/.test(source);
}

const results = [];
const crashed = [];
const started = Date.now();
for (const name of selected) {
  const file = join(import.meta.dirname, `${name}.mjs`);
  if (!exportsMeasure(file)) {
    log(`${name}: not available (bench/${name}.mjs has no measure export yet)`);
    results.push({ bench: name, available: false, title: name, rows: [] });
    continue;
  }
  log(`── ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const t0 = Date.now();
  try {
    const { measure } = await import(file);
    const result = await measure(ctx);
    results.push({ bench: name, available: true, seconds: (Date.now() - t0) / 1000, ...result });
  } catch (error) {
    console.error(`[bench] ${name} crashed:`, error);
    crashed.push(name);
    results.push({
      bench: name,
      available: true,
      crashed: String(error?.stack ?? error),
      rows: [],
    });
  }
}

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  loadAverage1m: Number(loadavg()[0].toFixed(2)),
  memoryGB: Number((totalmem() / 2 ** 30).toFixed(1)),
  freeMemoryGB: Number((freemem() / 2 ** 30).toFixed(1)),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
};
const report = {
  date: new Date().toISOString(),
  quick,
  selected,
  rateLimitsDisabled: process.env.HIQ_DISABLE_RATE_LIMITS === 'true',
  machine,
  seconds: Math.round((Date.now() - started) / 1000),
  benches: results,
};
printTable(report);
const out = join(import.meta.dirname, 'results.json');
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
log(`wrote ${out}`);
process.exit(crashed.length ? 1 : 0);
