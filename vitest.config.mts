import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * On CI (slower, shared machines) an emulator-bound test that fails runs once more; `npm test`'s
 * summary says per stage how many passed only so. Locally a failure is a failure.
 */
const RETRIES_ON_CI = process.env.CI ? 1 : 0;

/**
 * Polls in the emulator projects wait as long as a busy machine needs: triggers and mail run in
 * the emulators' own time, later still when integration files run side by side.
 */
const EMULATOR_POLL = { poll: { timeout: 15_000, interval: 100 } };

const alias = {
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
};

/**
 * Projects: `web` (jsdom) and `functions` (node) are the unit tests (no services);
 * `integration` (API and rules) and `reliability` (bad input, races, abuse, faults, security)
 * run against the emulators, started by scripts/test.mjs under `firebase emulators:exec`. Each
 * `-isolated` twin holds the files of its project that must not share a module graph.
 */
/**
 * Vitest's own order (by earlier runs' durations), except that the file which restarts the
 * functions runs last: after the restart only a few warm workers are left, and a later file's
 * burst of calls would wait on dozens of cold ones starting at once (an emulator 504), which says
 * nothing about the product.
 */
class FunctionsRestartLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const restarts = (f: TestSpecification) => f.moduleId.endsWith('faults.reliability-test.ts');
    return [...sorted.filter((f) => !restarts(f)), ...sorted.filter(restarts)];
  }
}

/** The node unit tests (no services), in every folder that has them. */
const NODE_UNIT_TESTS = [
  'functions/src/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.mjs',
  'tools/**/*.test.{mjs,ts}',
  'tests/**/*.test.ts',
];

const UNIT_TEST = /\.test\.(ts|tsx|mjs)$/;
const EMULATOR_TEST = /\.(integration|rules)-test\.ts$/;

/** Test files under `dir` (relative to the root), at any depth, whose names match `kind`. */
function testFilesUnder(dir: string, kind: RegExp): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path, kind);
    return kind.test(entry.name) ? [path] : [];
  });
}

/**
 * What makes a file change what other files would share if they ran in one module graph and one
 * window: mocking a module, stubbing a global or the environment, faking the clock, assigning to
 * `process.env`, `window`, `globalThis`, `navigator` or `document`.
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*(\?\?|\|\||&&)?=(?!=)|\b(window|globalThis|navigator|document)\.\w+\s*(\?\?|\|\||&&)?=(?!=)|defineProperty\(\s*(window|globalThis|navigator|document)\b/;

/**
 * Unit and integration files run in one module graph per worker (importing shared code and
 * starting jsdom once instead of once per file took the node files from 63 s to 25 s, most web
 * files from 119 s to 33 s, and the integration files' imports from 54 s to 12 s); those that
 * change shared state keep their own. Found by reading the files, so a new one is isolated
 * without anyone listing it.
 */
const needsIsolation = (dirs: string[], kind = UNIT_TEST) =>
  dirs
    .flatMap((dir) => testFilesUnder(dir, kind))
    .filter((file) => CHANGES_SHARED_STATE.test(readFileSync(join(root, file), 'utf8')));
const NODE_NEEDS_ISOLATION = needsIsolation([
  'functions/src',
  'bench',
  'scripts',
  'tools',
  'tests',
]);
const WEB_NEEDS_ISOLATION = needsIsolation(['web/src']);
const INTEGRATION_FILES = [
  'functions/src/**/*.integration-test.ts',
  'tests/rules/**/*.rules-test.ts',
  'tests/integration/**/*.integration-test.ts',
];
const INTEGRATION_NEEDS_ISOLATION = needsIsolation(
  ['functions/src', 'tests/rules', 'tests/integration'],
  EMULATOR_TEST,
);
/** A project must match some file: vitest fails a run that names an empty project. */
const orNone = (files: string[]) => (files.length ? files : ['no-such-file']);

/** The integration files' settings, whether they share a module graph or not. */
const INTEGRATION_OPTIONS = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: EMULATOR_POLL,
  fileParallelism: true,
  retry: RETRIES_ON_CI,
} as const;

/**
 * The unit files run in worker threads rather than child processes, which are cheaper to start
 * and to talk to: measured here, the unit stage took 101 and 107 s (190 and 200 CPU-s) in threads
 * against 120 s (228 CPU-s) in processes. A thread has its own copy of `process.env`, so files
 * that stub it still do not reach each other.
 */
const UNIT_POOL = 'threads';

export default defineConfig({
  test: {
    sequence: { sequencer: FunctionsRestartLast },
    // Vitest leaves a core free by default, which on a 2-core machine is one file at a time; the
    // unit files spend most of their time starting jsdom and importing, so two at once nearly
    // halve the stage there. (The emulator projects still run their files one after another.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        resolve: { alias, dedupe: ['zod'] },
        test: {
          name: 'web',
          pool: UNIT_POOL,
          environment: 'jsdom',
          isolate: false,
          // jsdom + user-event typing is slow on a loaded 2-core machine; 5 s flaked there.
          testTimeout: 20_000,
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_NEEDS_ISOLATION,
          setupFiles: ['web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        plugins: [react()],
        resolve: { alias, dedupe: ['zod'] },
        test: {
          name: 'web-isolated',
          pool: UNIT_POOL,
          environment: 'jsdom',
          testTimeout: 20_000,
          include: orNone(WEB_NEEDS_ISOLATION),
          setupFiles: ['web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          pool: UNIT_POOL,
          environment: 'node',
          isolate: false,
          // A few files run the offline AI engine over a whole labelled set (2–4 s alone); 5 s
          // flaked on a loaded 2-core machine.
          testTimeout: 20_000,
          include: NODE_UNIT_TESTS,
          exclude: NODE_NEEDS_ISOLATION,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions-isolated',
          pool: UNIT_POOL,
          environment: 'node',
          include: orNone(NODE_NEEDS_ISOLATION),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          isolate: false,
          include: INTEGRATION_FILES,
          exclude: INTEGRATION_NEEDS_ISOLATION,
          ...INTEGRATION_OPTIONS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-isolated',
          include: orNone(INTEGRATION_NEEDS_ISOLATION),
          ...INTEGRATION_OPTIONS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.reliability-test.ts'],
          setupFiles: ['tests/reliability/empty-firestore.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: EMULATOR_POLL,
          // One file at a time: the bad-input sweep asserts that nothing in the whole database
          // changed, the faults file restarts the functions, and the mail-quota files queue
          // hundreds of mails that would hold up every other file's mail and triggers.
          fileParallelism: false,
          retry: RETRIES_ON_CI,
        },
      },
    ],
  },
});
