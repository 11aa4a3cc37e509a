import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '@shared/constants/limits';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/api';
import { collections } from '@shared/contract/collections';
import { adminDb, collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import {
  clientIp,
  company,
  confirm,
  confirmationToken,
  mailedConfirmationTokens,
  newCaptcha,
  pendingRequest,
  solvePow,
  submit,
  unconfirmedRequest,
  verifiedCaptcha,
  verify,
  verifyWith,
} from '../support/access';

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
    expect(Object.keys(body).sort()).toEqual(['captchaId', 'pow', 'svg']);
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

  it("with the proof of work of the captcha's own challenge, as the browser solves it", async () => {
    const ip = clientIp();
    const { captchaId, answer, pow } = await newCaptcha(ip);
    expect(pow.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const res = await verify(ip, captchaId, answer, pow);
    expect(res.status).toBe(200);
  });

  it('a wrong answer spends the proof of work and sends the next challenge', async () => {
    const ip = clientIp();
    const { captchaId, answer, pow } = await newCaptcha(ip);
    const res = await verify(ip, captchaId, wrongAnswer(answer), pow);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { pow: typeof pow } };
    expect(body.error).toBe(ACCESS_MESSAGES.captchaIncorrect);
    expect(body.details.pow.signature).not.toBe(pow.signature);
    // The first challenge's solution is spent; the next challenge's works.
    expect((await verify(ip, captchaId, answer, pow)).status).toBe(400);
    expect((await verify(ip, captchaId, answer, body.details.pow)).status).toBe(200);
  });

  it('no proof of work, or one solved for another captcha, is refused and not counted', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    const other = await newCaptcha(ip);
    const missing = await verifyWith(ip, captchaId, answer, undefined);
    expect([missing.status, (await missing.json()).error]).toEqual([
      400,
      ACCESS_MESSAGES.captchaFailed,
    ]);
    const foreign = await verifyWith(ip, captchaId, answer, await solvePow(other.pow));
    expect([foreign.status, (await foreign.json()).error]).toEqual([
      400,
      ACCESS_MESSAGES.captchaFailed,
    ]);
    const stored = (await docRef(collections.captchas, captchaId).get()).data()!;
    expect(stored).toMatchObject({ attempts: 0, verifiedAt: null });
  });

  it('is case-sensitive and counts the attempt', async () => {
    const ip = clientIp();
    const { captchaId, answer } = await newCaptcha(ip);
    const swapped = [...answer]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    const res = await verify(ip, captchaId, swapped === answer ? wrongAnswer(answer) : swapped);
    expect(res.status).toBe(400);
    // With the next attempt's proof-of-work challenge, and nothing else.
    const body = (await res.json()) as { error: string; details: { pow: { signature: string } } };
    expect(body.error).toBe(ACCESS_MESSAGES.captchaIncorrect);
    expect(Object.keys(body.details)).toEqual(['pow']);
    expect(body.details.pow.signature).toMatch(/^[0-9a-f]+$/);
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
    expect(status).toBe('unconfirmed');
    const doc = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(doc).toMatchObject({
      workDomain: domain,
      email: `ada.lovelace@${domain}`,
      teamSize: 42,
      message: 'We hire 10 engineers a month.',
      status: 'unconfirmed',
      confirmedAt: null,
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

  it('a second request while a confirmed one is pending → 409 (any case of the email)', async () => {
    const ip = clientIp();
    const { domain, email } = await pendingRequest();
    const res = await submit(ip, {
      workDomain: domain,
      email: ` ${email.toUpperCase()}`,
      captchaId: await verifiedCaptcha(ip),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ACCESS_MESSAGES.alreadyPendingServer });
  });

  it(
    `is rate limited per client: 429 '${API_MESSAGES.tooManyRequests}'`,
    inOneWindow(60 * 60_000, 60_000, async () => {
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
    }),
    oneWindowTimeout(60_000),
  );
});

describe('confirming a request from the mailed link', () => {
  const requestsFrom = async (email: string) =>
    (await collectionRef(collections.accessRequests).where('email', '==', email).get()).docs.map(
      (d) => d.data(),
    );
  const pendingIds = async (email: string) =>
    (
      await collectionRef(collections.accessRequests)
        .where('status', '==', 'pending')
        .where('email', '==', email)
        .get()
    ).docs.map((d) => d.id);

  it('the request is unconfirmed and mailed a link (token stored hashed, 24 h) until confirmed', async () => {
    const { id, email } = await unconfirmedRequest();
    const doc = (await docRef(collections.accessRequests, id).get()).data()!;
    const ttl = doc.expiresAt!.toMillis() - Date.now();
    expect(ttl).toBeGreaterThan(24 * 60 * 60_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60_000);
    const token = await confirmationToken(id, email);
    expect(JSON.stringify(doc)).not.toContain(token);
    expect(await pendingIds(email)).toEqual([]);

    const res = await confirm(clientIp(), token);
    expect([res.status, await res.json()]).toEqual([200, { status: 'confirmed' }]);
    const confirmed = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(confirmed).toMatchObject({ status: 'pending', expiresAt: null });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await pendingIds(email)).toEqual([id]);
  });

  it('confirming twice is idempotent: the same answer, one pending request, one lock', async () => {
    const { id, email } = await unconfirmedRequest();
    const token = await confirmationToken(id, email);
    const first = await confirm(clientIp(), token);
    const confirmedAt = (await docRef(collections.accessRequests, id).get()).get('confirmedAt');
    const second = await confirm(clientIp(), token);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual({ status: 'confirmed' });
    const after = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(after.status).toBe('pending');
    expect(after.confirmedAt).toEqual(confirmedAt);
    expect(await pendingIds(email)).toEqual([id]);
  });

  it('a forged or malformed token is a 4xx and changes nothing', async () => {
    const { id } = await unconfirmedRequest();
    for (const token of ['A'.repeat(22), 'x', '../../etc', 42]) {
      const res = await confirm(clientIp(), token);
      expect([400, 404]).toContain(res.status);
      expect((await res.json()).error).toBe(ACCESS_MESSAGES.confirmLinkInvalid);
    }
    expect((await docRef(collections.accessRequests, id).get()).get('status')).toBe('unconfirmed');
  });

  it('an expired link (past expiresAt) is refused and the request stays unconfirmed', async () => {
    const { id, email } = await unconfirmedRequest();
    const token = await confirmationToken(id, email);
    await docRef(collections.accessRequests, id).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    const res = await confirm(clientIp(), token);
    expect([res.status, (await res.json()).error]).toEqual([
      404,
      ACCESS_MESSAGES.confirmLinkInvalid,
    ]);
    expect((await docRef(collections.accessRequests, id).get()).get('status')).toBe('unconfirmed');
    expect(await pendingIds(email)).toEqual([]);
  });

  it('a request stored against the contract is refused as an unknown link (404), not a 500', async () => {
    const { id, email } = await unconfirmedRequest();
    const token = await confirmationToken(id, email);
    // Written around the contract (no converter), as a faulty migration or console edit would.
    await adminDb.doc(collections.accessRequests.doc(id)).update({ teamSize: 'many' });
    const res = await confirm(clientIp(), token);
    expect([res.status, (await res.json()).error]).toEqual([
      404,
      ACCESS_MESSAGES.confirmLinkInvalid,
    ]);
    expect((await adminDb.doc(collections.accessRequests.doc(id)).get()).get('status')).toBe(
      'unconfirmed',
    );
    expect(await pendingIds(email)).toEqual([]);
  });

  it("griefing: a request in a victim's name blocks nothing and reveals nothing", async () => {
    // Someone else types the victim's address; the victim never confirms it.
    const victim = company();
    const planted = await unconfirmedRequest({ workDomain: victim.domain, email: victim.email });
    // The victim's own request: the same answer as anyone's, and a link of its own.
    const ip = clientIp();
    const res = await submit(ip, {
      workDomain: victim.domain,
      email: victim.email,
      captchaId: await verifiedCaptcha(ip),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string };
    expect(Object.keys(body).sort()).toEqual(['id', 'status']);
    expect(body.status).toBe('unconfirmed');
    expect(body.id).not.toBe(planted.id);
    expect(await mailedConfirmationTokens(victim.email, 2)).toHaveLength(2);
    const token = await confirmationToken(body.id, victim.email);
    expect((await confirm(clientIp(), token)).status).toBe(200);
    // Only the victim's confirmed request is pending; the planted one never reaches the admin.
    expect(await pendingIds(victim.email)).toEqual([body.id]);
    expect((await requestsFrom(victim.email)).map((r) => r.status).sort()).toEqual([
      'pending',
      'unconfirmed',
    ]);
    // Confirming the planted one now (say, clicked by mistake) is the pending refusal: still one.
    const late = await confirm(clientIp(), await confirmationToken(planted.id, victim.email));
    expect([late.status, (await late.json()).error]).toEqual([
      409,
      ACCESS_MESSAGES.alreadyPendingServer,
    ]);
    expect(await pendingIds(victim.email)).toEqual([body.id]);
  });

  it('a second unconfirmed request simply mails a new link; either link confirms', async () => {
    const first = await unconfirmedRequest();
    const second = await unconfirmedRequest({ workDomain: first.domain, email: first.email });
    expect(await mailedConfirmationTokens(first.email, 2)).toHaveLength(2);
    const res = await confirm(clientIp(), await confirmationToken(second.id, first.email));
    expect(res.status).toBe(200);
    expect(await pendingIds(first.email)).toEqual([second.id]);
  });
});
