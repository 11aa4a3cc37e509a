import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/lib/chromium.mjs';

/** The files whose candidates answer in the browser, so talk to the speech stand-in. */
const SPEECH_FILES = [
  'a11y-layout.e2e.ts',
  'candidate-interview.e2e.ts',
  'candidate-interview-errors.e2e.ts',
  'candidate-keyboard.e2e.ts',
  'interview-design.e2e.ts',
  'video.e2e.ts',
];
/**
 * Files that leave the speech stand-in alone (candidate screens that answer the speech-token call
 * themselves, and the candidate's feedback mail): they run in the speech files' lane so that the
 * two lanes take about as long, since the run waits for the longer one (in the last measured run,
 * 458 s of tests in this lane and 518 s in the other before the feedback file moved over).
 */
const BALANCING_FILES = [
  'candidate-adjustment.e2e.ts',
  'candidate-feedback.e2e.ts',
  'candidate-first-screen.e2e.ts',
  'follow-ups.e2e.ts',
];
const CANDIDATE_LANE = [...SPEECH_FILES, ...BALANCING_FILES].map((file) => `**/${file}`);

/** End-to-end tests in Chromium's headless shell against the hosting emulator (production topology). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two files at a time, one from each project below: the speech files share the stand-in's
  // script and failure switches (one process for the whole run), so they take turns; the staff
  // and public screens run beside them.
  workers: 2,
  projects: [
    {
      name: 'candidate',
      testMatch: CANDIDATE_LANE,
      workers: 1,
    },
    {
      name: 'staff and public',
      testIgnore: CANDIDATE_LANE,
      workers: 1,
    },
  ],
  // On CI (slower, shared machines) a failed test runs once more and is reported flaky, and
  // `npm test`'s summary counts it; locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_FILE to sum the counts into its last line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000',
    // A failed test keeps a screenshot. Its trace (actions, DOM snapshots, network, console) is
    // recorded when it runs again: on CI, where a failure is retried, and in a run narrowed with
    // `npm test -- --grep`, which keeps one for every failure (scripts/under-emulators.mjs).
    // Recording every test of a full run in case it fails cost a fifth of the stage's CPU.
    trace: 'on-first-retry',
    // The theme respects reduced motion: no animation races in tests.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
