// Prepares a machine for HiQ using only Node built-ins, so it can run before `npm install`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { CHROMIUM_PACKAGES, HEADLESS_SHELL_PATH } from './chromium.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cacheDir = join(root, '.cache');

export function fail(sentence) {
  console.error(`\nHiQ: ${sentence}\n`);
  process.exit(1);
}

export function log(line) {
  console.log(`[hiq] ${line}`);
}

/** Node ≥ 20.19 (Vite 8) and Java ≥ 17 (the Firebase emulators). */
export function checkPrerequisites() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(
      `Node ${process.versions.node} is too old: install Node 20.19 or newer (https://nodejs.org) and run the command again.`,
    );
  }
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    fail(
      'Java was not found: install Java 17 or newer (for example `apt-get install -y openjdk-17-jre-headless`), which the Firebase emulators need, and run the command again.',
    );
  }
  const version = /version "(\d+)/.exec(java.stderr)?.[1];
  if (version && Number(version) < 17) {
    fail(
      `Java ${version} is too old: install Java 17 or newer, which the Firebase emulators need, and run the command again.`,
    );
  }
}

/** Installs npm packages when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  const ci = existsSync(lock) && !existsSync(join(root, 'node_modules'));
  log(ci ? 'installing npm packages (npm ci)…' : 'updating npm packages (npm install)…');
  run('npm', [ci ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`could not run ${cmd}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs `steps` ({name, cmd, args}) side by side and prints each one's output whole, in order, once
 * all have ended; exits with the first failure's status. Type checking and linting each keep one
 * core busy, so on a 2-core machine together they take the time of the longest.
 */
