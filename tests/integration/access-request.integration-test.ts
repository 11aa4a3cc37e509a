import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '@shared/constants';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/common';
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { clientIp, company, newCaptcha, submit, verifiedCaptcha, verify } from '../support/access';

/** A captcha lives 10 minutes. */
const CAPTCHA_TTL_MS = 10 * 60_000;

const wrongAnswer = (answer: string) => (answer[0] === 'A' ? 'C' : 'A') + answer.slice(1);

describe('GET /api/access/captcha', () => {
  it('answers a new captcha: an id and an SVG; the answer stays on the server', async () => {
    const ip = clientIp();
    const res = await fetch(`${apiBase}/api/access/captcha`, {
      headers: { 'X-Forwarded-For': ip },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as { captchaId: string; svg: string };
    expect(Object.keys(body).sort()).toEqual(['captchaId', 'svg']);
    expect(body.svg.startsWith('<svg')).toBe(true);
    const doc = (await docRef(collections.captchas, body.captchaId).get()).data()!;
    expect(doc.answer).toHaveLength(6);
    expect([...doc.answer].every((c: string) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
    expect(body.svg).not.toContain(doc.answer);
    expect(doc).toMatchObject({ attempts: 0, verifiedAt: null, usedAt: null });
    const ttl = doc.expiresAt.toMillis() - Date.now();
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
  });

  it('each call (load, refresh) makes a different captcha', async () => {
    const ip = clientIp();
    const [a, b] = await Promise.all([newCaptcha(ip), newCaptcha(ip)]);
    expect(a.captchaId).not.toBe(b.captchaId);
  });
});

describe('POST /api/access/captcha/verify', () => {
  it('the right answer verifies', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    const res = await verify(ip, captchaId, answer);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ verified: true });
    expect((await docRef(collections.captchas, captchaId).get()).get('verifiedAt')).not.toBeNull();
  });

  it('is case-sensitive and counts the attempt', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    const swapped = [...answer]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    const res = await verify(ip, captchaId, swapped === answer ? wrongAnswer(answer) : swapped);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: ACCESS_MESSAGES.captchaIncorrect });
    expect((await docRef(collections.captchas, captchaId).get()).get('attempts')).toBe(1);
  });

  it('the third failure generates a new captcha with the too-many-attempts message', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    for (let i = 0; i < 2; i++) {
      const res = await verify(ip, captchaId, wrongAnswer(answer));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(ACCESS_MESSAGES.captchaIncorrect);
    }
    const third = await verify(ip, captchaId, wrongAnswer(answer));
    expect(third.status).toBe(400);
    const body = (await third.json()) as {
      error: string;
      details: { captcha: { captchaId: string; svg: string } };
    };
    expect(body.error).toBe(ACCESS_MESSAGES.captchaTooManyAttempts);
    expect(body.details.captcha.svg.startsWith('<svg')).toBe(true);
    expect(body.details.captcha.captchaId).not.toBe(captchaId);
    expect((await docRef(collections.captchas, captchaId).get()).exists).toBe(false);
    // The old code no longer works, even with the right answer; the new one does.
    expect((await (await verify(ip, captchaId, answer)).json()).error).toBe(
      ACCESS_MESSAGES.captchaExpired,
    );
    const fresh = (await docRef(collections.captchas, body.details.captcha.captchaId).get()).get(
      'answer',
    );
    expect((await verify(ip, body.details.captcha.captchaId, fresh)).status).toBe(200);
  });

  it('an unknown captcha is expired and replaced', async () => {
    const res = await verify(clientIp(), 'no-such-captcha-id-000', 'aB3dEf');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(ACCESS_MESSAGES.captchaExpired);
    expect(body.details.captcha.captchaId).toEqual(expect.any(String));
  });

  it('an empty answer or a malformed id is a 400 asking for the captcha', async () => {
    const ip = clientIp();
    const { captchaId } = await newCaptcha(ip);
    expect(await (await verify(ip, captchaId, '   ')).json()).toMatchObject({
      error: ACCESS_MESSAGES.captchaRequired,
    });
    expect(await (await verify(ip, '../x', 'abcdef')).json()).toMatchObject({
      error: ACCESS_MESSAGES.captchaRequired,
    });
  });
});

