import { Timestamp } from 'firebase-admin/firestore';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../shared/constants/limits';
import { isCaptchaShaped } from '../../shared/schemas/access';
import type { CaptchaDoc } from '../../shared/contract/collections';
import { decideCaptcha, generateCaptchaText, renderCaptcha } from './captcha';
import { isFreeMailDomain } from './free-mail';
import { isPowSolved, newPowSecret, powChallenge } from './pow';

const now = Date.now();
const doc = (over: Partial<CaptchaDoc> = {}): CaptchaDoc => ({
  answer: 'aB3dEf',
  attempts: 0,
  verifiedAt: null,
  usedAt: null,
  expiresAt: Timestamp.fromMillis(now + 60_000),
  createdAt: Timestamp.fromMillis(now),
  ...over,
});

describe('captcha code', () => {
  it('has 6 characters from the look-alike-free alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCaptchaText();
      expect(code).toHaveLength(6);
      expect(isCaptchaShaped(code)).toBe(true);
    }
  });

  it('the alphabet has no look-alikes', () => {
    for (const c of '0Oo1lIi2Zz5Ss8BuvVU') expect(CAPTCHA_ALPHABET).not.toContain(c);
  });

  it('uses every alphabet position the random source gives', () => {
    let i = 0;
    expect(generateCaptchaText(() => i++)).toBe(CAPTCHA_ALPHABET.slice(0, 6));
  });

  it('is drawn as SVG paths without the answer as text', () => {
    const svg = renderCaptcha('aB3dEf');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('aB3dEf');
    expect(svg).not.toContain('<text');
  });

  it('is one path of closed cubic curves with whole-pixel coordinates, nothing from the font', () => {
    const svg = renderCaptcha('aB3dEf');
    expect(svg.match(/<path/g)).toHaveLength(1);
    const d = svg.match(/ d="([^"]+)"/)![1]!;
    // Only moves, cubic segments and closes; no L or Q (the font's letters) and no decimals.
    expect(d).toMatch(/^(M-?\d+ -?\d+(C(-?\d+ ){5}-?\d+)+Z)+$/);
  });

  it('draws the same code differently each time', () => {
    const shapes = (svg: string) =>
      svg
        .match(/ d="([^"]+)"/)![1]!
        .split('Z')
        .map((contour) => contour.replace(/[^C]/g, '').length)
        .join(',');
    expect(shapes(renderCaptcha('KxQ7mN'))).not.toBe(shapes(renderCaptcha('KxQ7mN')));
  });
});

describe('captcha proof of work', () => {
  const expires = () => new Date(Date.now() + 60_000);

  it('a solved challenge checks out against its own secret only', async () => {
    const secret = newPowSecret();
    const challenge = await powChallenge(secret, expires());
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    expect(await isPowSolved(secret, { challenge, solution: solution! })).toBe(true);
    expect(await isPowSolved(newPowSecret(), { challenge, solution: solution! })).toBe(false);
    expect(await isPowSolved(null, { challenge, solution: solution! })).toBe(false);
  });

  it('a guessed key or a tampered challenge does not', async () => {
    const secret = newPowSecret();
    const challenge = await powChallenge(secret, expires());
    const solution = { counter: 1, derivedKey: 'ab'.repeat(32) };
    expect(await isPowSolved(secret, { challenge, solution })).toBe(false);
    const solved = await solveChallenge({ challenge, deriveKey });
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await isPowSolved(secret, { challenge: easier, solution: solved! })).toBe(false);
  });
});

describe('captcha decision', () => {
  it('the right answer verifies', () =>
    expect(decideCaptcha(doc(), 'aB3dEf', now)).toBe('verified'));
  it('is case-sensitive', () => expect(decideCaptcha(doc(), 'ab3def', now)).toBe('incorrect'));
  it('first and second failures are incorrect', () => {
    expect(decideCaptcha(doc({ attempts: 0 }), 'nope', now)).toBe('incorrect');
    expect(decideCaptcha(doc({ attempts: 1 }), 'nope', now)).toBe('incorrect');
  });
  it('the third failure (counter at 2 before the check) replaces the captcha', () =>
    expect(decideCaptcha(doc({ attempts: 2 }), 'nope', now)).toBe('too-many-attempts'));
  it('a right answer on the third attempt still verifies', () =>
    expect(decideCaptcha(doc({ attempts: 2 }), 'aB3dEf', now)).toBe('verified'));
  it('an unknown, expired or used captcha is expired', () => {
    expect(decideCaptcha(undefined, 'aB3dEf', now)).toBe('expired');
    expect(decideCaptcha(doc({ expiresAt: Timestamp.fromMillis(now - 1) }), 'aB3dEf', now)).toBe(
      'expired',
    );
    expect(decideCaptcha(doc({ usedAt: Timestamp.fromMillis(now) }), 'aB3dEf', now)).toBe(
      'expired',
    );
  });
});

describe('maintained free-mail list (server only)', () => {
  it.each(['gmx.de', 'yandex.ru', 'mail.com', 'gmail.com', 'mail.yahoo.com'])(
    '%s is free mail',
    (d) => expect(isFreeMailDomain(d)).toBe(true),
  );
  it.each(['acme.com', 'example-corp.test', 'hiq.test'])('%s is not', (d) =>
    expect(isFreeMailDomain(d)).toBe(false),
  );
});
