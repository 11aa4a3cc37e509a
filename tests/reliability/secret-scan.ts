// Finds server secrets in a directory of built files (web/dist): the values of the local secrets
// file, key and service-account patterns, and the names of server-only settings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Finding {
  file: string;
  what: string;
}

/** Patterns that never belong in a browser bundle, whatever their value. */
const PATTERNS: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a service-account key', /"type"\s*:\s*"service_account"/],
  ['a service-account key field', /"private_key(_id)?"\s*:/],
  ['a service-account email', /[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/],
  ['an SMTP URL with a password', /smtps?:\/\/[^\s:@/"']+:[^\s@/"']+@/],
  ['a Google OAuth client secret', /GOCSPX-[A-Za-z0-9_-]{10,}/],
];

/**
 * Settings only the functions read (functions/.env, .secret.local, emulator wiring): their names
 * in the bundle mean server code or config was pulled into the web build.
 */
const SERVER_ONLY_NAMES = [
  'SMTP_PASSWORD',
  'SPEECH_KEY',
  'LLM_API_KEY',
  'LLM_BASE_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'MAIL_FROM',
  'APP_ORIGIN',
  'SPEECH_STANDIN_URL',
  'HIQ_DISABLE_RATE_LIMITS',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
];

/** Values shorter than this are words ('none'), not secrets: they would match any bundle. */
const MIN_SECRET_LENGTH = 8;

/** KEY=value lines of a dotenv-style file (functions/.secret.local); missing file → none. */
export function secretValues(file: string): { name: string; value: string }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ name: m[1], value: m[2].replace(/^(['"])(.*)\1$/, '$2') }))
    .filter((s) => s.value.length >= MIN_SECRET_LENGTH);
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every secret value, pattern and server-only name found in the files under `dir`. */
export function scanForSecrets(
  dir: string,
  secrets: { name: string; value: string }[],
  names: string[] = SERVER_ONLY_NAMES,
): Finding[] {
  const findings: Finding[] = [];
  for (const path of filesUnder(dir)) {
    const text = readFileSync(path).toString('latin1');
    const file = relative(dir, path);
    for (const { name, value } of secrets)
      if (text.includes(value)) findings.push({ file, what: `the value of ${name}` });
    for (const [what, pattern] of PATTERNS) if (pattern.test(text)) findings.push({ file, what });
    for (const name of names)
      if (new RegExp(`\\b${name}\\b`).test(text)) findings.push({ file, what: `the name ${name}` });
  }
  return findings;
}