describe('POST /api/access/request', () => {
  it('stores a pending request: email trimmed and lower-cased, website normalised, captcha used', async () => {
    const ip = clientIp();
    const { domain } = company();
    const captchaId = await verifiedCaptcha(ip);
    const res = await submit(ip, {
      workDomain: ` https://www.${domain.toUpperCase()}/careers `,
      email: `  Ada.Lovelace@${domain.toUpperCase()} `,
      teamSize: 42,
      message: '  We hire 10 engineers a month. ',
      captchaId,
    });
    expect(res.status).toBe(201);
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe('pending');
    const doc = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(doc).toMatchObject({
      workDomain: domain,
      email: `ada.lovelace@${domain}`,
      teamSize: 42,
      message: 'We hire 10 engineers a month.',
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
      orgId: null,
    });
    expect(doc.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect((await docRef(collections.captchas, captchaId).get()).get('usedAt')).not.toBeNull();
  });

  it('optional fields absent → null', async () => {
    const ip = clientIp();
    const { domain, email } = company();
    const res = await submit(ip, {
      workDomain: domain,
      email,
      captchaId: await verifiedCaptcha(ip),
    });
    expect(res.status).toBe(201);
    const doc = (await docRef(collections.accessRequests, (await res.json()).id).get()).data()!;
    expect(doc.teamSize).toBeNull();
    expect(doc.message).toBeNull();
  });

  async function expectRefused(
    body: Record<string, unknown>,
    status: number,
    error: string,
    verifiedFirst = true,
  ) {
    const ip = clientIp();
    const { domain, email } = company();
    const captchaId = verifiedFirst ? await verifiedCaptcha(ip) : (await newCaptcha(ip)).captchaId;
    const res = await submit(ip, { workDomain: domain, email, captchaId, ...body });
    expect(res.status).toBe(status);
    expect((await res.json()).error).toBe(error);
    // Nothing written: the captcha is still unused and no request exists for the email.
    expect((await docRef(collections.captchas, captchaId).get()).get('usedAt') ?? null).toBeNull();
    const email2 = String(body.email ?? email)
      .trim()
      .toLowerCase();
    expect(
      (await collectionRef(collections.accessRequests).where('email', '==', email2).get()).size,
    ).toBe(0);
  }

  it('an unverified captcha → 400 Please complete the captcha verification', () =>
    expectRefused({}, 400, ACCESS_MESSAGES.captchaRequired, false));
  it('no captcha id → 400 Please complete the captcha verification', () =>
    expectRefused({ captchaId: undefined }, 400, ACCESS_MESSAGES.captchaRequired));
  it.each(['ada', 'ada@acme', 'ada @acme.com', ''])(
    "email '%s' → 400 Invalid email format",
    (email) => expectRefused({ email }, 400, ACCESS_MESSAGES.invalidEmailFormat),
  );
  it.each(['gmail.com', 'hotmail.co.uk', 'protonmail.com', 'GMAIL.com'])(
    '@%s → 400 Please use a work email address',
    (d) => expectRefused({ email: `someone@${d}` }, 400, ACCESS_MESSAGES.workEmailRequired),
  );
  it('a free-mail domain from the maintained list → 400 Please use a work email address', () =>
    expectRefused({ email: 'someone@gmx.de' }, 400, ACCESS_MESSAGES.workEmailRequired));
  it.each(['', '   '])("work domain '%s' → 400 Work domain is required", (workDomain) =>
    expectRefused({ workDomain }, 400, ACCESS_MESSAGES.workDomainRequired),
  );
  it('a work domain that is no website → 400', () =>
    expectRefused({ workDomain: 'not a site' }, 400, ACCESS_MESSAGES.invalidWorkDomain));
  it.each([2.5, 0, '12'])('team size %s → 400', (teamSize) =>
    expectRefused({ teamSize }, 400, ACCESS_MESSAGES.teamSizeInvalid),
  );

  it('a second request while one is pending → 409 (any case of the email)', async () => {
    const ip = clientIp();
    const { domain, email } = company();
    expect(
      (await submit(ip, { workDomain: domain, email, captchaId: await verifiedCaptcha(ip) }))
        .status,
    ).toBe(201);
    const res = await submit(ip, {
      workDomain: domain,
      email: ` ${email.toUpperCase()}`,
      captchaId: await verifiedCaptcha(ip),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ACCESS_MESSAGES.alreadyPendingServer });
  });

  it(`is rate limited per client: 429 '${API_MESSAGES.tooManyRequests}'`, async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await submit(ip, {
        workDomain: 'x.test',
        email: 'bad',
        captchaId: 'abcdefghijklmnop',
      });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).error).toBe(API_MESSAGES.tooManyRequests);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client is not affected.
    expect(
      (
        await submit(clientIp(), {
          workDomain: 'x.test',
          email: 'bad',
          captchaId: 'abcdefghijklmnop',
        })
      ).status,
    ).toBe(400);
  });
});
