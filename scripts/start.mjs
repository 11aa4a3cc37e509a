// `npm start`: sets the machine up, builds, runs the whole stack on the emulators with MailDev,
// seeds demo data and prints where everything is. `npm run dev` (--dev): Vite with hot reload
// on :5173 and the functions rebuilt on change. `--speech`: also the local speech stand-in, so the
// candidate's answers are transcribed (scripted text) instead of typed. Ctrl-C stops everything.
import { join } from 'node:path';
import {
  checkPrerequisites,
  ensureDependencies,
  ensureFirestoreLauncher,
  ensureLocalSecrets,
  log,
  root,
  run,
} from './lib/setup.mjs';

checkPrerequisites();
ensureDependencies();
const firestoreEnv = ensureFirestoreLauncher();
ensureLocalSecrets();

const {
  assertPortsFree,
  bin,
  emulatorEnv,
  httpOk,
  onExitSignals,
  PORTS,
  speechStandinUrl,
  startMaildev,
  startSpeechStandin,
  startProcess,
  stopAll,
  waitFor,
  waitForMaildev,
} = await import('./lib/services.mjs');

const dev = process.argv.includes('--dev');
const speech = process.argv.includes('--speech');
const started = Date.now();

log('building the functions…');
run('npm', ['run', '--silent', 'build', '-w', 'functions']);
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
  dev ? 5173 : PORTS.hosting,
  ...(speech ? [PORTS.speech] : []),
];
try {
  await assertPortsFree(ports);
} catch (error) {
  console.error(`\nHiQ: ${error.message}\n`);
  process.exit(1);
}

onExitSignals(() => {
  log('stopping…');
  stopAll();
  setTimeout(() => process.exit(0), 1500).unref();
});

startMaildev();
if (speech) startSpeechStandin();
const emulators = startProcess(
  bin('firebase'),
  [
    'emulators:start',
    '--only',
    dev ? 'auth,firestore,functions' : 'auth,firestore,functions,hosting',
    '--project',
    'demo-hiq',
  ],
  {
    name: 'firebase',
    env: {
      ...firestoreEnv,
      NO_UPDATE_NOTIFIER: '1',
      ...(speech ? { SPEECH_STANDIN_URL: speechStandinUrl } : {}),
    },
  },
);
emulators.on('exit', (code) => {
  log(`the emulators stopped (code ${code}); stopping the rest.`);
  stopAll();
  process.exit(code ?? 1);
});

if (dev) {
  startProcess(
    bin('tsc'),
    ['-p', 'functions/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { name: 'tsc', quiet: true },
  );
  startProcess(bin('vite'), ['--host', '127.0.0.1', '--strictPort'], {
    name: 'vite',
    cwd: join(root, 'web'),
  });
}

const healthUrl = dev
  ? `http://127.0.0.1:${PORTS.functions}/demo-hiq/us-central1/api/api/health`
  : `http://127.0.0.1:${PORTS.hosting}/api/health`;
await waitFor(httpOk(healthUrl), { what: 'the API health check', timeoutMs: 120_000 });
await waitForMaildev();

log('seeding demo data…');
run(process.execPath, [join(root, 'functions', 'lib', 'cli', 'seed.js')], {
  env: { ...process.env, ...emulatorEnv },
});

const url = dev ? 'http://127.0.0.1:5173' : `http://127.0.0.1:${PORTS.hosting}`;
const lines = [
  '',
  `HiQ is running (${((Date.now() - started) / 1000).toFixed(0)} s): ${url}`,
  `  API health   ${url}/api/health`,
  `  Mail inbox   http://127.0.0.1:${PORTS.maildev}`,
  `  Emulators    auth :${PORTS.auth}, firestore :${PORTS.firestore}, functions :${PORTS.functions}${dev ? '' : `, hosting :${PORTS.hosting}`}`,
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
].filter((line) => line !== undefined);
console.log(lines.join('\n'));
