// Access-request abuse: a script reading the captcha by its outlines, skipping or replaying the
// proof of work, and requests typed in somebody else's name.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@shared/constants/limits';
import { collections } from '@shared/contract/collections';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { collectionRef, docRef } from '../support/admin';
import {
  clientIp,
  company,
  confirm,
  confirmationToken,
  mailedConfirmationTokens,
  newCaptcha,
  solvePow,
  submit,
  unconfirmedRequest,
  verifiedCaptcha,
  verify,
  verifyWith,
} from '../support/access';
import { renderCaptchaSvg as renderCaptcha } from '../../functions/src/features/access/captcha-svg';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

// ---- the attacker's glyph matcher ----

const WIDTH = 180;

interface Contour {
  /** The command letters of one subpath, e.g. 'MLLQQZ'. */
  commands: string;
  /** Its centre across the image. */
  x: number;
}

/** Every filled subpath of the SVG (stroked lines, drawn `fill="none"`, are noise to skip). */
function contoursOf(svg: string): Contour[] {
  const out: Contour[] = [];
  for (const [element] of svg.matchAll(/<path[^>]*>/g)) {
    if (element.includes('fill="none"')) continue;
    const d = /\sd="([^"]*)"/.exec(element)?.[1] ?? '';
    for (const sub of d.split(/(?=M)/)) {
      const numbers = (sub.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      if (!xs.length) continue;
      out.push({
        commands: sub.replace(/[^A-Za-z]/g, ''),
        x: (Math.min(...xs) + Math.max(...xs)) / 2,
      });
    }
  }
  return out;
}

/** The signature of each of the six character slots: the sorted command strings in it. */
function slotKeys(svg: string): string[] {
  const slots: string[][] = Array.from({ length: CAPTCHA_LENGTH }, () => []);
  for (const c of contoursOf(svg)) {
    const slot = Math.min(CAPTCHA_LENGTH - 1, Math.max(0, Math.floor(c.x / (WIDTH / 6))));
    slots[slot]!.push(c.commands);
  }
  return slots.map((s) => s.sort().join('|'));
}

/** A lookup table from slot signature to character, learnt from captchas whose code is known. */
function learn(samples: { svg: string; text: string }[]) {
  const votes = new Map<string, Map<string, number>>();
  for (const { svg, text } of samples)
    slotKeys(svg).forEach((key, i) => {
      const byChar = votes.get(key) ?? new Map<string, number>();
      byChar.set(text[i]!, (byChar.get(text[i]!) ?? 0) + 1);
      votes.set(key, byChar);
    });
  const table = new Map<string, string>();
  for (const [key, byChar] of votes) table.set(key, [...byChar].sort((a, b) => b[1] - a[1])[0]![0]);
  // An unseen signature: the known one with the closest number of segments.
  const size = (key: string) => key.length;
  const keys = [...table.keys()];
  return (svg: string) =>
    slotKeys(svg)
      .map((key) => {
        const exact = table.get(key);
        if (exact) return exact;
        const nearest = keys.reduce((best, k) =>
          Math.abs(size(k) - size(key)) < Math.abs(size(best) - size(key)) ? k : best,
        );
        return table.get(nearest) ?? '?';
      })
      .join('');
}

const randomCode = () =>
  Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomBytes(1)[0]! % CAPTCHA_ALPHABET.length],
  ).join('');

// svg-captcha's own rendering (what the form served before): the matcher must read it, or its
// failure on ours would prove nothing.
const renderSvgCaptcha = svgCaptcha as unknown as (text: string, options: object) => string;
const oldRender = (text: string) =>
  renderSvgCaptcha(text, { width: WIDTH, height: 60, fontSize: 56, noise: 2, color: false });

describe("a script matching the captcha's glyph outlines", () => {
  it("reads svg-captcha's per-glyph paths (the matcher works)", () => {
    const solve = learn(
      Array.from({ length: 300 }, () => {
        const text = randomCode();
        return { text, svg: oldRender(text) };
      }),
    );
    let solved = 0;
    for (let i = 0; i < 100; i++) {
      const text = randomCode();
      if (solve(oldRender(text)) === text) solved++;
    }
    console.log(`glyph matcher on svg-captcha's rendering: ${solved}/100 solved`);
    expect(solved).toBeGreaterThanOrEqual(50);
  });

  it('solves at most 5 % of 100 captchas served by the API, trained on 300 of the same generator', async () => {
    const solve = learn(
      Array.from({ length: 300 }, () => {
        const text = randomCode();
        return { text, svg: renderCaptcha(text) };
      }),
    );
    let solved = 0;
    let charactersRight = 0;
    for (let i = 0; i < 100; i++) {
      const { svg, answer } = await newCaptcha(clientIp());
      const guess = solve(svg);
      if (guess === answer) solved++;
      charactersRight += [...guess].filter((c, j) => c === answer[j]).length;
    }
    console.log(
      `glyph matcher on the served captcha: ${solved}/100 solved (${solved} %), ` +
        `${charactersRight}/600 characters right`,
    );
    expect(solved).toBeLessThanOrEqual(5);
  });
});

// ---- the proof of work ----

