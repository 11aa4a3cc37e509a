import type { AddressInfo } from 'node:net';
import express from 'express';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, pathParam } from '../shared/contract/endpoint';
import type { Endpoint } from '../shared/contract/endpoint';
import { z } from '../shared/schemas/zod';
import { route } from './endpoint-route';
import { errorHandler } from './errors-middleware';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/things/:id',
  params: { id: pathParam('documentId', 404, 'Thing not found') },
  response: z.object({ id: z.string() }),
});
const openQuestion = defineEndpoint({
  method: 'POST',
  path: '/sessions/:sessionId/questions/:questionId',
  params: {
    sessionId: pathParam('sessionId', 404, 'Session not found'),
    questionId: pathParam('questionId', 400, 'Unknown question'),
  },
  response: z.object({ sessionId: z.string(), questionId: z.string() }),
});

/** Who may call answers before any id is looked at. */
const signedIn: RequestHandler = (req, res, next) => {
  if (req.get('authorization')) next();
  else res.status(401).json({ error: 'Sign in' });
};

let base = '';
let close: () => void = () => {};
const reached: string[] = [];

beforeAll(async () => {
  const router = express.Router();
  route(router, getThing, signedIn, (req, res) => {
    reached.push(req.params.id);
    res.json({ id: req.params.id });
  });
  route(router, openQuestion, (req, res) => {
    reached.push(req.params.questionId);
    res.json(req.params);
  });
  const app = express();
  app.use(router);
  app.use(errorHandler);
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function call(method: string, path: string, signed = true) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: signed ? { Authorization: 'Bearer x' } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const session = 'AbC_-0123456789abcdefg';

describe('path parameters checked by their declared kind', () => {
  it('a document id of 1 to 128 letters, digits, _ or - reaches the handler', async () => {
    for (const id of ['a', 'x7Gm2-_Q', 'library-system-design-senior', 'a'.repeat(128)]) {
      expect(await call('GET', `/things/${id}`)).toEqual({ status: 200, body: { id } });
    }
  });

  it('anything else is the endpoint’s 404 before the handler runs', async () => {
    reached.length = 0;
    for (const id of ['a'.repeat(129), 'bad%20id', '%E2%98%83', 'a.b', '..%2F..%2Fetc', '%00']) {
      const res = await call('GET', `/things/${id}`);
      expect(res, id).toEqual({ status: 404, body: { error: 'Thing not found' } });
    }
    expect(reached).toEqual([]);
  });

  it('the middleware before the handler answers first', async () => {
    expect((await call('GET', `/things/${'a'.repeat(129)}`, false)).status).toBe(401);
  });

  it('a session id is exactly 22 characters; a question id 1 to 40', async () => {
    const q40 = 'q'.repeat(40);
    expect(await call('POST', `/sessions/${session}/questions/${q40}`)).toEqual({
      status: 200,
      body: { sessionId: session, questionId: q40 },
    });
    for (const bad of [session.slice(1), `${session}x`, `${session.slice(1)}$`]) {
      expect(await call('POST', `/sessions/${encodeURIComponent(bad)}/questions/q1`)).toEqual({
        status: 404,
        body: { error: 'Session not found' },
      });
    }
    for (const bad of ['q'.repeat(41), 'q1%00', '%F0%9F%92%A5', 'q%201']) {
      expect(await call('POST', `/sessions/${session}/questions/${bad}`)).toEqual({
        status: 400,
        body: { error: 'Unknown question' },
      });
    }
  });

  it('parameters are checked in the path’s order', async () => {
    expect(await call('POST', `/sessions/short/questions/${'q'.repeat(41)}`)).toEqual({
      status: 404,
      body: { error: 'Session not found' },
    });
  });

  it('a parameter without a declared kind cannot be registered', () => {
    // @ts-expect-error The contract does not compile without the kind of :id.
    defineEndpoint({ method: 'GET', path: '/x/:id', response: z.object({}) });
    const undeclared = { method: 'GET', path: '/x/:id', response: z.object({}) } as Endpoint;
    expect(() => route(express.Router(), undeclared, (_req, res) => res.end())).toThrow(
      'GET /x/:id: :id has no declared kind',
    );
  });
});
