import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trustKnownHops, trustedProxyHops } from './client-ip';

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', trustKnownHops);
  app.get('/ip', (req, res) => {
    res.json({ ip: req.ip });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const ipFor = async (xff?: string) =>
  (
    (await (
      await fetch(`${base}/ip`, { headers: xff ? { 'X-Forwarded-For': xff } : {} })
    ).json()) as { ip: string }
  ).ip;

describe('trust proxy by hop count', () => {
  it('defaults to 3 (Hosting CDN + Google front end); functions/.env can set it', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', undefined);
    expect(trustedProxyHops()).toBe(3);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect(trustedProxyHops()).toBe(2);
    vi.unstubAllEnvs();
  });

  it('0 hops: the socket peer, whatever X-Forwarded-For says', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    expect(await ipFor('203.0.113.9')).toBe('127.0.0.1');
    vi.unstubAllEnvs();
  });

  it('N hops: the entry N from the right; what the client prepends is ignored', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(await ipFor('198.51.100.1')).toBe('198.51.100.1');
    expect(await ipFor('6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(await ipFor()).toBe('127.0.0.1');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '3');
    // <spoofed>, <client>, <cdn>, <google front end>
    expect(await ipFor('6.6.6.6, 198.51.100.1, 151.101.1.1, 35.191.0.1')).toBe('198.51.100.1');
    expect(await ipFor('7.7.7.7, 198.51.100.1, 151.101.1.1, 35.191.0.1')).toBe('198.51.100.1');
    vi.unstubAllEnvs();
  });
});
