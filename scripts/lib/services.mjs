// Starting and stopping the local stack's processes; Node built-ins only.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { ensureStorageRulesStandin, log, pubsubEmulatorEnv, root } from './setup.mjs';
import { writeLocalFirebaseConfig } from './local-firebase-config.mjs';

export const bin = (name) => join(root, 'node_modules', '.bin', name);

export const PORTS = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  smtp: 1025,
  maildev: 1080,
  hub: 4400,
  pubsub: 8085,
  storage: 9199,
  speech: 7070,
  llm: 7071,
};

/** The local speech stand-in's websocket URL (the functions' SPEECH_STANDIN_URL). */
export const speechStandinUrl = `ws://127.0.0.1:${PORTS.speech}`;

/**
 * The functions' language model for AI assist under `npm test` and the benches: the local LLM
 * stand-in (tools/llm-standin). `npm start` configures none, so its demo uses the offline engine.
 */
export const llmStandinParams = {
  LLM_BASE_URL: `http://127.0.0.1:${PORTS.llm}/v1`,
  LLM_MODEL: 'hiq-standin',
  // Long enough for the stand-in on a loaded machine, short enough that its 'slow' mode is quick
  // to test.
  LLM_TIMEOUT_SECONDS: '5',
};

/**
 * The emulators `npm start`, `npm test` and the benches run (Pub/Sub carries the schedules, Storage
 * the recordings).
 */
export const EMULATORS = 'auth,firestore,functions,hosting,pubsub,storage';

/**
 * Runs a scheduled function once, as Cloud Scheduler would: the emulators never fire a schedule
 * themselves, but the functions emulator subscribes the function to its topic on the Pub/Sub
 * emulator, `firebase-schedule-<name>`.
 */
export async function publishSchedule(functionName) {
  const topic = `projects/demo-hiq/topics/firebase-schedule-${functionName}`;
  const response = await fetch(`http://127.0.0.1:${PORTS.pubsub}/v1/${topic}:publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
  });
  if (!response.ok) {
    throw new Error(
      `the Pub/Sub emulator answered ${response.status} for ${topic}: ${await response.text()}`,
    );
  }
}

export const emulatorEnv = {
  GCLOUD_PROJECT: 'demo-hiq',
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
};

/**
 * The Functions emulator starts a worker process per concurrent request. A burst of 50 calls on a
 * 2-core machine starts 50 at once, and past its 30 s default the emulator gives up on the slower
 * ones ("Failed to load function", 504). Production serves concurrent requests from one instance,
 * so give the emulator's workers time to start instead.
 */
export const functionsEmulatorEnv = { FUNCTIONS_DISCOVERY_TIMEOUT: '120' };

/**
 * The Java emulators (Firestore, Pub/Sub, the Storage rules stand-in) with the serial collector
 * and the quick (C1) compiler only: on a 2-core machine the default G1 collector's concurrent
 * threads cost the Firestore emulator about an eighth more CPU under the tests' load, and in runs
 * of minutes the optimising compiler costs more CPU than its faster code saves (the Firestore
 * emulator's CPU over the integration tests 80 → 53 s, over the reliability tests 153 → 129 s,
 * neither stage slower), CPU the functions and tests need.
 */
const javaEmulatorEnv = () => ({
  JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1']
    .filter(Boolean)
    .join(' '),
});

const children = new Set();

/**
 * Starts a child in its own process group so Ctrl-C stops it and everything it started.
 * `output`: a file descriptor that gets both stdout and stderr (a log file), or 'pipe';
 * otherwise stderr stays on screen and stdout too unless `quiet`.
 */
export function startProcess(
  cmd,
  args,
  { name, env = {}, quiet = false, cwd = root, output } = {},
) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    // No stdin: a tool that would prompt fails at once instead of hanging a run.
    stdio:
      output !== undefined
        ? ['ignore', output, output]
        : quiet
          ? ['ignore', 'ignore', 'inherit']
          : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.name = name ?? cmd;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopAll(signal = 'SIGINT') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Opens `file` empty for appending (each run starts a fresh log); returns its descriptor. */
export function openLog(file) {
  mkdirSync(dirname(file), { recursive: true });
  closeSync(openSync(file, 'w'));
  return openSync(file, 'a');
}

/** The last `count` lines of a log file ('' when there is none). */
export function logTail(file, count = 40) {
  if (!existsSync(file)) return '';
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  return lines.slice(-count).join('\n');
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function assertPortsFree(ports) {
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length) {
    throw new Error(
      `port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use: stop the other HiQ stack (or whatever holds them) first.`,
    );
  }
}

export async function waitFor(
  check,
  { timeoutMs = 60_000, intervalMs = 250, what = 'service' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const httpOk = (url) => async () => (await fetch(url)).ok;

/** `output`: a log file's descriptor for all its output (else errors on screen). */
export function startMaildev({ output } = {}) {
  log(`starting MailDev (SMTP ${PORTS.smtp}, inbox http://127.0.0.1:${PORTS.maildev})`);
  const child = startProcess(
    process.execPath,
    [join(root, 'scripts', 'lib', 'maildev-server.mjs'), String(PORTS.smtp), String(PORTS.maildev)],
    { name: 'maildev', quiet: true, output },
  );
  return child;
}

export async function waitForMaildev() {
  await waitFor(httpOk(`http://127.0.0.1:${PORTS.maildev}/email`), {
    what: 'MailDev',
    timeoutMs: 30_000,
  });
}

export function onExitSignals(handler) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      handler(signal);
    });
  }
}

