// The one rule for a person's name that HiQ writes into mail: a candidate's name (typed by staff)
// and a member's display name (typed by themselves).
import { z } from './zod';

/**
 * A name is written into mails HiQ sends in an org's name: a name that carries a link or an address
 * ("Claim your prize at evil.example", "HR <hr@evil.example>") would make HiQ a phishing relay.
 */
const ADDRESS_LIKE = /[<>@/\\:]|\bwww\.|[a-z0-9-]\.[a-z]{2,}\b/i;

/** Whether a stored name may be written into a mail (names stored before the rule may not be). */
export const isMailSafeName = (name: unknown): name is string =>
  typeof name === 'string' && name.trim() !== '' && !ADDRESS_LIKE.test(name);

/** A person's name: required after trimming, at most `max` characters, no link or address. */
export const personNameSchema = (rule: {
  max: number;
  required: string;
  tooLong: string;
  invalid: string;
}) =>
  z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .max(rule.max, rule.tooLong)
    .refine((name) => !ADDRESS_LIKE.test(name), rule.invalid);
