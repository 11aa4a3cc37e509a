// `npm run bench`: sets the machine up like `npm test`, builds, then runs bench/run.mjs under the
// emulators (scripts/lib/services.mjs runUnderEmulators) and prints one table (also
// written to bench/results.json).
//   npm run bench -- --quick                 fewer iterations (1 Lighthouse run, fewer requests)
//   npm run bench -- --only=bundle,audio     some benches (their names: bench/names.mjs)
// Rate limits are switched off for this run only (HIQ_DISABLE_RATE_LIMITS=true reaches the
// functions emulator through the environment), or the latency bench would measure 429s.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BENCHES as KNOWN } from '../bench/names.mjs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './lib/chromium.mjs';
import {
  checkPrerequisites,
  ensureChromium,
  ensureDependencies,
  ensureEspeak,
  ensureFirestoreLauncher,
  ensureLocalSecrets,
  fail,
  log,
  root,
  run,
} from './lib/setup.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const unknownArgs = args.filter((a) => a !== '--quick' && !a.startsWith('--only='));
if (unknownArgs.length)
  fail(`unknown option ${unknownArgs.join(' ')} (use --quick and/or --only=${KNOWN.join(',')})`);
const selected = only ? only.split(',').filter(Boolean) : KNOWN;
const unknown = selected.filter((name) => !KNOWN.includes(name));
if (unknown.length) fail(`unknown bench ${unknown.join(', ')} (known: ${KNOWN.join(', ')})`);

checkPrerequisites();
ensureDependencies();
const firestoreEnv = ensureFirestoreLauncher();
ensureLocalSecrets();
// The demo's recordings are made in the headless shell; the benches measure the full browser.
ensureChromium({ browsers: [HEADLESS_SHELL_PATH, CHROMIUM_PATH] });
ensureEspeak();

const { runUnderEmulators } = await import('./lib/services.mjs');

const started = Date.now();
log('── build');
run('npm', ['run', '--silent', 'build']);

log(
  'rate limits are OFF for this bench run (HIQ_DISABLE_RATE_LIMITS=true); `npm start` and `npm test` keep them on.',
);
log(`── emulators: ${selected.join(', ')}${quick ? ' (quick)' : ''}`);
// emulators:exec runs the command through a shell: only validated names reach it.
const inner = ['node', 'bench/run.mjs', `--only=${selected.join(',')}`, quick ? '--quick' : '']
  .filter(Boolean)
  .join(' ');
let code;
try {
  code = await runUnderEmulators(inner, { ...firestoreEnv, HIQ_DISABLE_RATE_LIMITS: 'true' });
} catch (error) {
  fail(error.message);
}
// The emulators log a lot after the table: print it again, last, from the file it was written to.
const resultsFile = join(root, 'bench', 'results.json');
if (existsSync(resultsFile) && statSync(resultsFile).mtimeMs > started) {
  const { printTable } = await import('../bench/table.mjs');
  printTable(JSON.parse(readFileSync(resultsFile, 'utf8')));
  log(`results written to ${resultsFile}`);
}
log(
  `bench ${code === 0 ? 'finished' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(code);
