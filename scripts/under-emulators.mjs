// Runs inside `firebase emulators:exec`: the emulator env vars are set; MailDev is up.
import { join } from 'node:path';
import { root } from './lib/setup.mjs';
import { runStage, vitestReportArgs } from './lib/test-summary.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const grep = process.env.HIQ_TEST_GREP || undefined;
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Each stage leaves a JSON report that scripts/test.mjs sums into the run's last line.
function step(stage, kind, cmd, cmdArgs) {
  const code = runStage(stage, kind, cmd, cmdArgs, { env: { HIQ_UNDER_EMULATORS: '1' } });
  if (code !== 0) process.exit(code);
}

for (const project of ['integration', 'reliability']) {
  if (!only || only === project) {
    step(project, 'vitest', bin('vitest'), [
      'run',
      '--project',
      project,
      ...(grep ? ['-t', grep] : []),
      ...vitestReportArgs(project),
    ]);
  }
}
if (!only || only === 'e2e') {
  step('e2e', 'playwright', bin('playwright'), ['test', ...(grep ? ['--grep', grep] : [])]);
}
