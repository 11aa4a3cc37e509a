import { describe, expect, it } from 'vitest';
import { CONSUMER_EMAIL_DOMAINS } from '../constants/domain';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '../messages/access';
import {
  AccessRequestFormSchema,
  AccessRequestListQuerySchema,
  AccessRequestPayloadSchema,
  CaptchaVerifySchema,
  RejectAccessRequestSchema,
  isEmailAtDomain,
  normaliseDomain,
} from './access';

const valid = { workDomain: 'acme.com', email: 'ada@acme.com' };
const firstMessage = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

describe('access request: email', () => {
  it('is trimmed and lower-cased', () => {
    const parsed = AccessRequestFormSchema.parse({ ...valid, email: '  Ada.Lovelace@ACME.com  ' });
    expect(parsed.email).toBe('ada.lovelace@acme.com');
  });

  it.each(['', 'ada', 'ada@', '@acme.com', 'ada@acme', 'ada lovelace@acme.com', 'ada@@acme.com'])(
    "'%s' → 'Invalid email format'",
    (email) =>
      expect(firstMessage(AccessRequestFormSchema, { ...valid, email })).toBe(
        ACCESS_MESSAGES.invalidEmailFormat,
      ),
  );

  it('a missing email → Invalid email format', () =>
    expect(firstMessage(AccessRequestFormSchema, { workDomain: 'acme.com' })).toBe(
      ACCESS_MESSAGES.invalidEmailFormat,
    ));

  it('the consumer-domain blocklist has exactly ten domains', () =>
    expect(CONSUMER_EMAIL_DOMAINS).toHaveLength(10));

  it.each(CONSUMER_EMAIL_DOMAINS)("@%s → 'Please use a work email address'", (domain) => {
    expect(firstMessage(AccessRequestFormSchema, { ...valid, email: `someone@${domain}` })).toBe(
      ACCESS_MESSAGES.workEmailRequired,
    );
  });

  it('consumer domains are refused whatever their case', () =>
    expect(firstMessage(AccessRequestFormSchema, { ...valid, email: 'Someone@GMail.COM' })).toBe(
      ACCESS_MESSAGES.workEmailRequired,
    ));

  it('a work email passes', () =>
    expect(AccessRequestFormSchema.safeParse(valid).success).toBe(true));
});

describe('access request: work domain', () => {
  it.each(['', '   '])("'%s' → 'Work domain is required'", (workDomain) =>
    expect(firstMessage(AccessRequestFormSchema, { ...valid, workDomain })).toBe(
      ACCESS_MESSAGES.workDomainRequired,
    ),
  );

  it('missing → Work domain is required', () =>
    expect(firstMessage(AccessRequestFormSchema, { email: valid.email })).toBe(
      ACCESS_MESSAGES.workDomainRequired,
    ));

  it('is trimmed', () =>
    expect(AccessRequestFormSchema.parse({ ...valid, workDomain: '  acme.com ' }).workDomain).toBe(
      'acme.com',
    ));

  it.each(['not a domain', 'acme', '../etc', 'acme..com', 'https://'])(
    "'%s' is not a website",
    (workDomain) =>
      expect(firstMessage(AccessRequestFormSchema, { ...valid, workDomain })).toBe(
        ACCESS_MESSAGES.invalidWorkDomain,
      ),
  );

  it.each([
    ['acme.com', 'acme.com'],
    ['https://www.Acme.com/jobs?x=1', 'acme.com'],
    ['http://acme.co.uk:8080', 'acme.co.uk'],
    ['WWW.ACME.IO.', 'acme.io'],
    ['  sub.acme.com/path ', 'sub.acme.com'],
  ])('normalises %s → %s', (input, expected) => expect(normaliseDomain(input)).toBe(expected));
});

describe('access request: checks run in order (email, then work domain)', () => {
  it('both wrong → the email message first', () =>
    expect(firstMessage(AccessRequestFormSchema, { email: 'x', workDomain: '' })).toBe(
      ACCESS_MESSAGES.invalidEmailFormat,
    ));
  it('the API checks the captcha id before anything else', () =>
    expect(firstMessage(AccessRequestPayloadSchema, { email: 'x', workDomain: '' })).toBe(
      ACCESS_MESSAGES.captchaRequired,
    ));
});

