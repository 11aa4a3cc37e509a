import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/** End-to-end tests in Debian's Chromium against the hosting emulator (production topology). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_FILE to sum the counts into its last line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    // The theme respects reduced motion: no animation races in tests.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
