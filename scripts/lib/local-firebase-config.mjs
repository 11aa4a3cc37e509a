// The production Content-Security-Policy (firebase.json) names only real Google and Azure hosts.
// Locally the browser also talks to the emulators and the speech stand-in on 127.0.0.1/localhost,
// so local runs use a generated copy of firebase.json (git-ignored, beside it so its relative
// paths still resolve) whose CSP adds exactly those addresses.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCAL_CONFIG = 'firebase.local.json';

/** What the local browser connects to besides the page's own origin. */
export const LOCAL_CONNECT_SOURCES = [
  'http://127.0.0.1:9099',
  'http://localhost:9099',
  'http://127.0.0.1:8080',
  'http://localhost:8080',
  'ws://127.0.0.1:7070',
  'ws://localhost:7070',
];

/** `policy` with the local sources added to its connect-src. */
function withLocalSources(policy) {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('connect-src ')
        ? `${trimmed} ${LOCAL_CONNECT_SOURCES.join(' ')}`
        : trimmed;
    })
    .join('; ');
}

/** firebase.json as the local runs use it. */
export function localFirebaseConfig(config) {
  const copy = structuredClone(config);
  for (const rule of copy.hosting?.headers ?? [])
    for (const header of rule.headers ?? [])
      if (header.key === 'Content-Security-Policy') header.value = withLocalSources(header.value);
  return copy;
}

/** Where the functions' params come from when a run overrides some (git-ignored). */
const FUNCTIONS_ENV_DIR = join('.cache', 'functions-env');

/** functions/.env with `overrides` set (replaced where present, appended otherwise). */
export function functionsEnvWith(dotenv, overrides) {
  const left = new Map(Object.entries(overrides));
  const lines = dotenv
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => {
      const key = /^([A-Z0-9_]+)=/.exec(line)?.[1];
      if (key === undefined || !left.has(key)) return line;
      const value = left.get(key);
      left.delete(key);
      return `${key}=${value}`;
    });
  const added = [...left].map(([key, value]) => `${key}=${value}`);
  return `${[...lines, ...added].join('\n')}\n`;
}

/**
 * Writes firebase.local.json; returns the `--config` arguments for firebase-tools. `functionsEnv`
 * overrides some of the functions' params for this run only: the emulator then reads its dotenv
 * from a generated copy of functions/.env (its `configDir`) instead of functions/.env itself.
 */
export function writeLocalFirebaseConfig({ functionsEnv } = {}) {
  const config = localFirebaseConfig(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')));
  if (functionsEnv) {
    mkdirSync(join(root, FUNCTIONS_ENV_DIR), { recursive: true });
    writeFileSync(
      join(root, FUNCTIONS_ENV_DIR, '.env'),
      functionsEnvWith(readFileSync(join(root, 'functions', '.env'), 'utf8'), functionsEnv),
    );
    for (const codebase of config.functions) codebase.configDir = FUNCTIONS_ENV_DIR;
  }
  writeFileSync(join(root, LOCAL_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  return ['--config', LOCAL_CONFIG];
}
