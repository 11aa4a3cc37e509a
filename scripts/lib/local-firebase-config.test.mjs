import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_CONNECT_SOURCES, localFirebaseConfig } from './local-firebase-config.mjs';

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
