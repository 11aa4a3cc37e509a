// The production Content-Security-Policy (firebase.json) names only real Google and Azure hosts.
// Locally the browser also talks to the emulators and the speech stand-in on 127.0.0.1/localhost,
// so local runs use a generated copy of firebase.json (git-ignored, beside it so its relative
// paths still resolve) whose CSP adds exactly those addresses.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOCAL_CONFIG = 'firebase.local.json';

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
export function withLocalSources(policy) {
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

/** Writes firebase.local.json; returns the `--config` arguments for firebase-tools. */
export function writeLocalFirebaseConfig() {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  writeFileSync(
    join(root, LOCAL_CONFIG),
    `${JSON.stringify(localFirebaseConfig(config), null, 2)}\n`,
  );
  return ['--config', LOCAL_CONFIG];
}