describe('each captcha attempt costs a proof of work', () => {
  it('a verify without a valid solution is refused and not counted', async () => {
    const ip = clientIp();
    const { captchaId, answer, pow } = await newCaptcha(ip);
    const other = await newCaptcha(ip);
    const forgedKey = {
      challenge: pow,
      solution: { counter: 1, derivedKey: randomBytes(32).toString('hex') },
    };
    const tampered = await solvePow(pow).then((p) => ({
      ...p,
      challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, cost: 1 } },
    }));
    for (const bad of [
      undefined,
      null,
      'solved',
      forgedKey,
      tampered,
      await solvePow(other.pow), // another captcha's challenge
    ]) {
      const res = await verifyWith(ip, captchaId, answer, bad);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(ACCESS_MESSAGES.captchaFailed);
    }
    // Nothing counted, nothing verified: the right answer with a real solution still works.
    expect((await docRef(collections.captchas, captchaId).get()).data()).toMatchObject({
      attempts: 0,
      verifiedAt: null,
    });
    expect((await verify(ip, captchaId, answer, pow)).status).toBe(200);
  });

  it('a replayed solution is refused: after a wrong answer, and after the right one', async () => {
    const ip = clientIp();
    const first = await newCaptcha(ip);
    const solved = await solvePow(first.pow);
    const wrong = `${first.answer.slice(0, 5)}${first.answer[5] === 'A' ? 'C' : 'A'}`;
    const miss = await verifyWith(ip, first.captchaId, wrong, solved);
    expect(await errorOf(miss)).toBe(ACCESS_MESSAGES.captchaIncorrect);
    const replay = await verifyWith(ip, first.captchaId, first.answer, solved);
    expect([replay.status, await errorOf(replay)]).toEqual([400, ACCESS_MESSAGES.captchaFailed]);
    expect((await docRef(collections.captchas, first.captchaId).get()).get('attempts')).toBe(1);

    const second = await newCaptcha(ip);
    const good = await solvePow(second.pow);
    expect((await verifyWith(ip, second.captchaId, second.answer, good)).status).toBe(200);
    const again = await verifyWith(ip, second.captchaId, second.answer, good);
    expect([again.status, await errorOf(again)]).toEqual([400, ACCESS_MESSAGES.captchaFailed]);
  });
});

// ---- requests in somebody else's name ----

describe('access requests count only once confirmed from the inbox', () => {
  const pendingFrom = async (email: string) =>
    (
      await collectionRef(collections.accessRequests)
        .where('status', '==', 'pending')
        .where('email', '==', email)
        .get()
    ).docs.map((d) => d.id);

  it("griefing: five requests planted in a victim's name neither block nor show in the victim's own", async () => {
    const victim = company();
    for (let i = 0; i < 5; i++)
      await unconfirmedRequest({ workDomain: victim.domain, email: victim.email });
    const fresh = company();
    const answers: { status: number; keys: string[]; state: string }[] = [];
    for (const who of [victim, fresh]) {
      const ip = clientIp();
      const res = await submit(ip, {
        workDomain: who.domain,
        email: who.email,
        captchaId: await verifiedCaptcha(ip),
      });
      const body = (await res.json()) as { id: string; status: string };
      answers.push({ status: res.status, keys: Object.keys(body).sort(), state: body.status });
      if (who === victim) {
        expect(
          (await confirm(clientIp(), await confirmationToken(body.id, who.email))).status,
        ).toBe(200);
        expect(await pendingFrom(victim.email)).toEqual([body.id]);
      }
    }
    // The victim's answer is the same as that of an address nobody used before.
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 201, keys: ['id', 'status'], state: 'unconfirmed' });
  });

  it('an unconfirmed request expires after 24 h: its link no longer confirms it', async () => {
    const { id, email } = await unconfirmedRequest();
    const token = await confirmationToken(id, email);
    const expiresAt = (await docRef(collections.accessRequests, id).get()).get(
      'expiresAt',
    ) as Timestamp;
    expect(expiresAt.toMillis() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // The clock moved past it (a TTL policy deletes such requests in production).
    await docRef(collections.accessRequests, id).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1),
    });
    const res = await confirm(clientIp(), token);
    expect([res.status, await errorOf(res)]).toEqual([404, ACCESS_MESSAGES.confirmLinkInvalid]);
    expect(await pendingFrom(email)).toEqual([]);
  });

  it('20 parallel clicks on one link: all answer confirmed, one pending request', async () => {
    const { id, email } = await unconfirmedRequest();
    const token = await confirmationToken(id, email);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => confirm(clientIp(), token)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await pendingFrom(email)).toEqual([id]);
  });

  it('forged tokens: each a 4xx with the invalid-link message, none confirms anything', async () => {
    const { id, email } = await unconfirmedRequest();
    const real = await confirmationToken(id, email);
    const forged = [
      randomBytes(16).toString('base64url'),
      `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`,
      real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase(),
      'A'.repeat(64),
    ];
    for (const token of forged) {
      const res = await confirm(clientIp(), token);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe(ACCESS_MESSAGES.confirmLinkInvalid);
    }
    expect((await docRef(collections.accessRequests, id).get()).get('status')).toBe('unconfirmed');
    expect(await mailedConfirmationTokens(email)).toEqual([real]);
  });
});
