// Helpers for access-request tests: a verified captcha (its answer read with the admin SDK, as only a
// privileged test can) and a submitted request, through the API as the browser calls it.
import { randomUUID } from 'node:crypto';
import { collections } from '@shared/contract/collections';
import { docRef } from './admin';
import { apiBase } from './api';

/** A client address of its own per test, so the per-client rate limits of one test never hit another. */
export const clientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export const jsonHeaders = (ip: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  'X-Forwarded-For': ip,
  ...extra,
});

export async function newCaptcha(
  ip: string,
): Promise<{ captchaId: string; svg: string; answer: string }> {
  const res = await fetch(`${apiBase}/api/access/captcha`, { headers: { 'X-Forwarded-For': ip } });
  if (res.status !== 200) throw new Error(`captcha: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { captchaId: string; svg: string };
  const captcha = (await docRef(collections.captchas, body.captchaId).get()).data();
  if (!captcha) throw new Error(`captcha ${body.captchaId} is not stored`);
  return { ...body, answer: captcha.answer };
}

export function verify(ip: string, captchaId: string, answer: string) {
  return fetch(`${apiBase}/api/access/captcha/verify`, {
    method: 'POST',
    headers: jsonHeaders(ip),
    body: JSON.stringify({ captchaId, answer }),
  });
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

/** Submits a pending request and returns its id. */
export async function pendingRequest(
  over: Record<string, unknown> = {},
): Promise<{ id: string; email: string; domain: string }> {
  const ip = clientIp();
  const { domain, email } = company();
  const captchaId = await verifiedCaptcha(ip);
  const res = await submit(ip, { workDomain: domain, email, captchaId, ...over });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { id, email: String(over.email ?? email), domain: String(over.workDomain ?? domain) };
}
