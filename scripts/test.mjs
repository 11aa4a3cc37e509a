// `npm test`: sets the machine up, builds the functions, then typecheck, lint, format and knip
// (dead code and dependencies) side by side, unit tests, the web build, and (under
// `firebase emulators:exec`, with MailDev) the integration, rules, reliability and browser tests.
//   npm test -- --quick            skip typecheck, lint, format, knip and unit tests
//   npm test -- --only=e2e         one stage under the emulators: integration | reliability | e2e
//   npm test -- --grep "journey"   passed to Playwright (and as a vitest -t filter)
import {
  checkPrerequisites,
  ensureChromium,
  ensureEspeak,
  ensureDependencies,
  ensureFirestoreLauncher,
  ensureLocalSecrets,
  log,
  run,
  runTogether,
} from './lib/setup.mjs';
import { prepareDemoMediaInBackground } from './lib/demo-media.mjs';
import { clearReports, runStage, summaryLines, vitestReportArgs } from './lib/test-summary.mjs';

// The last line of every run, whichever way it ends: `N passed, N failed[, N skipped]` summed
// over the stages' reports (scripts/lib/test-summary.mjs). Printed on exit, so after the
// emulators have shut down, and also when typecheck, lint or the build stop the run.
const started = Date.now();
const reports = clearReports();
process.on('exit', (code) => {
  log(
    `tests ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const line of summaryLines(reports, code)) console.log(line);
});

checkPrerequisites();
ensureDependencies();
const firestoreEnv = ensureFirestoreLauncher();
ensureLocalSecrets();
ensureChromium();
ensureEspeak();

const { bin, runUnderEmulators } = await import('./lib/services.mjs');

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const grepIndex = args.indexOf('--grep');
const grep = grepIndex >= 0 ? args[grepIndex + 1] : undefined;

const stage = (name) => log(`── ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

// The demo answers' videos (recorded once per machine, for the seed the browser tests play) are
// recorded in a child process while the checks and unit tests run: recording is mostly waiting
// on the clock. It reads the compiled demo answers, so the functions are built first.
stage('build the functions');
run('npm', ['run', '--silent', 'build', '-w', 'functions']);
const demoMedia = !only || only === 'e2e' ? prepareDemoMediaInBackground() : Promise.resolve();

if (!quick && !only) {
  stage('typecheck, lint, format and dead code (knip), side by side');
  await runTogether([
    { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'format', cmd: 'npm', args: ['run', '--silent', 'format:check'] },
    { name: 'knip', cmd: 'npm', args: ['run', '--silent', 'knip'] },
  ]);
  stage('unit tests');
  const code = runStage('unit', 'vitest', bin('vitest'), [
    'run',
    '--project',
    'web',
    '--project',
    'web-isolated',
    '--project',
    'functions',
    '--project',
    'functions-isolated',
    ...vitestReportArgs('unit'),
  ]);
  if (code !== 0) process.exit(code);
}
stage('build the web app');
run('npm', ['run', '--silent', 'build', '-w', 'web']);
await demoMedia;

stage(
  only
    ? `emulators: ${only} tests`
    : 'emulators: integration, rules, reliability and browser tests',
);
const inner = ['node', 'scripts/under-emulators.mjs', only ? `--only=${only}` : '']
  .filter(Boolean)
  .join(' ');
// The filter travels in the environment: emulators:exec runs the script through a shell.
let code;
try {
  code = await runUnderEmulators(inner, { ...firestoreEnv, HIQ_TEST_GREP: grep ?? '' });
} catch (error) {
  console.error(`\nHiQ: ${error.message}\n`);
  process.exit(1);
}
process.exit(code);
