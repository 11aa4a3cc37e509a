import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import { sendSigned } from './webhook-send';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on this machine; `answer` decides each response. */
async function receiver(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

const message = (url: string) => ({
  url,
  secret: SECRET,
  messageId: 'msg_0123456789abcdef01234567',
  payload: JSON.stringify({
    type: 'webhook.test',
    timestamp: '2026-11-28T13:00:00.000Z',
    data: {},
  }),
  at: new Date(),
});

describe('sendSigned', () => {
  it('posts the body with Standard Webhooks headers that the library verifies', async () => {
    const hook = await receiver((_req, res) => res.writeHead(204).end());
    const result = await sendSigned(message(`${hook.url}/hook`), { mode: 'emulator' });
    expect(result).toMatchObject({ ok: true, status: 204, error: null });
    const [{ headers, body }] = hook.received;
    expect(headers['webhook-id']).toBe('msg_0123456789abcdef01234567');
    expect(headers['content-type']).toBe('application/json');
    expect(new Webhook(SECRET).verify(body, headers)).toEqual(JSON.parse(body));
    // Another endpoint's secret does not verify it.
    const other = `whsec_${Buffer.alloc(32, 8).toString('base64')}`;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
  });

  it('counts a non-2xx answer as a failure with its status', async () => {
    const hook = await receiver((_req, res) => res.writeHead(503).end('busy'));
    const result = await sendSigned(message(hook.url), { mode: 'emulator' });
    expect(result).toMatchObject({ ok: false, status: 503, error: 'HTTP 503' });
  });

  it('never follows a redirect: a 307 is a failed attempt and the target gets nothing', async () => {
    const target = await receiver((_req, res) => res.writeHead(200).end());
    const hook = await receiver((_req, res) =>
      res.writeHead(307, { location: `${target.url}/elsewhere` }).end(),
    );
    const result = await sendSigned(message(hook.url), { mode: 'emulator' });
    expect(result).toMatchObject({ ok: false, status: 307 });
    expect(target.received).toHaveLength(0);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const hook = await receiver(() => undefined);
    const result = await sendSigned(message(hook.url), { mode: 'emulator', timeoutMs: 300 });
    expect(result.ok).toBe(false);
    expect(result.status).toBeNull();
    expect(result.error).toBe('No answer within 0.3 s');
  });

  it('in production sends nothing to plain http, to 127.0.0.1 or to a name resolving inside', async () => {
    const hook = await receiver((_req, res) => res.writeHead(200).end());
    const port = new URL(hook.url).port;
    const production = { mode: 'production' as const };
    expect(await sendSigned(message(hook.url), production)).toMatchObject({
      ok: false,
      error: M.webhookUrlHttpsOnly,
    });
    expect(await sendSigned(message(`https://127.0.0.1:${port}/hook`), production)).toMatchObject({
      ok: false,
      error: M.webhookUrlPrivate,
    });
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(
      await sendSigned(message(`https://receiver.example.com:${port}/hook`), {
        ...production,
        lookup,
      }),
    ).toMatchObject({ ok: false, error: M.webhookUrlPrivate });
    expect(hook.received).toHaveLength(0);
  });
});
