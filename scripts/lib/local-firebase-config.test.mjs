import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_CONNECT_SOURCES,
  functionsEnvWith,
  localFirebaseConfig,
} from './local-firebase-config.mjs';

const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const cspOf = (c) =>
  c.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')
    .value;

describe('the Content-Security-Policy', () => {
  it('in production (firebase.json) names no local address', () => {
    expect(cspOf(config)).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(cspOf(config)).toMatch(/connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com/);
  });

  it('locally adds exactly the emulators and the speech stand-in to connect-src', () => {
    const local = cspOf(localFirebaseConfig(config));
    const connect = local.split('; ').find((d) => d.startsWith('connect-src '));
    for (const source of LOCAL_CONNECT_SOURCES) expect(connect).toContain(source);
    // Nothing else changes.
    const others = (csp) => csp.split('; ').filter((d) => !d.startsWith('connect-src '));
    expect(others(local)).toEqual(others(cspOf(config)));
  });
});

describe("a run's overrides of the functions' params", () => {
  it('replace the keys functions/.env sets and append the others, leaving the rest', () => {
    const dotenv = '# comment\nAPP_ORIGIN=http://x\nLLM_BASE_URL=\nLLM_MODEL=\n\n';
    expect(functionsEnvWith(dotenv, { LLM_BASE_URL: 'http://127.0.0.1:7071/v1', EXTRA: '5' })).toBe(
      '# comment\nAPP_ORIGIN=http://x\nLLM_BASE_URL=http://127.0.0.1:7071/v1\nLLM_MODEL=\nEXTRA=5\n',
    );
  });
});
