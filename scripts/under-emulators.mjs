// Runs inside `firebase emulators:exec`: the emulator env vars are set; MailDev is up.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { log, root } from './lib/setup.mjs';
import { runStage, vitestReportArgs } from './lib/test-summary.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const grep = process.env.HIQ_TEST_GREP || undefined;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const projectId = process.env.GCLOUD_PROJECT || 'demo-hiq';

// Each stage leaves a JSON report that scripts/test.mjs sums into the run's last line.
function step(stage, kind, cmd, cmdArgs) {
  const code = runStage(stage, kind, cmd, cmdArgs, { env: { HIQ_UNDER_EMULATORS: '1' } });
  if (code !== 0) process.exit(code);
}

/**
 * Empties Firestore and Auth, so each stage starts as it does when run alone (`--only=`): the
 * Firestore emulator scans whole collections for queries, and the bad-input sweep lists every
 * document after each endpoint, so the thousands of documents an earlier stage leaves slowed the
 * next one by minutes without testing anything more. Every test makes its own data.
 */
async function emptyDatabases() {
  const targets = [
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of targets) {
    const res = await fetch(url, { method: 'DELETE' });
    if (!res.ok) throw new Error(`emptying ${url}: ${res.status} ${await res.text()}`);
  }
  log('emptied Firestore and Auth for the next stage');
}

let first = true;
async function freshStage() {
  if (!first) await emptyDatabases();
  first = false;
}

// Integration files spend much of their time waiting on triggers and round trips, so one file
// more than there are cores keeps the machine busy (each test makes its own org, users and client
// address). The reliability files run one at a time (vitest.config.mts says why).
const workers = { integration: availableParallelism() + 1, reliability: 1 };
// The vitest projects of each stage (vitest.config.mts: files that change shared state run in an
// `-isolated` twin).
const projects = {
  integration: ['integration', 'integration-isolated'],
  reliability: ['reliability'],
};
for (const stage of ['integration', 'reliability']) {
  if (!only || only === stage) {
    await freshStage();
    step(stage, 'vitest', bin('vitest'), [
      'run',
      ...projects[stage].flatMap((project) => ['--project', project]),
      `--maxWorkers=${workers[stage]}`,
      ...(grep ? ['-t', grep] : []),
      ...vitestReportArgs(stage),
    ]);
  }
}
if (!only || only === 'e2e') {
  await freshStage();
  // A narrowed run is usually a failure being looked into: keep each failed test's trace.
  const focus = grep ? ['--grep', grep, '--trace', 'retain-on-failure'] : [];
  step('e2e', 'playwright', bin('playwright'), ['test', ...focus]);
}
