// Helpers for access-request tests: a verified captcha (its answer read with the admin SDK, as only a
// privileged test can, its proof of work solved as the browser does) and a submitted, confirmed
// request, through the API as the browser calls it.
import { createHash, randomUUID } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { collections } from '@shared/contract/collections';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import type { PowChallenge, PowPayload } from '@shared/schemas/captcha-pow';
import { docRef } from './admin';
import { apiBase } from './api';
import { mailsTo } from './maildev';

/** A client address of its own per test, so the per-client rate limits of one test never hit another. */
export const clientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

const jsonHeaders = (ip: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  'X-Forwarded-For': ip,
  ...extra,
});

/** The proof of work for a challenge, solved as the browser's worker solves it. */
export async function solvePow(challenge: PowChallenge): Promise<PowPayload> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return { challenge, solution };
}

export interface Captcha {
  captchaId: string;
  svg: string;
  pow: PowChallenge;
  answer: string;
}

export async function newCaptcha(ip: string): Promise<Captcha> {
  const res = await fetch(`${apiBase}/api/access/captcha`, { headers: { 'X-Forwarded-For': ip } });
  if (res.status !== 200) throw new Error(`captcha: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as Omit<Captcha, 'answer'>;
  const captcha = (await docRef(collections.captchas, body.captchaId).get()).data();
  if (!captcha) throw new Error(`captcha ${body.captchaId} is not stored`);
  return { ...body, answer: captcha.answer };
}

/** One attempt; `pow` is its solved proof of work (the captcha's first challenge unless given). */
export function verifyWith(ip: string, captchaId: string, answer: string, pow: unknown) {
  return fetch(`${apiBase}/api/access/captcha/verify`, {
    method: 'POST',
    headers: jsonHeaders(ip),
    body: JSON.stringify({ captchaId, answer, pow }),
  });
}

/**
 * A challenge for the captcha's next attempt signed with the secret stored on it (read with the
 * admin SDK, as the answer is; the server signs its own the same way) and cheap to solve, so tests
 * that are not about the proof of work do not pay for it. For an unknown captcha, any challenge.
 */
async function privilegedChallenge(captchaId: string): Promise<PowChallenge> {
  let secret: string | null | undefined;
  try {
    secret = (await docRef(collections.captchas, captchaId).get()).get(
      'powSecret',
    ) as typeof secret;
  } catch {
    secret = undefined; // not even a document id: the server refuses it before any proof of work
  }
  const signing = secret ?? 'no-captcha';
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 1,
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: signing,
    hmacKeySignatureSecret: `${signing}:key`,
  });
  return challenge as PowChallenge;
}

/**
 * One attempt with a solved proof of work: for `challenge` when given (the captcha's current one,
 * from the captcha or the previous wrong answer's `details.pow`), else a cheap one signed for it.
 */
export async function verify(
  ip: string,
  captchaId: string,
  answer: string,
  challenge?: PowChallenge,
) {
  const pow = await solvePow(challenge ?? (await privilegedChallenge(captchaId)));
  return verifyWith(ip, captchaId, answer, pow);
}

export async function verifiedCaptcha(ip: string): Promise<string> {
  const { captchaId, answer } = await newCaptcha(ip);
  const res = await verify(ip, captchaId, answer);
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${await res.text()}`);
  return captchaId;
}

export function submit(ip: string, body: Record<string, unknown>) {
  return fetch(`${apiBase}/api/access/request`, {
    method: 'POST',
    headers: jsonHeaders(ip),
    body: JSON.stringify(body),
  });
}

/** A unique company domain and work email for one test. */
export function company() {
  const domain = `co-${randomUUID().slice(0, 8)}.test`;
  return { domain, email: `ada@${domain}` };
}

export function confirm(ip: string, token: unknown) {
  return fetch(`${apiBase}/api/access/confirm`, {
    method: 'POST',
    headers: jsonHeaders(ip),
    body: JSON.stringify({ token }),
  });
}

/** The confirmation tokens in an address's inbox (MailDev; a sent mail's stored copy is emptied). */
async function inboxTokens(email: string): Promise<string[]> {
  return (await mailsTo(email))
    .filter((m) => m.subject === ACCESS_MESSAGES.confirmationSubject)
    .flatMap((m) =>
      [...(m.text ?? '').matchAll(/\/confirm-access\/([A-Za-z0-9_-]+)/g)].map((x) => x[1]!),
    );
}

/** Polls the inbox until it holds `done`'s answer (mail arrives a moment after the request). */
async function untilInbox<T>(email: string, done: (tokens: string[]) => T | undefined) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const tokens = await inboxTokens(email);
    const result = done(tokens);
    if (result !== undefined || Date.now() > deadline) return { tokens, result };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The confirmation tokens mailed to an address, once at least `atLeast` have arrived. */
export async function mailedConfirmationTokens(email: string, atLeast = 1): Promise<string[]> {
  return (await untilInbox(email, (tokens) => (tokens.length >= atLeast ? true : undefined)))
    .tokens;
}

/** The token mailed for one request (its hash is what the request stores). */
export async function confirmationToken(requestId: string, email: string): Promise<string> {
  const hash = (await docRef(collections.accessRequests, requestId).get()).get('confirmTokenHash');
  const { result } = await untilInbox(email, (tokens) =>
    tokens.find((t) => createHash('sha256').update(t).digest('hex') === hash),
  );
  if (!result) throw new Error(`no confirmation mail for request ${requestId}`);
  return result;
}

/** Submits an unconfirmed request (the form alone) and returns its id. */
export async function unconfirmedRequest(
  over: Record<string, unknown> = {},
): Promise<{ id: string; email: string; domain: string }> {
  const ip = clientIp();
  const { domain, email } = company();
  const captchaId = await verifiedCaptcha(ip);
  const res = await submit(ip, { workDomain: domain, email, captchaId, ...over });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return {
    id,
    email: String(over.email ?? email)
      .trim()
      .toLowerCase(),
    domain: String(over.workDomain ?? domain),
  };
}

/** Submits a request and confirms it from the mail, as its requester does: pending. */
export async function pendingRequest(
  over: Record<string, unknown> = {},
): Promise<{ id: string; email: string; domain: string }> {
  const request = await unconfirmedRequest(over);
  const res = await confirm(clientIp(), await confirmationToken(request.id, request.email));
  if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
  return request;
}