describe('access request: team size (optional integer) and message (optional)', () => {
  it.each([undefined, null, ''])('team size %s → null', (teamSize) =>
    expect(AccessRequestFormSchema.parse({ ...valid, teamSize }).teamSize).toBeNull(),
  );
  it('a whole number is kept', () =>
    expect(AccessRequestFormSchema.parse({ ...valid, teamSize: 25 }).teamSize).toBe(25));
  it.each([0, -3, 2.5, 1_000_001, '12', Number.NaN])('team size %s is refused', (teamSize) =>
    expect(firstMessage(AccessRequestFormSchema, { ...valid, teamSize })).toBe(
      ACCESS_MESSAGES.teamSizeInvalid,
    ),
  );
  it('message is trimmed; blank → null', () => {
    expect(AccessRequestFormSchema.parse({ ...valid, message: '  hi  ' }).message).toBe('hi');
    expect(AccessRequestFormSchema.parse({ ...valid, message: '   ' }).message).toBeNull();
    expect(AccessRequestFormSchema.parse(valid).message).toBeNull();
  });
  it('a message over 2000 characters is refused', () =>
    expect(firstMessage(AccessRequestFormSchema, { ...valid, message: 'x'.repeat(2001) })).toBe(
      ACCESS_MESSAGES.messageTooLong,
    ));
});

describe('captcha verify payload', () => {
  const captchaId = 'abcdefghijklmnopqrstuv';
  const pow = {
    challenge: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'a1',
        salt: 'b2',
        cost: 100,
        keyLength: 32,
        keyPrefix: 'c3',
        keySignature: 'd4',
        expiresAt: 1_900_000_000,
      },
      signature: 'e5',
    },
    solution: { counter: 4321, derivedKey: 'f6', time: 512.5 },
  };
  it('needs an answer', () =>
    expect(firstMessage(CaptchaVerifySchema, { captchaId, answer: ' ', pow })).toBe(
      ACCESS_MESSAGES.captchaRequired,
    ));
  it('needs a well-formed captcha id', () =>
    expect(firstMessage(CaptchaVerifySchema, { captchaId: 'x/y', answer: 'abc', pow })).toBe(
      ACCESS_MESSAGES.captchaRequired,
    ));
  it('keeps the case of the answer', () =>
    expect(CaptchaVerifySchema.parse({ captchaId, answer: ' AbC ', pow }).answer).toBe('AbC'));
  it('needs a proof of work shaped like a solved challenge', () => {
    expect(CaptchaVerifySchema.parse({ captchaId, answer: 'AbC', pow }).pow).toEqual(pow);
    for (const bad of [
      undefined,
      'solved',
      { ...pow, solution: { counter: -1, derivedKey: 'f6' } },
      { ...pow, solution: { counter: 1, derivedKey: 'not hex' } },
      { ...pow, challenge: { ...pow.challenge, signature: 42 } },
    ])
      expect(firstMessage(CaptchaVerifySchema, { captchaId, answer: 'AbC', pow: bad })).toBe(
        ACCESS_MESSAGES.captchaFailed,
      );
  });
});

describe('admin: list filter and reject reason', () => {
  it('status defaults to pending', () =>
    expect(AccessRequestListQuerySchema.parse({}).status).toBe('pending'));
  it('an unknown status is refused', () =>
    expect(AccessRequestListQuerySchema.safeParse({ status: 'all' }).success).toBe(false));
  it.each(['', '   ', undefined])("reason '%s' → required", (reason) =>
    expect(firstMessage(RejectAccessRequestSchema, { reason })).toBe(ADMIN_MESSAGES.reasonRequired),
  );
  it('a reason is trimmed', () =>
    expect(RejectAccessRequestSchema.parse({ reason: ' Not a fit ' }).reason).toBe('Not a fit'));
});

describe('access request: the email must be at the company website', () => {
  it.each([
    ['ada@acme.com', 'acme.com'],
    ['ada@eu.acme.com', 'https://www.ACME.com/careers'],
    ['Ada@ACME.COM', 'acme.com:443'],
    ['ada@acme.com', 'www.acme.com.'],
  ])('%s for %s is accepted', (email, workDomain) =>
    expect(AccessRequestFormSchema.safeParse({ email, workDomain }).success).toBe(true),
  );

  it.each([
    ['mallory@mallory-consulting.test', 'https://www.ACME.test/careers'],
    ['mallory@notacme.com', 'acme.com'],
    ['mallory@acme.com.evil.test', 'acme.com'],
    ['mallory@acme.co', 'acme.com'],
    ['ada@acme.com', 'eu.acme.com'],
  ])('%s for %s is refused under the email field', (email, workDomain) => {
    const result = AccessRequestPayloadSchema.safeParse({
      captchaId: 'abcdefghijklmnop',
      email,
      workDomain,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: ACCESS_MESSAGES.emailNotAtWorkDomain,
      path: ['email'],
    });
  });

  it('isEmailAtDomain compares normalised domains', () => {
    expect(isEmailAtDomain('a@sub.acme.com', 'acme.com')).toBe(true);
    expect(isEmailAtDomain('a@xacme.com', 'acme.com')).toBe(false);
    expect(isEmailAtDomain('a@acme.com', '')).toBe(false);
  });
});
