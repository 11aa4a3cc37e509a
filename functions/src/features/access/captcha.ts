// The request form's captcha, decided on the server (a check in the browser alone is easily
// skipped): the answer never leaves Firestore (`captchas/{id}`, readable by nobody), attempts are
// counted one by one even when fired at once, and each attempt costs a proof of work (pow.ts).
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_MAX_ATTEMPTS,
  CAPTCHA_TTL_MS,
} from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { CaptchaDoc } from '../../shared/contract/collections';
import { ACCESS_MESSAGES } from '../../shared/messages/access';
import type { PowChallenge, PowPayload } from '../../shared/schemas/captcha-pow';
import { db } from '../../lib/firebase';
import { commitRacingChange } from '../../lib/contention';
import { badRequest } from '../../lib/http-error';
import { readOrSkip } from '../../lib/stored-document';
import { randomToken } from '../../lib/tokens';
import { renderCaptchaSvg } from './captcha-svg';
import { isPowSolved, newPowSecret, powChallenge } from './pow';

export interface CaptchaChallenge {
  captchaId: string;
  svg: string;
  pow: PowChallenge;
}

/** 6 characters from the look-alike-free alphabet, from a cryptographic source. */
export function generateCaptchaText(pick: (max: number) => number = randomInt): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[pick(CAPTCHA_ALPHABET.length)];
  return text;
}

/** The code drawn as one SVG path (no <text>: the answer is not in the markup). */
export const renderCaptcha = (text: string) => renderCaptchaSvg(text);

export type CaptchaDecision = 'verified' | 'incorrect' | 'too-many-attempts' | 'expired';

/**
 * Each attempt counts; the third failure (counter at 2 before the check)
 * replaces the code. Case-sensitive. A missing, expired or already used captcha is 'expired'.
 */
export function decideCaptcha(
  doc: CaptchaDoc | undefined,
  answer: string,
  now: number,
): CaptchaDecision {
  if (!doc || doc.usedAt || doc.expiresAt.toMillis() <= now) return 'expired';
  if (answer === doc.answer) return 'verified';
  return doc.attempts >= CAPTCHA_MAX_ATTEMPTS - 1 ? 'too-many-attempts' : 'incorrect';
}

const captchaRef = (id: string) => db.doc(collections.captchas.doc(id));

/** A fresh captcha: its document (answer inside) and what the browser sees. */
async function newCaptcha(): Promise<{
  ref: DocumentReference;
  doc: CaptchaDoc;
  challenge: CaptchaChallenge;
}> {
  const captchaId = randomToken();
  const answer = generateCaptchaText();
  const now = Date.now();
  const expiresAt = now + CAPTCHA_TTL_MS;
  const powSecret = newPowSecret();
  return {
    ref: captchaRef(captchaId),
    doc: {
      answer,
      attempts: 0,
      verifiedAt: null,
      usedAt: null,
      // A TTL policy on expiresAt deletes old captchas in production.
      expiresAt: Timestamp.fromMillis(expiresAt),
      createdAt: Timestamp.fromMillis(now),
      powSecret,
    },
    challenge: {
      captchaId,
      svg: renderCaptcha(answer),
      pow: await powChallenge(powSecret, new Date(expiresAt)),
    },
  };
}

/** GET /api/access/captcha: a new code on load and on refresh. */
export async function createCaptcha(): Promise<CaptchaChallenge> {
  const { ref, doc, challenge } = await newCaptcha();
  await ref.create(doc);
  return challenge;
}

export type VerifyOutcome =
  | { verified: true }
  | { verified: false; message: string; captcha?: CaptchaChallenge; pow?: PowChallenge };

/**
 * One attempt, as a racing change (lib/contention.ts): the attempt counter's update carries the
 * captcha's last update time, so guesses fired at one captcha at once are each evaluated against
 * the count before them and all counted; after the third failure the code is replaced, and later
 * guesses get the expired answer with a fresh captcha. An attempt needs the proof of work of the
 * captcha's current challenge (else 400, nothing counted), and spends it: a wrong answer comes
 * back with the next challenge, a right one leaves none. Never a 500.
 */
export function verifyCaptcha(
  captchaId: string,
  answer: string,
  pow: PowPayload,
): Promise<VerifyOutcome> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const ref = captchaRef(captchaId);
      const snap = await ref.get();
      // One that does not read as a captcha is as expired: it is replaced.
      const doc = readOrSkip(collections.captchas.schema, snap);
      const unchanged = { lastUpdateTime: snap.updateTime! };
      const decision = decideCaptcha(doc, answer, Date.now());
      if (decision !== 'expired' && !(await isPowSolved(doc?.powSecret, pow)))
        throw badRequest(ACCESS_MESSAGES.captchaFailed);
      switch (decision) {
        case 'verified':
          batch.update(ref, { verifiedAt: Timestamp.now(), powSecret: null }, unchanged);
          return { verified: true };
        case 'incorrect': {
          const powSecret = newPowSecret();
          batch.update(ref, { attempts: (doc?.attempts ?? 0) + 1, powSecret }, unchanged);
          return {
            verified: false,
            message: ACCESS_MESSAGES.captchaIncorrect,
            pow: await powChallenge(powSecret, doc!.expiresAt.toDate()),
          };
        }
        case 'too-many-attempts':
        case 'expired': {
          if (snap.exists) batch.delete(ref, unchanged);
          const next = await newCaptcha();
          batch.create(next.ref, next.doc);
          return {
            verified: false,
            captcha: next.challenge,
            message:
              decision === 'expired'
                ? ACCESS_MESSAGES.captchaExpired
                : ACCESS_MESSAGES.captchaTooManyAttempts,
          };
        }
      }
    },
  );
}

/**
 * For a submission: the captcha must be verified, unexpired and unused (else 400). The submission
 * marks it used in its own batch, preconditioned on `updateTime`, so one captcha admits one request.
 */
export async function usableCaptcha(
  captchaId: string,
): Promise<{ ref: DocumentReference; updateTime: Timestamp }> {
  const ref = captchaRef(captchaId);
  const snap = await ref.get();
  const doc = readOrSkip(collections.captchas.schema, snap);
  if (!doc || !doc.verifiedAt || doc.usedAt || doc.expiresAt.toMillis() <= Date.now())
    throw badRequest(ACCESS_MESSAGES.captchaRequired);
  return { ref, updateTime: snap.updateTime! };
}
