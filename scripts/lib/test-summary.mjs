// The test counts of `npm test`'s stages, summed into its last line; Node built-ins only.
// Each stage writes a JSON report (vitest's json reporter, Playwright's json reporter) and a
// status file (its exit code, or null while it runs) into one folder; scripts/test.mjs clears
// the folder at the start and sums it at the end: `N passed, N failed[, N skipped]`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, root } from './setup.mjs';

/** Git-ignored (.cache/). */
const reportsDir = join(cacheDir, 'test-results');

const STATUS_SUFFIX = '.status.json';

export const reportFile = (stage, dir = reportsDir) => join(dir, `${stage}.report.json`);
const statusFile = (stage, dir) => join(dir, `${stage}${STATUS_SUFFIX}`);

/** Empties the reports folder (a run must not count the previous run's reports). */
export function clearReports(dir = reportsDir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** vitest CLI arguments: the usual console output plus a JSON report for the stage. */
export const vitestReportArgs = (stage, dir = reportsDir) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile(stage, dir)}`,
];

/** Environment for Playwright: playwright.config.ts adds its json reporter when this is set. */
const playwrightReportEnv = (stage, dir = reportsDir) => ({
  PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile(stage, dir),
});

function writeStatus(dir, status) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(statusFile(status.stage, dir), JSON.stringify(status));
}

/**
 * Runs one test stage (`kind`: 'vitest' or 'playwright'), recording that it started and how it
 * ended, and returns its exit code. A stage that never records its end counts as failed.
 */
export function runStage(stage, kind, cmd, args, { env = {}, dir = reportsDir } = {}) {
  const started = Date.now();
  writeStatus(dir, { stage, kind, started, code: null });
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(kind === 'playwright' ? playwrightReportEnv(stage, dir) : {}),
      ...env,
    },
  });
  if (result.error) console.error(`\nHiQ: could not run ${cmd}: ${result.error.message}\n`);
  const code = result.status ?? 1;
  writeStatus(dir, { stage, kind, started, code });
  return code;
}

const zero = () => ({ passed: 0, failed: 0, skipped: 0 });

/** Counts from a vitest JSON report; a file that failed outside its tests counts as 1 failed. */
export function vitestCounts(report) {
  const counts = zero();
  for (const file of report?.testResults ?? []) {
    let failedHere = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') failedHere += 1;
      else counts.skipped += 1; // skipped, pending, todo, disabled
    }
    if (file.status === 'failed' && failedHere === 0) failedHere = 1;
    counts.failed += failedHere;
  }
  return counts;
}

/** Counts from a Playwright JSON report: flaky tests passed on retry, unexpected ones failed. */
export function playwrightCounts(report) {
  const stats = report?.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * Tests that passed only on a retry (CI retries the emulator stages once): Playwright counts them
 * as flaky; vitest keeps the failed attempts' errors on a test that then passed.
 */
function retriedCount(kind, report) {
  if (kind === 'playwright') return report?.stats?.flaky ?? 0;
  let retried = 0;
  for (const file of report?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) retried += 1;
  return retried;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Sums the stages recorded in `dir`. A stage that failed (or never finished) without a failed
 * test in its report counts 1 failed; so does a failed run (`exitCode` ≠ 0: typecheck, lint,
 * build, the emulators) that no stage accounts for.
 */
export function summarize(dir = reportsDir, exitCode = 0) {
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(STATUS_SUFFIX));
  } catch {
    // no stage ran
  }
  const stages = names
    .map((name) => readJson(join(dir, name)))
    .filter((status) => typeof status?.stage === 'string')
    .sort((a, b) => (a.started ?? 0) - (b.started ?? 0))
    .map(({ stage, kind, code }) => {
      const report = readJson(reportFile(stage, dir));
      const counts = kind === 'playwright' ? playwrightCounts(report) : vitestCounts(report);
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      return { stage, code, ...counts, retried: retriedCount(kind, report) };
    });
  const total = zero();
  for (const stage of stages) {
    total.passed += stage.passed;
    total.failed += stage.failed;
    total.skipped += stage.skipped;
  }
  if (exitCode !== 0 && total.failed === 0) total.failed = 1;
  return { stages, total };
}

/** `N passed, N failed`, then `, N skipped` when any were skipped. */
export function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** The run's last lines: the per-stage counts, then the total alone on the last line. */
export function summaryLines(dir = reportsDir, exitCode = 0) {
  try {
    const { stages, total } = summarize(dir, exitCode);
    const perStage = stages
      .map(
        (s) =>
          `${s.stage}: ${formatCounts(s)}${s.retried ? ` (${s.retried} of them passed on a retry)` : ''}`,
      )
      .join(' · ');
    return [...(perStage ? [`[hiq] ${perStage}`] : []), formatCounts(total)];
  } catch {
    return [formatCounts({ passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 })];
  }
}
