// One signed POST to a receiver: the Standard Webhooks headers, a 10 s limit on the whole exchange,
// redirects never followed (a 3xx is a failed attempt), and the address guard on the connection.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_TIMEOUT_MS } from '../../shared/constants/limits';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import { guardedLookup, isPublicAddress } from './webhook-url-guard';
import type { Lookup } from './webhook-url-guard';

export interface SendResult {
  ok: boolean;
  /** The receiver's status; null when none came. */
  status: number | null;
  durationMs: number;
  error: string | null;
}

export interface SignedMessage {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  at: Date;
}

/** The three Standard Webhooks headers of one attempt, signed with the endpoint's secret. */
function signedHeaders(message: Omit<SignedMessage, 'url'>): Record<string, string> {
  const timestamp = Math.floor(message.at.getTime() / 1000);
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': new Webhook(message.secret).sign(
      message.messageId,
      message.at,
      message.payload,
    ),
  };
}

export async function sendSigned(
  message: SignedMessage,
  options: { mode: 'production' | 'emulator'; lookup?: Lookup; timeoutMs?: number },
): Promise<SendResult> {
  const started = Date.now();
  const url = new URL(message.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const fail = (error: string, status: number | null = null): SendResult => ({
    ok: false,
    status,
    durationMs: Date.now() - started,
    error,
  });
  if (options.mode === 'production') {
    if (url.protocol !== 'https:') return fail(M.webhookUrlHttpsOnly);
    // A literal address is connected to without a lookup: check it here.
    if (isIP(host) && !isPublicAddress(host)) return fail(M.webhookUrlPrivate);
  }
  const body = Buffer.from(message.payload, 'utf8');
  const request = (url.protocol === 'https:' ? https : http).request;
  return new Promise<SendResult>((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'HiQ-Webhooks/1',
          ...signedHeaders(message),
        },
        lookup: guardedLookup(options.mode, options.lookup) as never,
      },
      (res) => {
        // The body is not kept: read it off the socket and answer by the status alone.
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300)
            resolve({ ok: true, status, durationMs: Date.now() - started, error: null });
          else resolve(fail(`HTTP ${status}`, status));
        });
        res.on('error', (error) => resolve(fail(error.message, res.statusCode ?? null)));
      },
    );
    const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    req.on('error', (error) => resolve(fail(error.message)));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
