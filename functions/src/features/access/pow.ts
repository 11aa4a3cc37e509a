// The proof of work each captcha attempt costs: an ALTCHA challenge (altcha-lib) that the browser
// solves before it may send an answer, so a script pays CPU for every guess. Each challenge is
// signed with a secret of its own kept on the captcha's document (never sent), and an attempt
// replaces or clears that secret: a solution is good for one attempt on one captcha, and a
// replayed one no longer matches.
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PowChallengeSchema } from '../../shared/schemas/captcha-pow';
import type { PowChallenge, PowPayload } from '../../shared/schemas/captcha-pow';
import { randomToken } from '../../lib/tokens';

/**
 * PBKDF2 rounds per try and the range of the counter the solver must reach: about half a second
 * of a laptop's CPU in the browser (Web Crypto), about as much for a script on a server core.
 */
const POW_ALGORITHM = 'PBKDF2/SHA-256';
const POW_COST = 100;
const POW_COUNTER = { min: 2_000, max: 6_000 } as const;

/** A fresh secret for the next attempt's challenge. */
export const newPowSecret = () => randomToken(32);

const keySecret = (secret: string) => `${secret}:key`;

/** The challenge for the secret, valid until the captcha expires (in the contract's shape). */
export async function powChallenge(secret: string, expiresAt: Date): Promise<PowChallenge> {
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    counter: randomInt(POW_COUNTER.min, POW_COUNTER.max),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
  return PowChallengeSchema.parse(challenge);
}

/** True when the payload solves a challenge signed with this secret and not yet expired. */
export async function isPowSolved(secret: string | null | undefined, payload: PowPayload) {
  if (!secret) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret(secret),
    });
    return result.verified;
  } catch {
    // A malformed challenge (hex that is not hex, an unknown algorithm) solves nothing.
    return false;
  }
}
