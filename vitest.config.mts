import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const alias = {
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
};

/**
 * Projects: `web` (jsdom) and `functions` (node) are the unit tests (no services);
 * `integration` (API and rules) and `reliability` (bad input, races, abuse, faults, security)
 * run against the emulators, started by scripts/test.mjs under `firebase emulators:exec`.
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
          environment: 'jsdom',
          // jsdom + user-event typing is slow on a loaded 2-core machine; 5 s flaked there.
          testTimeout: 20_000,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          environment: 'node',
          include: [
            'functions/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'tools/**/*.test.{mjs,ts}',
            'tests/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'functions/src/**/*.integration-test.ts',
            'tests/rules/**/*.rules-test.ts',
            'tests/integration/**/*.integration-test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One emulator suite is shared: files run one after another.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.reliability-test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The same emulator suite as `integration`: files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
