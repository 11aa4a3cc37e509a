import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import { guardedLookup, isPublicAddress, webhookUrlProblem } from './webhook-url-guard';

/** A resolver that answers from a table, as dns.lookup({ all: true }) would. */
const resolver =
  (table: Record<string, string[]>) =>
  async (hostname: string): Promise<LookupAddress[]> => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const dns = resolver({
  'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.215.14', '192.168.1.20'],
  'metadata.example.com': ['169.254.169.254'],
  'loop.example.com': ['127.0.0.1'],
  'v6loop.example.com': ['::1'],
  'ula.example.com': ['fd12:3456::1'],
  'mapped.example.com': ['::ffff:10.0.0.1'],
  'empty.example.com': [],
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1',
    '[::1]',
    'not-an-address',
    '',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('webhookUrlProblem in production', () => {
  const check = (url: string) => webhookUrlProblem(url, 'production', dns);

  it('accepts https to a name that resolves only to public addresses', async () => {
    expect(await check('https://hooks.example.com/hiq?team=1')).toBeNull();
    expect(await check('https://93.184.215.14:8443/hook')).toBeNull();
  });

  it('refuses plain http, even to a public address', async () => {
    expect(await check('http://hooks.example.com/hiq')).toBe(M.webhookUrlHttpsOnly);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/hook',
    'https://[::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://0.0.0.0/hook',
  ])('refuses the literal address of %s', async (url) => {
    expect(await check(url)).toBe(M.webhookUrlPrivate);
  });

  it.each([
    'internal.example.com',
    'mixed.example.com',
    'metadata.example.com',
    'loop.example.com',
    'v6loop.example.com',
    'ula.example.com',
    'mapped.example.com',
  ])('refuses %s, whose name resolves to a private address', async (host) => {
    expect(await check(`https://${host}/hook`)).toBe(M.webhookUrlPrivate);
  });

  it('refuses a name that does not resolve', async () => {
    expect(await check('https://nowhere.example.com/hook')).toBe(M.webhookUrlUnresolved);
    expect(await check('https://empty.example.com/hook')).toBe(M.webhookUrlUnresolved);
  });
});

describe('webhookUrlProblem under the emulators', () => {
  it('allows plain http to this machine, so tests can receive', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1:4010/hook', 'emulator', dns)).toBeNull();
  });
});

describe('guardedLookup (the address a delivery connects to)', () => {
  const connectTo = (mode: 'production' | 'emulator', host: string) =>
    new Promise<{ error: string | null; address: unknown }>((resolve) => {
      guardedLookup(mode, dns)(host, {}, (error, address) =>
        resolve({ error: error?.message ?? null, address }),
      );
    });

  it('in production connects only to a public address', async () => {
    expect(await connectTo('production', 'hooks.example.com')).toEqual({
      error: null,
      address: '93.184.215.14',
    });
    expect(await connectTo('production', 'mixed.example.com')).toEqual({
      error: null,
      address: '93.184.215.14',
    });
    expect((await connectTo('production', 'metadata.example.com')).error).toBe(M.webhookUrlPrivate);
    expect((await connectTo('production', 'loop.example.com')).error).toBe(M.webhookUrlPrivate);
  });

  it('under the emulators connects to this machine', async () => {
    expect(await connectTo('emulator', 'loop.example.com')).toEqual({
      error: null,
      address: '127.0.0.1',
    });
  });
});
