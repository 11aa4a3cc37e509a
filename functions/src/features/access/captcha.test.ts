import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../../shared/constants';
import { isCaptchaShaped } from '../../shared/schemas/access';
import type { CaptchaDoc } from './captcha';
import { decideCaptcha, generateCaptchaText, renderCaptcha } from './captcha';
import { isFreeMailDomain } from './free-mail';

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
      expect(code).toHaveLength(CAPTCHA_LENGTH);
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
