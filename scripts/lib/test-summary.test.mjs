import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearReports,
  formatCounts,
  playwrightCounts,
  reportFile,
  runStage,
  summarize,
  summaryLines,
  vitestCounts,
} from './test-summary.mjs';

/** A vitest JSON report (the json reporter's shape) with one file per entry of `files`. */
function vitestReport(/** @type {{ status?: string, tests: string[] }[]} */ files) {
  return {
    numTotalTests: files.reduce((n, f) => n + f.tests.length, 0),
    success: files.every((f) => f.status !== 'failed' && !f.tests.includes('failed')),
    testResults: files.map((file, i) => ({
      name: `/repo/f${i}.test.ts`,
      status: file.status ?? (file.tests.includes('failed') ? 'failed' : 'passed'),
      message: '',
      assertionResults: file.tests.map((status, j) => ({ title: `t${j}`, status })),
    })),
  };
}

/** A Playwright JSON report's stats. */
const playwrightReport = (stats) => ({
  suites: [],
  errors: [],
  stats: { startTime: '2025-01-01T00:00:00.000Z', duration: 1, ...stats },
});

let dir = '';

/** Writes a stage's status file and (unless `report` is undefined) its JSON report. */
function stage(name, kind, code, report, started = 0) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${name}.status.json`),
    JSON.stringify({ stage: name, kind, started, code }),
  );
  if (report !== undefined) writeFileSync(reportFile(name, dir), JSON.stringify(report));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hiq-test-summary-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('vitestCounts', () => {
  it('counts passed, failed, and skipped/todo/pending tests', () => {
    const report = vitestReport([
      { tests: ['passed', 'passed', 'skipped'] },
      { tests: ['failed', 'passed', 'todo', 'pending'] },
    ]);
    expect(vitestCounts(report)).toEqual({ passed: 3, failed: 1, skipped: 3 });
  });

  it('counts a file that failed to load (no failed test in it) as 1 failed', () => {
    const report = vitestReport([{ status: 'failed', tests: [] }, { tests: ['passed'] }]);
    expect(vitestCounts(report)).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });

  it('reads nothing from a missing report', () => {
    expect(vitestCounts(undefined)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('playwrightCounts', () => {
  it('counts flaky as passed, unexpected as failed, skipped as skipped', () => {
    const report = playwrightReport({ expected: 7, flaky: 2, unexpected: 1, skipped: 3 });
    expect(playwrightCounts(report)).toEqual({ passed: 9, failed: 1, skipped: 3 });
  });
});

describe('formatCounts', () => {
  it('adds skipped only when some were skipped', () => {
    expect(formatCounts({ passed: 5, failed: 0, skipped: 0 })).toBe('5 passed, 0 failed');
    expect(formatCounts({ passed: 5, failed: 2, skipped: 1 })).toBe(
      '5 passed, 2 failed, 1 skipped',
    );
  });
});

describe('summarize', () => {
  it('sums every stage that ran, in the order they started', () => {
    stage('e2e', 'playwright', 0, playwrightReport({ expected: 10, flaky: 1, skipped: 1 }), 3);
    stage('unit', 'vitest', 0, vitestReport([{ tests: ['passed', 'passed', 'todo'] }]), 1);
    stage('integration', 'vitest', 0, vitestReport([{ tests: ['passed', 'skipped'] }]), 2);
    const { stages, total } = summarize(dir, 0);
    expect(stages.map((s) => s.stage)).toEqual(['unit', 'integration', 'e2e']);
    expect(total).toEqual({ passed: 14, failed: 0, skipped: 3 });
    expect(summaryLines(dir, 0).at(-1)).toBe('14 passed, 0 failed, 3 skipped');
  });

  it('says per stage how many passed only on a retry; the total counts them as passed', () => {
    stage('e2e', 'playwright', 0, playwrightReport({ expected: 4, flaky: 2 }), 2);
    const unit = vitestReport([{ tests: ['passed', 'passed', 'passed'] }]);
    unit.testResults[0].assertionResults[1].failureMessages = ['timed out'];
    unit.testResults[0].assertionResults[2].failureMessages = [];
    stage('unit', 'vitest', 0, unit, 1);
    expect(summarize(dir, 0).stages.map((s) => s.retried)).toEqual([1, 2]);
    expect(summaryLines(dir, 0)).toEqual([
      '[hiq] unit: 3 passed, 0 failed (1 of them passed on a retry) · e2e: 6 passed, 0 failed (2 of them passed on a retry)',
      '9 passed, 0 failed',
    ]);
  });

  it('counts the failed tests of a failed stage', () => {
    stage('unit', 'vitest', 0, vitestReport([{ tests: ['passed', 'passed'] }]), 1);
    stage('integration', 'vitest', 1, vitestReport([{ tests: ['passed', 'failed', 'failed'] }]));
    expect(summarize(dir, 1).total).toEqual({ passed: 3, failed: 2, skipped: 0 });
  });

  it('counts a stage that crashed before reporting as 1 failed', () => {
    stage('unit', 'vitest', 0, vitestReport([{ tests: ['passed'] }]), 1);
    stage('e2e', 'playwright', 1, undefined, 2);
    stage('reliability', 'vitest', null, undefined, 3); // never finished
    const { stages, total } = summarize(dir, 1);
    expect(stages.map((s) => s.failed)).toEqual([0, 1, 1]);
    expect(total).toEqual({ passed: 1, failed: 2, skipped: 0 });
  });

  it('counts a failed stage whose report shows no failed test (an unhandled error) as 1 failed', () => {
    stage('unit', 'vitest', 1, vitestReport([{ tests: ['passed', 'passed'] }]));
    expect(summarize(dir, 1).total).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it('ignores an unreadable report or status file', () => {
    stage('unit', 'vitest', 0, vitestReport([{ tests: ['passed'] }]));
    writeFileSync(join(dir, 'broken.status.json'), '{ not json');
    stage('integration', 'vitest', 1);
    writeFileSync(reportFile('integration', dir), '{ truncated');
    expect(summarize(dir, 1).total).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });

  it('says 0 passed, 1 failed when the run failed before any stage (typecheck, lint, build)', () => {
    expect(summaryLines(dir, 2)).toEqual(['0 passed, 1 failed']);
    expect(summaryLines(join(dir, 'missing'), 1)).toEqual(['0 passed, 1 failed']);
  });

  it('counts a failure after the stages passed (the build, the emulators) as 1 failed', () => {
    stage('unit', 'vitest', 0, vitestReport([{ tests: ['passed', 'passed'] }]));
    expect(summaryLines(dir, 1).at(-1)).toBe('2 passed, 1 failed');
  });

  it('lists the stages on the line before the total', () => {
    stage('unit', 'vitest', 0, vitestReport([{ tests: ['passed', 'skipped'] }]), 1);
    stage('e2e', 'playwright', 1, playwrightReport({ expected: 1, unexpected: 1 }), 2);
    expect(summaryLines(dir, 1)).toEqual([
      '[hiq] unit: 1 passed, 0 failed, 1 skipped · e2e: 1 passed, 1 failed',
      '2 passed, 1 failed, 1 skipped',
    ]);
  });
});

describe('clearReports and runStage', () => {
  it('a cleared folder forgets the previous run', () => {
    stage('unit', 'vitest', 1, vitestReport([{ tests: ['failed'] }]));
    clearReports(dir);
    expect(summaryLines(dir, 0)).toEqual(['0 passed, 0 failed']);
  });

  it('records how a stage ended', () => {
    const node = process.execPath;
    expect(runStage('ok', 'vitest', node, ['-e', 'process.exit(0)'], { dir })).toBe(0);
    expect(runStage('bad', 'playwright', node, ['-e', 'process.exit(3)'], { dir })).toBe(3);
    const { stages, total } = summarize(dir, 3);
    expect(stages.map(({ stage: name, code }) => [name, code])).toEqual([
      ['ok', 0],
      ['bad', 3],
    ]);
    expect(total).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('points Playwright at the stage report', () => {
    const script = `require('fs').writeFileSync(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE, ${JSON.stringify(
      JSON.stringify(playwrightReport({ expected: 4, skipped: 1 })),
    )})`;
    expect(runStage('e2e', 'playwright', process.execPath, ['-e', script], { dir })).toBe(0);
    expect(summaryLines(dir, 0).at(-1)).toBe('4 passed, 0 failed, 1 skipped');
  });
});
