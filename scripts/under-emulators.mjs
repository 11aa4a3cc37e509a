// Runs inside `firebase emulators:exec`: the emulator env vars are set; MailDev is up.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/setup.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const grep = process.env.HIQ_TEST_GREP || undefined;
const bin = (name) => join(root, 'node_modules', '.bin', name);

function step(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HIQ_UNDER_EMULATORS: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!only || only === 'integration') {
  step(bin('vitest'), ['run', '--project', 'integration', ...(grep ? ['-t', grep] : [])]);
}
if (!only || only === 'reliability') {
  step(bin('vitest'), ['run', '--project', 'reliability', ...(grep ? ['-t', grep] : [])]);
}
if (!only || only === 'e2e') {
  step(bin('playwright'), ['test', ...(grep ? ['--grep', grep] : [])]);
}
