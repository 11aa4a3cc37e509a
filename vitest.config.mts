import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
};

/**
 * Three projects: `unit` (web in jsdom, functions and shared in node; no services),
 * `integration` (API and rules against the running emulators; run by scripts/test.mjs
 * under `firebase emulators:exec`).
 */
export default defineConfig({
  test: {
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
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.mjs', 'tools/**/*.test.mjs'],
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
    ],
  },
});
