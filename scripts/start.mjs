// `npm start`: sets the machine up, builds, runs the whole stack on the emulators with MailDev,
// seeds demo data and prints where everything is. `npm run dev` (--dev): Vite with hot reload
// on :5173 and the functions rebuilt on change. `--speech`: also the local speech stand-in, so the
// candidate's answers are transcribed (scripted text) instead of typed. Ctrl-C stops everything.
// The services' ongoing output goes to .cache/logs/emulators.log, so the "HiQ is running" block
// stays the last thing on screen; `--verbose` streams it to the screen instead.
// The emulators never run a schedule: the reminder job is run here every few minutes (and by
// `npm run reminders` on demand) by publishing to its Pub/Sub topic.
import { spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  cacheDir,
  checkPrerequisites,
  ensureChromium,
  ensureDependencies,
  ensureEspeak,
  ensureFirestoreLauncher,
  ensureLocalSecrets,
  ensureStorageRulesStandin,
  log,
  pubsubEmulatorEnv,
  root,
  run,
} from './lib/setup.mjs';
import { prepareDemoMediaInBackground } from './lib/demo-media.mjs';
import { writeLocalFirebaseConfig } from './lib/local-firebase-config.mjs';

checkPrerequisites();
ensureDependencies();
const firestoreEnv = ensureFirestoreLauncher();
const pubsubEnv = pubsubEmulatorEnv();
const storageEnv = ensureStorageRulesStandin();
ensureLocalSecrets();
// The demo's completed interviews play real recordings, made here once with Chromium and espeak-ng.
ensureChromium({ optional: true });
ensureEspeak({ optional: true });

const {
  assertPortsFree,
  bin,
  EMULATORS,
  emulatorEnv,
  functionsEmulatorEnv,
  httpOk,
  logTail,
  onExitSignals,
  openLog,
  PORTS,
  publishSchedule,
  speechStandinUrl,
  startMaildev,
  startSpeechStandin,
  startProcess,
  stopAll,
  waitFor,
  waitForMaildev,
  waitForSpeechStandin,
} = await import('./lib/services.mjs');

const dev = process.argv.includes('--dev');
const speech = process.argv.includes('--speech');
const verbose = process.argv.includes('--verbose');
const started = Date.now();
/** How often the reminder job runs locally (every 15 minutes in production). */
const REMINDERS_EVERY_MS = 5 * 60_000;

log('building the functions…');
run('npm', ['run', '--silent', 'build', '-w', 'functions']);
// The demo answers' videos are recorded (once per machine) while the web app builds and the
// emulators start.
const demoMedia = prepareDemoMediaInBackground();
const { DEMO_ADMIN, DEMO_STAFF, DEMO_MEMBER, OTHER_STAFF } =
  await import('../functions/lib/cli/demo-accounts.js');
if (!dev) {
  log('building the web app…');
  run('npm', ['run', '--silent', 'build', '-w', 'web']);
}

const ports = [
  PORTS.functions,
  PORTS.firestore,
  PORTS.auth,
  PORTS.smtp,
  PORTS.maildev,
  PORTS.hub,
  PORTS.pubsub,
  PORTS.storage,
  dev ? 5173 : PORTS.hosting,
  ...(speech ? [PORTS.speech] : []),
];
try {
  await assertPortsFree(ports);
} catch (error) {
  console.error(`\nHiQ: ${error.message}\n`);
  process.exit(1);
}

const logFile = join(cacheDir, 'logs', 'emulators.log');
const logName = relative(root, logFile);
// A fresh log each run; with --verbose (undefined) the services write to the screen as before.
const output = verbose ? undefined : openLog(logFile);

let stopping = false;
let ready = false;

/** Stops everything after a failure, showing the log's end (the services' own error). */
function abort(reason, code = 1) {
  if (stopping) return;
  stopping = true;
  console.error(`\nHiQ: ${reason}`);
  const tail = output === undefined ? '' : logTail(logFile);
  if (tail) console.error(`\nThe last lines of ${logName}:\n${tail}\n`);
  stopAll();
  process.exit(code);
}

/** A service that exits on its own takes the whole stack down with it. */
function watch(child) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      abort(
        `${child.name} stopped (${signal ?? `code ${code}`})${ready ? '' : ' during start-up'}; stopping the rest.`,
        code || 1,
      );
    }
  });
  return child;
}

onExitSignals(() => {
  stopping = true;
  log('stopping…');
  stopAll();
  setTimeout(() => process.exit(0), 1500).unref();
});
// Whatever ends this script early ends the services too.
process.on('exit', () => {
  if (!stopping) stopAll();
});

