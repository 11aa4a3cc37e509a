// The captcha's proof of work as it crosses the wire: the ALTCHA challenge the server signs and the
// browser solves, and the solved payload sent with each verify. Anything malformed in it is the
// one captcha failure message, like a solution that does not check out.
import { ACCESS_MESSAGES } from '../messages/access';
import { z } from './zod';

const failed = { error: ACCESS_MESSAGES.captchaFailed };
const hex = z.string(failed).regex(/^[0-9a-f]{1,256}$/, failed);
const whole = z.number(failed).int(failed).nonnegative(failed);

export const PowChallengeSchema = z.object(
  {
    parameters: z.object(
      {
        algorithm: z.string(failed).max(32, failed),
        nonce: hex,
        salt: hex,
        cost: whole,
        keyLength: whole.max(64, failed),
        keyPrefix: hex,
        keySignature: hex.optional(),
        expiresAt: whole.optional(),
      },
      failed,
    ),
    signature: hex,
  },
  failed,
);
export type PowChallenge = z.output<typeof PowChallengeSchema>;

/** A solved challenge, sent with each captcha attempt. */
export const PowPayloadSchema = z.object(
  {
    challenge: PowChallengeSchema,
    solution: z.object(
      {
        counter: whole,
        derivedKey: hex,
        time: z.number(failed).nonnegative(failed).optional(),
      },
      failed,
    ),
  },
  failed,
);
export type PowPayload = z.output<typeof PowPayloadSchema>;
