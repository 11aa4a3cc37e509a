// Request Platform Access: one set of rules for the landing form and the API.
import { ACCESS_REQUEST_STATUSES, CONSUMER_EMAIL_DOMAINS } from '../constants/domain';
import { ACCESS_MESSAGE_MAX, CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../constants/limits';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '../messages/access';
import { EMAIL_PATTERN } from './email';
import { PowPayloadSchema } from './captcha-pow';
import { z } from './zod';

const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
export const TEAM_SIZE_MAX = 1_000_000;

/** The part of an email after the last @, lower-cased. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** True for the ten consumer mail domains (CONSUMER_EMAIL_DOMAINS), always refused. */
export const isConsumerEmailDomain = (domain: string) =>
  (CONSUMER_EMAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());

/**
 * A company's website as typed ("https://www.Acme.com/jobs", "acme.com:443") → its org id
 * ("acme.com"): lower-case, no scheme, www, path, query, port or trailing dot. '' when nothing is left.
 */
export function normaliseDomain(input: string): string {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.replace(/^[^/@]*@/, ''); // user@ in a URL
  value = value.split(/[/?#]/, 1)[0] ?? '';
  value = value.replace(/:\d*$/, '');
  value = value.replace(/\.+$/, '');
  value = value.replace(/^www\./, '');
  return value;
}

export const isValidDomain = (domain: string) => HOSTNAME_PATTERN.test(domain);

/**
 * True when the address is at the domain or one of its subdomains (both normalised): ada@acme.com
 * and ada@eu.acme.com are at acme.com; ada@notacme.com and ada@acme.com.evil.test are not.
 */
export function isEmailAtDomain(email: string, domain: string): boolean {
  const at = normaliseDomain(emailDomain(email.trim()));
  const site = normaliseDomain(domain);
  return !!site && (at === site || at.endsWith(`.${site}`));
}

/** Trimmed, lower-cased, well-formed, and not from a consumer mail domain. */
export const WorkEmailSchema = z
  .string({ error: ACCESS_MESSAGES.invalidEmailFormat })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, ACCESS_MESSAGES.invalidEmailFormat)
  .max(254, ACCESS_MESSAGES.invalidEmailFormat)
  .refine((email) => !isConsumerEmailDomain(emailDomain(email)), ACCESS_MESSAGES.workEmailRequired);

export const WorkDomainSchema = z
  .string({ error: ACCESS_MESSAGES.workDomainRequired })
  .trim()
  .min(1, ACCESS_MESSAGES.workDomainRequired)
  .max(253, ACCESS_MESSAGES.invalidWorkDomain)
  .refine((value) => isValidDomain(normaliseDomain(value)), ACCESS_MESSAGES.invalidWorkDomain);

/** Optional: absent, null or '' mean "not given"; otherwise a whole number. */
export const TeamSizeSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .number({ error: ACCESS_MESSAGES.teamSizeInvalid })
    .int(ACCESS_MESSAGES.teamSizeInvalid)
    .min(1, ACCESS_MESSAGES.teamSizeInvalid)
    .max(TEAM_SIZE_MAX, ACCESS_MESSAGES.teamSizeInvalid)
    .nullable(),
);

/** Optional free text; blank means "not given". */
export const AccessMessageSchema = z.preprocess(
  (value) => (value === undefined ? null : value),
  z
    .string()
    .trim()
    .max(ACCESS_MESSAGE_MAX, ACCESS_MESSAGES.messageTooLong)
    .nullable()
    .transform((value) => (value ? value : null)),
);

/**
 * The form's fields, in the order they are checked after the captcha: email, then work domain.
 * (The captcha comes first; the form checks it before this schema.)
 */
const accessRequestFields = {
  email: WorkEmailSchema,
  workDomain: WorkDomainSchema,
  teamSize: TeamSizeSchema,
  message: AccessMessageSchema,
};
/** Nobody requests access for a company by naming its website from another company's address. */
const emailAtWorkDomain = (v: { email: string; workDomain: string }) =>
  isEmailAtDomain(v.email, v.workDomain);
const emailAtWorkDomainIssue = { message: ACCESS_MESSAGES.emailNotAtWorkDomain, path: ['email'] };

export const AccessRequestFormSchema = z
  .object(accessRequestFields)
  .refine(emailAtWorkDomain, emailAtWorkDomainIssue);
export type AccessRequestFormInput = z.input<typeof AccessRequestFormSchema>;
export type AccessRequestFormValues = z.output<typeof AccessRequestFormSchema>;

export const CaptchaIdSchema = z
  .string({ error: ACCESS_MESSAGES.captchaRequired })
  .regex(/^[A-Za-z0-9_-]{10,64}$/, ACCESS_MESSAGES.captchaRequired);

/**
 * POST /api/access/request: the form's fields plus the verified captcha's id. The server passes
 * its own work-email check (a maintained free-mail list too large for the browser), so a free-mail
 * address is refused as such before the domain rule is applied.
 */
export function accessRequestPayloadSchema(isWorkEmail: (email: string) => boolean = () => true) {
  return z
    .object({
      captchaId: CaptchaIdSchema,
      ...accessRequestFields,
      email: WorkEmailSchema.refine(isWorkEmail, ACCESS_MESSAGES.workEmailRequired),
    })
    .refine(emailAtWorkDomain, emailAtWorkDomainIssue);
}
export const AccessRequestPayloadSchema = accessRequestPayloadSchema();
export type AccessRequestPayload = z.input<typeof AccessRequestPayloadSchema>;

/**
 * POST /api/access/captcha/verify. The answer is compared case-sensitively (never trimmed inside);
 * each attempt carries the solved proof of work of the captcha's current challenge.
 */
export const CaptchaVerifySchema = z.object({
  captchaId: CaptchaIdSchema,
  pow: PowPayloadSchema,
  answer: z
    .string({ error: ACCESS_MESSAGES.captchaRequired })
    .trim()
    .min(1, ACCESS_MESSAGES.captchaRequired)
    .max(CAPTCHA_LENGTH * 4, ACCESS_MESSAGES.captchaIncorrect),
});
export type CaptchaVerifyPayload = z.input<typeof CaptchaVerifySchema>;

/** POST /api/access/confirm: the token from the confirmation link (anything else is no link). */
export const ConfirmAccessRequestSchema = z.object({
  token: z
    .string({ error: ACCESS_MESSAGES.confirmLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, ACCESS_MESSAGES.confirmLinkInvalid),
});
export type ConfirmAccessRequestPayload = z.input<typeof ConfirmAccessRequestSchema>;

/** True when every character of a code is from the captcha alphabet and the length is right. */
export const isCaptchaShaped = (code: string) =>
  code.length === CAPTCHA_LENGTH && [...code].every((c) => CAPTCHA_ALPHABET.includes(c));

export const AccessRequestStatusSchema = z.enum(ACCESS_REQUEST_STATUSES);

/** GET /api/access/requests?status= (default pending). */
export const AccessRequestListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'pending' : value),
    AccessRequestStatusSchema,
  ),
});

/** POST /api/access/requests/{id}/reject: a reason is required (non-empty after trimming). */
export const RejectAccessRequestSchema = z.object({
  reason: z
    .string({ error: ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.reasonRequired)
    .max(ACCESS_MESSAGE_MAX, ADMIN_MESSAGES.reasonTooLong),
});
export type RejectAccessRequestPayload = z.input<typeof RejectAccessRequestSchema>;