export async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ name, cmd, args }) =>
        new Promise((done) => {
          const output = [];
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) =>
            done({ name, code: 1, output: [Buffer.from(error.message)] }),
          );
          child.on('close', (code) => done({ name, code: code ?? 1, output }));
        }),
    ),
  );
  for (const { name, code, output } of results) {
    log(`${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
    const text = Buffer.concat(output).toString('utf8').trim();
    if (text) console.log(text);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) process.exit(failed.code);
}

const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function findDebianFirestoreJar() {
  const known =
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
  if (existsSync(known)) return known;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return files.split('\n').find((f) => f.endsWith('cloud-firestore-emulator.jar')) ?? null;
  } catch {
    return null;
  }
}

/** A jar manifest wraps lines at 72 bytes, continuing with a leading space. */
function manifestLine(text) {
  const out = [];
  let rest = text;
  out.push(rest.slice(0, 70));
  rest = rest.slice(70);
  while (rest.length) {
    out.push(` ${rest.slice(0, 69)}`);
    rest = rest.slice(69);
  }
  return out.join('\r\n');
}

/** A minimal stored (uncompressed) zip holding one file. */
function zipOneFile(name, content) {
  const nameBuf = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  const centralOffset = local.length + nameBuf.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBuf.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBuf, content, central, nameBuf, end]);
}

/**
 * firebase-tools cannot download the Firestore emulator offline; Debian's package has the jar but no
 * Main-Class, so a launcher jar names it and puts the real jar on its class path.
 * Returns the env to pass to firebase-tools (empty where it should download its own).
 */
export function ensureFirestoreLauncher() {
  const jar = findDebianFirestoreJar();
  if (!jar) {
    log("Debian's Firestore emulator package is absent; firebase-tools will download its own.");
    return {};
  }
  const launcher = join(cacheDir, 'firestore-launcher', 'firestore-launcher.jar');
  const manifest = Buffer.from(
    [
      'Manifest-Version: 1.0',
      manifestLine(`Main-Class: ${FIRESTORE_MAIN}`),
      manifestLine(`Class-Path: file:${jar}`),
      '',
      '',
    ].join('\r\n'),
  );
  const zip = zipOneFile('META-INF/MANIFEST.MF', manifest);
  if (!existsSync(launcher) || !readFileSync(launcher).equals(zip)) {
    mkdirSync(dirname(launcher), { recursive: true });
    writeFileSync(launcher, zip);
    log(`built the Firestore emulator launcher at ${launcher}`);
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

const STANDIN_SOURCE = join(root, 'tools', 'storage-rules-standin', 'StorageRulesStandin.java');

/**
 * The Storage emulator's HTTP server is part of firebase-tools; only its rules runtime is a
 * download. A stand-in of our own (tools/storage-rules-standin) answers the runtime's protocol and
 * denies every client request, as storage.rules does; it is compiled here with the JDK's javac
 * into a git-ignored jar. Returns the env to pass to firebase-tools (empty where it should
 * download the real runtime).
 */
export function ensureStorageRulesStandin() {
  const dir = join(cacheDir, 'storage-rules-standin');
  const jar = join(dir, 'storage-rules-standin.jar');
  if (existsSync(jar) && statSync(jar).mtimeMs >= statSync(STANDIN_SOURCE).mtimeMs) {
    return { STORAGE_EMULATOR_BINARY_PATH: jar };
  }
  if (spawnSync('javac', ['-version'], { stdio: 'ignore' }).status !== 0) {
    log(
      "javac was not found, so the Storage emulator's rules stand-in cannot be built: firebase-tools will try to download the real rules runtime (needs internet). Install a JDK (for example `apt-get install -y openjdk-17-jdk-headless`) to run offline.",
    );
    return {};
  }
  const classes = join(dir, 'classes');
  mkdirSync(classes, { recursive: true });
  run('javac', ['--release', '17', '-d', classes, STANDIN_SOURCE]);
  run('jar', [
    '--create',
    '--file',
    jar,
    '--main-class',
    'StorageRulesStandin',
    '-C',
    classes,
    '.',
  ]);
  log(`built the Storage emulator's rules stand-in at ${jar}`);
  return { STORAGE_EMULATOR_BINARY_PATH: jar };
}

const DEBIAN_PUBSUB_EMULATOR =
  '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';

/**
 * The Pub/Sub emulator carries the scheduled functions' topics (the functions emulator names them
 * `firebase-schedule-<function>`). firebase-tools cannot download it offline; Debian's
 * google-cloud-cli-pubsub-emulator package has it. firebase-tools makes the binary it is given
 * executable, which a user other than root may not do to the package's file, so it gets a wrapper
 * of our own. Returns the env to pass to firebase-tools (empty where it should download its own).
 */
export function pubsubEmulatorEnv() {
  if (!existsSync(DEBIAN_PUBSUB_EMULATOR)) {
    log(
      "Debian's Pub/Sub emulator package is absent; firebase-tools will download its own (offline, install google-cloud-cli-pubsub-emulator from Google Cloud's apt repository).",
    );
    return {};
  }
  const wrapper = join(cacheDir, 'pubsub-emulator', 'cloud-pubsub-emulator');
  const script = `#!/bin/sh\nexec ${DEBIAN_PUBSUB_EMULATOR} "$@"\n`;
  if (!existsSync(wrapper) || readFileSync(wrapper, 'utf8') !== script) {
    mkdirSync(dirname(wrapper), { recursive: true });
    writeFileSync(wrapper, script, { mode: 0o755 });
  }
  return { PUBSUB_EMULATOR_BINARY_PATH: wrapper };
}

/**
 * Debian's Chromium headless shell drives the browser tests and records the demo's videos (the
 * benchmarks also ask for the full browser); install what is missing where we can (root with
 * apt-get). `optional`: elsewhere, go on without it (the demo then has no videos).
 */
export function ensureChromium({ optional = false, browsers = [HEADLESS_SHELL_PATH] } = {}) {
  const packages = browsers.filter((path) => !existsSync(path)).map((p) => CHROMIUM_PACKAGES[p]);
  if (packages.length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    if (optional) return;
    fail(
      `Debian's ${packages.join(' and ')} not found: install with \`apt-get install -y ${packages.join(' ')}\` and run the command again.`,
    );
  }
  log(`installing Debian's ${packages.join(' and ')}…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * espeak-ng speaks the answers the browser tests and the demo's videos feed Chromium's fake
 * microphone. `optional` as for Chromium.
 */
export function ensureEspeak({ optional = false } = {}) {
  if (spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    if (optional) return;
    fail(
      'espeak-ng was not found: install it with `apt-get install -y espeak-ng` (the browser tests speak with it) and run the command again.',
    );
  }
  log("installing espeak-ng (browser tests, the demo's videos)…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'espeak-ng'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The functions emulator reads secrets from functions/.secret.local and otherwise tries Secret
 * Manager (unreachable offline). Write local placeholders once; the file is git-ignored.
 * SPEECH_KEY stays "none": the speech service is then the local stand-in or typing. LLM_API_KEY
 * "none": no language model is configured locally (LLM_BASE_URL is empty), so none is called.
 * INVITATION_ID_KEY: random, made once per machine and then kept (pending invitations are found
 * by ids made with it).
 */
export function ensureLocalSecrets() {
  const file = join(root, 'functions', '.secret.local');
  const wanted = {
    SMTP_PASSWORD: 'local-unused',
    SPEECH_KEY: 'none',
    LLM_API_KEY: 'none',
    INVITATION_ID_KEY: randomBytes(32).toString('hex'),
  };
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = Object.entries(wanted).filter(
    ([key]) => !new RegExp(`^${key}=`, 'm').test(existing),
  );
  if (missing.length === 0) return;
  const lines = missing.map(([key, value]) => `${key}=${value}`).join('\n');
  writeFileSync(file, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${lines}\n`);
  log(
    `wrote local placeholders for ${missing.map(([k]) => k).join(', ')} in functions/.secret.local`,
  );
}
