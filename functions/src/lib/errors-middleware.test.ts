import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler, notFoundHandler } from './errors-middleware';
import { HttpError } from './http-error';
import { jsonBody } from './json-body';
import { parse } from './validate';

let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(jsonBody);
  app.post('/echo', (req, res) => {
    res.json(parse(z.object({ name: z.string().min(1, 'Name is required') }), req.body));
  });
  app.get('/conflict', () => {
    throw new HttpError(409, 'Already decided');
  });
  app.get('/api/v1/conflict', () => {
    throw new HttpError(409, 'Already decided');
  });
  app.get('/api/v1/boom', async () => {
    throw new Error('secret internals at /srv/app.js:12');
  });
  app.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.js:12');
  });
  app.get('/aborted', async () => {
    throw Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 });
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('API error handling', () => {
  it('a valid body passes validation', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada' });
  });

  it("a zod failure is a 400 with the first issue's message", async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":""}',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: unknown[] };
    expect(body.error).toBe('Name is required');
    expect(body.details[0]).toEqual({ path: 'name', message: 'Name is required' });
  });

  it('malformed JSON is a 400 JSON', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('an HttpError keeps its status and message', async () => {
    const res = await fetch(`${base}/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Already decided' });
  });

  it('a thrown error is a bare 500 JSON without the stack', async () => {
    const res = await fetch(`${base}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
    expect(text).not.toContain('/srv/app.js');
  });

  it('a transaction Firestore aborted after its retries is a 429 to try again, not a 500', async () => {
    const res = await fetch(`${base}/aborted`);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Too many requests - Please try again later' });
  });

  it('an unknown path is a JSON 404', async () => {
    const res = await fetch(`${base}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('on /api/v1 every failure is problem details: type, title, status and detail', async () => {
    const problem = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        body: (await res.json()) as unknown,
      };
    };
    expect(await problem('/api/v1/conflict')).toEqual({
      status: 409,
      type: 'application/problem+json; charset=utf-8',
      body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Already decided' },
    });
    expect(await problem('/api/v1/nothing-here?x=1')).toMatchObject({
      status: 404,
      type: 'application/problem+json; charset=utf-8',
      body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found' },
    });
    const boom = await problem('/api/v1/boom');
    expect(boom.body).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Internal server error',
    });
    // Elsewhere the shape is unchanged; a path that only starts like v1 is not v1.
    expect((await problem('/api/v1x')).body).toEqual({ error: 'Not found' });
  });
});
