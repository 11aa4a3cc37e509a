import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors-middleware';
import { JSON_BODY_LIMIT_BYTES, jsonBody } from './json-body';

// Two apps: plain Express, and one that buffers `rawBody` first as Cloud Functions does.
const bases: Record<'express' | 'functions', string> = { express: '', functions: '' };
const servers: { close(): void }[] = [];

beforeAll(async () => {
  for (const kind of ['express', 'functions'] as const) {
    const app = express();
    if (kind === 'functions')
      app.use(express.raw({ type: () => true, limit: '32mb' }), (req, _res, next) => {
        (req as { rawBody?: Buffer }).rawBody = req.body as Buffer;
        next();
      });
    app.use(jsonBody);
    app.post('/echo', (req, res) => res.json({ keys: Object.keys(req.body as object) }));
    app.use(errorHandler);
    const server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    bases[kind] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
  }
});
afterAll(() => servers.forEach((s) => s.close()));

const post = (base: string, body: string) =>
  fetch(`${base}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe.each(['express', 'functions'] as const)('jsonBody (%s)', (kind) => {
  it('parses a body up to the limit', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 20) });
    const res = await post(bases[kind], body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keys: ['pad'] });
  });

  it('refuses a body over the limit with a 413 JSON error', async () => {
    const res = await post(bases[kind], JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large' });
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await post(bases[kind], '{"a":');
    expect(res.status).toBe(400);
  });
});