/**
 * A local stand-in, tools/<tool>/server.mjs, on 127.0.0.1:`port`; `output` as for startProcess.
 * `what` names it in the log.
 */
function startStandin(tool, port, what, { output } = {}) {
  log(`starting the ${what}`);
  return startProcess(
    process.execPath,
    [join(root, 'tools', tool, 'server.mjs'), '--port', String(port), '--host', '127.0.0.1'],
    { name: tool, quiet: true, output },
  );
}

/** Resolves once a stand-in answers its GET /stats. */
const waitForStandin = (port, what) =>
  waitFor(httpOk(`http://127.0.0.1:${port}/stats`), { what: `the ${what}`, timeoutMs: 15_000 });

/** The local speech stand-in (tools/speech-standin): the candidate's browser transcribes through it. */
export const startSpeechStandin = ({ output } = {}) =>
  startStandin('speech-standin', PORTS.speech, `speech stand-in (${speechStandinUrl})`, { output });

export const waitForSpeechStandin = () => waitForStandin(PORTS.speech, 'speech stand-in');

/**
 * Runs `inner` (one shell command line: emulators:exec runs it through a shell, so only validated
 * words may reach it) under `firebase emulators:exec` with the auth, firestore, functions, hosting,
 * Pub/Sub and Storage emulators, MailDev and the speech and LLM stand-ins; stops everything after
 * and resolves to the command's exit code. `env` reaches the emulators (the functions inherit it)
 * and the command.
 * `npm test`, `npm run bench` and the standalone dashboard bench share this one sequence.
 */
export async function runUnderEmulators(inner, env = {}) {
  await assertPortsFree(Object.values(PORTS));
  startMaildev();
  onExitSignals(() => {
    stopAll();
    process.exit(130);
  });
  startSpeechStandin();
  // The functions' language model for AI assist (llmStandinParams).
  startStandin('llm-standin', PORTS.llm, `LLM stand-in (${llmStandinParams.LLM_BASE_URL})`);
  await waitForMaildev();
  await waitForSpeechStandin();
  await waitForStandin(PORTS.llm, 'LLM stand-in');
  const exec = startProcess(
    bin('firebase'),
    [
      'emulators:exec',
      ...writeLocalFirebaseConfig({ functionsEnv: llmStandinParams }),
      // Warnings, errors and the functions' own logs only: a line per request through the hosting
      // and functions emulators costs the CLI's one process CPU the tests need.
      '--log-verbosity',
      'QUIET',
      '--only',
      EMULATORS,
      '--project',
      'demo-hiq',
      inner,
    ],
    {
      name: 'firebase',
      env: {
        NO_UPDATE_NOTIFIER: '1',
        SPEECH_STANDIN_URL: speechStandinUrl,
        ...functionsEmulatorEnv,
        ...javaEmulatorEnv(),
        ...pubsubEmulatorEnv(),
        ...ensureStorageRulesStandin(),
        ...env,
      },
    },
  );
  const code = await new Promise((resolve) => exec.on('exit', (c) => resolve(c ?? 1)));
  stopAll();
  return code;
}