watch(startMaildev({ output }));
if (speech) watch(startSpeechStandin({ output }));
log(verbose ? 'starting the emulators…' : `starting the emulators (their output: ${logName})…`);
const emulators = startProcess(
  bin('firebase'),
  [
    'emulators:start',
    ...writeLocalFirebaseConfig(),
    '--only',
    dev ? EMULATORS.replace(',hosting', '') : EMULATORS,
    '--project',
    'demo-hiq',
  ],
  {
    name: 'firebase',
    output,
    env: {
      ...firestoreEnv,
      ...pubsubEnv,
      ...storageEnv,
      ...functionsEmulatorEnv,
      NO_UPDATE_NOTIFIER: '1',
      ...(speech ? { SPEECH_STANDIN_URL: speechStandinUrl } : {}),
    },
  },
);
emulators.name = 'the emulators';
watch(emulators);

if (dev) {
  startProcess(
    bin('tsc'),
    ['-p', 'functions/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { name: 'tsc', quiet: true, output },
  );
  const vite = watch(
    startProcess(bin('vite'), ['--host', '127.0.0.1', '--strictPort'], {
      name: 'vite',
      cwd: join(root, 'web'),
      output: verbose ? undefined : 'pipe',
      env: !verbose && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {},
    }),
  );
  // Vite's start-up banner goes to the log only; once HiQ is up its hot-reload messages and
  // errors show on screen as well.
  if (!verbose) {
    for (const [from, screen] of [
      [vite.stdout, process.stdout],
      [vite.stderr, process.stderr],
    ]) {
      from.setEncoding('utf8');
      from.on('data', (text) => {
        writeSync(output, stripVTControlCharacters(text));
        if (ready) screen.write(text);
      });
    }
  }
}

const healthUrl = dev
  ? `http://127.0.0.1:${PORTS.functions}/demo-hiq/us-central1/api/api/health`
  : `http://127.0.0.1:${PORTS.hosting}/api/health`;
try {
  await waitFor(httpOk(healthUrl), { what: 'the API health check', timeoutMs: 120_000 });
  await waitForMaildev();
  if (speech) await waitForSpeechStandin();
} catch (error) {
  abort(`${error.message}; stopping everything.`);
}

await demoMedia;
log('seeding demo data…');
const seed = spawnSync(process.execPath, [join(root, 'functions', 'lib', 'cli', 'seed.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...emulatorEnv },
});
if (seed.status !== 0) abort('seeding the demo data failed; stopping everything.');

// A reminder pass now (the demo's interviews due one get it at once), then every few minutes.
const runReminders = () =>
  publishSchedule('sendReminders').catch((error) =>
    log(`the reminder job could not be started: ${error.message}`),
  );
await runReminders();
setInterval(runReminders, REMINDERS_EVERY_MS);

const url = dev ? 'http://127.0.0.1:5173' : `http://127.0.0.1:${PORTS.hosting}`;
const again = dev ? 'npm run dev -- --verbose' : 'npm start -- --verbose';
const lines = [
  '',
  `HiQ is running (${((Date.now() - started) / 1000).toFixed(0)} s): ${url}`,
  `  API health   ${url}/api/health`,
  `  Mail inbox   http://127.0.0.1:${PORTS.maildev}`,
  `  Emulators    auth :${PORTS.auth}, firestore :${PORTS.firestore}, functions :${PORTS.functions}${dev ? '' : `, hosting :${PORTS.hosting}`}, pubsub :${PORTS.pubsub}, storage :${PORTS.storage}`,
  `  Reminders    mailed every ${REMINDERS_EVERY_MS / 60_000} minutes (\`npm run reminders\` runs the job now)`,
  verbose
    ? '  Logs         on screen (--verbose)'
    : `  Logs         ${logName} (\`${again}\` shows them here)`,
  '',
  'Demo accounts (emulator only):',
  DEMO_ADMIN &&
    `  admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   → ${url}/admin/access-requests`,
  DEMO_STAFF &&
    `  owner   ${DEMO_STAFF.email} / ${DEMO_STAFF.password}   → ${url}/dashboard (Acme Corp)`,
  DEMO_MEMBER &&
    `  member  ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}   → ${url}/team (Acme Corp)`,
  OTHER_STAFF && `  owner   ${OTHER_STAFF.email} / ${OTHER_STAFF.password}   (another company)`,
  '',
  'Ctrl-C stops everything.',
  '',
].filter((line) => typeof line === 'string');
console.log(lines.join('\n'));
ready = true;
