// Abuse: rate limits answer 429 with the shared too-many-requests message, can't be dodged with a
// made-up X-Forwarded-For, and recover after the window; captchas can't be reused or brute-forced.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/api';
// The test admin app first: the functions code below reuses it as the default app.
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { clientIp, company, newCaptcha, submit, verifiedCaptcha, verify } from '../support/access';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import { ACCESS_RATE_LIMITS } from '../../functions/src/features/access/routes';
import { rateLimit } from '../../functions/src/lib/rate-limit';
import type { RateLimitOptions } from '../../functions/src/lib/rate-limit';

/** The product's limits, written out: a change to them must change this test too. */
const REQUESTS_PER_HOUR = 10;
const VERIFIES_PER_10_MINUTES = 60;
const CAPTCHAS_PER_10_MINUTES = 60;
const MINUTE = 60_000;
/** How long a test that fills a live window may take: it starts only with this much of it left. */
const BUDGET_MS = 60_000;

const invalidBody = { workDomain: 'x.test', email: 'bad', captchaId: 'abcdefghijklmnop' };
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

/** An access request whose X-Forwarded-For is exactly `xff` (what reaches the hosting emulator). */
const submitWithXff = (xff: string) =>
  fetch(`${apiBase}/api/access/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff },
    body: JSON.stringify(invalidBody),
  });

describe('rate limits through the API', () => {
  it(
    `access requests: 10 per client per hour, then 429 '${API_MESSAGES.tooManyRequests}'`,
    inOneWindow(60 * MINUTE, BUDGET_MS, async () => {
      const ip = clientIp();
      expect(ACCESS_RATE_LIMITS.request).toMatchObject({
        limit: REQUESTS_PER_HOUR,
        windowMs: 60 * MINUTE,
      });
      for (let i = 0; i < REQUESTS_PER_HOUR; i++)
        expect((await submit(ip, invalidBody)).status).toBe(400);
      const over = await submit(ip, invalidBody);
      expect(over.status).toBe(429);
      expect(await errorOf(over)).toBe(API_MESSAGES.tooManyRequests);
      // A valid request is refused too: the limit comes before anything else.
      const { domain, email } = company();
      const refused = await submit(ip, {
        workDomain: domain,
        email,
        captchaId: await verifiedCaptcha(clientIp()),
      });
      expect(refused.status).toBe(429);
      // Another client is not affected.
      expect((await submit(clientIp(), invalidBody)).status).toBe(400);
    }),
    oneWindowTimeout(BUDGET_MS),
  );

  it(
    'rotating X-Forwarded-For values in front of the trusted hop does not escape the limit',
    inOneWindow(60 * MINUTE, BUDGET_MS, async () => {
      // Locally one hop is trusted (functions/.env TRUSTED_PROXY_HOPS=1): the last entry is the one
      // the trusted proxy (here: this test, standing in for the CDN) appended; everything left of it
      // is whatever the client wrote, and a fresh made-up value per request must not buy a new bucket.
      const client = clientIp();
      const spoofed = () => `${clientIp()}, ${clientIp()}`;
      const statuses: number[] = [];
      for (let i = 0; i < REQUESTS_PER_HOUR + 5; i++)
        statuses.push((await submitWithXff(`${spoofed()}, ${client}`)).status);
      expect(statuses.slice(0, REQUESTS_PER_HOUR).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(REQUESTS_PER_HOUR).every((s) => s === 429)).toBe(true);
    }),
    oneWindowTimeout(BUDGET_MS),
  );

  it(
    'captcha verifies: 60 per client per 10 minutes, then 429; a burst never gets a 5xx',
    inOneWindow(10 * MINUTE, BUDGET_MS, async () => {
      const ip = clientIp();
      expect(ACCESS_RATE_LIMITS.verify).toMatchObject({
        limit: VERIFIES_PER_10_MINUTES,
        windowMs: 10 * MINUTE,
      });
      const limit = VERIFIES_PER_10_MINUTES;
      // Five at a time: the functions emulator starts a process per concurrent request, and more
      // than a handful at once overloads it (production serves up to 80 at once per instance). The
      // limiter's own behaviour under a real burst is tested in process below.
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let sent = 0; sent < limit + 5; sent += 5) {
        const batch = await Promise.all(
          Array.from({ length: 5 }, () => verify(ip, 'abcdefghijklmnop', 'AAAAAA')),
        );
        statuses.push(...batch.map((r) => r.status));
        refused ??= batch.find((r) => r.status === 429);
      }
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const served = statuses.filter((s) => s !== 429).length;
      expect(served).toBeLessThanOrEqual(limit);
      // Two requests committed in the same instant both count each other: at worst a few fewer.
      expect(served).toBeGreaterThanOrEqual(limit - 4);
      expect(await errorOf(refused!)).toBe(API_MESSAGES.tooManyRequests);
    }),
    oneWindowTimeout(BUDGET_MS),
  );
});

describe('rate limit recovery (lib/rate-limit.ts against the Firestore emulator, clock controlled)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Calls the middleware as Express would; 'ok' or the error's status and message. */
  async function hit(options: RateLimitOptions, ip: string) {
    const middleware = rateLimit(options);
    return new Promise<string>((resolve) => {
      void middleware({ ip } as Request, {} as never, (error?: unknown) => {
        if (!error) return resolve('ok');
        const e = error as { status?: number; message?: string };
        resolve(`${e.status} ${e.message}`);
      });
    });
  }

  it('access requests: refused for the rest of the hour, allowed again in the next one', async () => {
    const options = ACCESS_RATE_LIMITS.request;
    const hour = 60 * MINUTE;
    expect(options).toMatchObject({ limit: REQUESTS_PER_HOUR, windowMs: hour });
    // A window of its own far from now, so nothing else shares these counters.
    const windowStart = Math.ceil(new Date('2031-03-01T00:00:00Z').getTime() / hour) * hour;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const ip = `recovery-${randomUUID()}`;
    const limited = `429 ${API_MESSAGES.tooManyRequests}`;

    vi.setSystemTime(windowStart + 60_000);
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) expect(await hit(options, ip)).toBe('ok');
    expect(await hit(options, ip)).toBe(limited);
    // Another client is not affected.
    expect(await hit(options, `${ip}-other`)).toBe('ok');

    vi.setSystemTime(windowStart + hour - 5_000);
    expect(await hit(options, ip)).toBe(limited);

    // The next window: the client is served again, with a full allowance and the same ceiling.
    vi.setSystemTime(windowStart + hour + 1_000);
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) expect(await hit(options, ip)).toBe('ok');
    expect(await hit(options, ip)).toBe(limited);

    // Refusals are not counted against the next window either.
    vi.setSystemTime(windowStart + 2 * hour + 1_000);
    expect(await hit(options, ip)).toBe('ok');
  });

  it('a burst of 65 at once: exactly 60 served, the rest refused, none an error; recovered after 10 minutes', async () => {
    const options = ACCESS_RATE_LIMITS.captcha;
    expect(options).toMatchObject({ limit: CAPTCHAS_PER_10_MINUTES, windowMs: 10 * MINUTE });
    const start =
      Math.ceil(new Date('2031-03-02T00:00:00Z').getTime() / options.windowMs) * options.windowMs;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const ip = `recovery-${randomUUID()}`;
    vi.setSystemTime(start + 1_000);
    const first = await Promise.all(
      Array.from({ length: CAPTCHAS_PER_10_MINUTES + 5 }, () => hit(options, ip)),
    );
    const served = first.filter((r) => r === 'ok').length;
    // Exactly the limit: hits are ranked by (stored time, id), one order every request agrees on.
    expect(served).toBe(CAPTCHAS_PER_10_MINUTES);
    expect(first.filter((r) => r !== 'ok' && !r.startsWith('429'))).toEqual([]);
    expect(await hit(options, ip)).toBe(`429 ${API_MESSAGES.tooManyRequests}`);
    vi.setSystemTime(start + options.windowMs + 1_000);
    expect(await hit(options, ip)).toBe('ok');
  });
});

describe('captchas cannot be reused', () => {
  it('one verified captcha admits one access request; the second is refused', async () => {
    const ip = clientIp();
    const captchaId = await verifiedCaptcha(ip);
    const first = company();
    expect(
      (await submit(ip, { workDomain: first.domain, email: first.email, captchaId })).status,
    ).toBe(201);
    const second = company();
    const again = await submit(clientIp(), {
      workDomain: second.domain,
      email: second.email,
      captchaId,
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toBe(ACCESS_MESSAGES.captchaRequired);
    expect(
      (await collectionRef(collections.accessRequests).where('email', '==', second.email).get())
        .size,
    ).toBe(0);
  });

  it('20 parallel requests with one verified captcha: exactly one is admitted', async () => {
    const captchaId = await verifiedCaptcha(clientIp());
    const companies = Array.from({ length: 20 }, () => company());
    const responses = await Promise.all(
      companies.map((c) => submit(clientIp(), { workDomain: c.domain, email: c.email, captchaId })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const stored = await Promise.all(
      companies.map((c) =>
        collectionRef(collections.accessRequests).where('email', '==', c.email).get(),
      ),
    );
    expect(stored.reduce((n, q) => n + q.size, 0)).toBe(1);
  });

  it('an unverified captcha admits nothing, even with its right answer known', async () => {
    const ip = clientIp();
    const { captchaId } = await newCaptcha(ip);
    const c = company();
    const res = await submit(ip, { workDomain: c.domain, email: c.email, captchaId });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(ACCESS_MESSAGES.captchaRequired);
  });
});

describe('captchas cannot be brute-forced past the attempt limit', () => {
  const wrong = (answer: string) => `${answer.slice(0, 5)}${answer[5] === 'A' ? 'C' : 'A'}`;

  it('third wrong answer replaces the code; the old id is dead even with the right answer', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    const bad = wrong(answer);
    const r1 = await verify(ip, captchaId, bad);
    expect([r1.status, await errorOf(r1)]).toEqual([400, ACCESS_MESSAGES.captchaIncorrect]);
    const r2 = await verify(ip, captchaId, bad);
    expect([r2.status, await errorOf(r2)]).toEqual([400, ACCESS_MESSAGES.captchaIncorrect]);
    const r3 = await verify(ip, captchaId, bad);
    expect(r3.status).toBe(400);
    const body3 = (await r3.json()) as {
      error: string;
      details?: { captcha?: { captchaId: string } };
    };
    expect(body3.error).toBe(ACCESS_MESSAGES.captchaTooManyAttempts);
    expect(body3.details?.captcha?.captchaId).toMatch(/\S/);
    expect(body3.details?.captcha?.captchaId).not.toBe(captchaId);

    // The right answer now: refused, the old captcha is gone.
    const late = await verify(ip, captchaId, answer);
    expect(late.status).toBe(400);
    expect(await errorOf(late)).toBe(ACCESS_MESSAGES.captchaExpired);
    expect((await docRef(collections.captchas, captchaId).get()).exists).toBe(false);
    const c = company();
    expect((await submit(ip, { workDomain: c.domain, email: c.email, captchaId })).status).toBe(
      400,
    );
  });

  it('20 parallel guesses: at most 3 are evaluated (2 incorrect, then replaced), the rest 429, expired or refused (proof of work spent), none a 5xx', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => verify(ip, captchaId, wrong(answer))),
    );
    const statuses = responses.map((r) => r.status);
    const errors = await Promise.all(responses.map(errorOf));
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const incorrect = errors.filter((e) => e === ACCESS_MESSAGES.captchaIncorrect).length;
    const replaced = errors.filter((e) => e === ACCESS_MESSAGES.captchaTooManyAttempts).length;
    expect(incorrect).toBeLessThanOrEqual(2);
    expect(replaced).toBeLessThanOrEqual(1);
    // And at least one guess was evaluated: of racing callers one always commits.
    expect(incorrect + replaced).toBeGreaterThanOrEqual(1);
    // A replacement comes only after two counted failures.
    if (replaced === 1) expect(incorrect).toBe(2);
    for (const e of errors)
      expect([
        ACCESS_MESSAGES.captchaIncorrect,
        ACCESS_MESSAGES.captchaTooManyAttempts,
        ACCESS_MESSAGES.captchaExpired,
        // Each guess carried a proof of work for the captcha's challenge as it read it; the first
        // evaluated guess spent it, so the rest are refused without being counted.
        ACCESS_MESSAGES.captchaFailed,
        API_MESSAGES.tooManyRequests,
      ]).toContain(e);
    const stored = await docRef(collections.captchas, captchaId).get();
    if (replaced === 1) {
      // Replaced: the old id is dead even with the right answer.
      expect(stored.exists).toBe(false);
      expect(await errorOf(await verify(ip, captchaId, answer))).toBe(
        ACCESS_MESSAGES.captchaExpired,
      );
    } else {
      // Every evaluated guess was counted; refused ones (429) were not evaluated.
      expect(stored.get('attempts')).toBe(incorrect);
    }
  });
});
