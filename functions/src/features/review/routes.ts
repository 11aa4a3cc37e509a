import { Router } from 'express';
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { requireMember } from '../../lib/membership';
import { db } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { parse } from '../../lib/validate';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { reviewSchema } from '../../shared/schemas/review';
import { parseRange } from './range';
import { makeSeekableWebm } from './seekable-webm';

/**
 * Reviewing an interview. Staff of the interview's org only: other orgs get 404 (an
 * interview's existence is not disclosed), signed-out 401, non-staff 403.
 */
export const reviewRouter = Router();

async function staffInterview(req: Request, tx?: Transaction): Promise<DocumentSnapshot> {
  const orgId = staffOrgId(req);
  const id = String(req.params.id ?? '');
  if (!id || id.length > 200 || id.includes('/')) throw notFound(REVIEW_MESSAGES.notFound);
  const ref = db.collection('interviews').doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists || snap.get('orgId') !== orgId) throw notFound(REVIEW_MESSAGES.notFound);
  return snap;
}

const questionIdsOf = (snap: DocumentSnapshot) =>
  new Set(
    ((snap.get('questions') as { id?: unknown }[] | undefined) ?? [])
      .map((q) => q?.id)
      .filter((id): id is string => typeof id === 'string'),
  );

/**
 * GET the recording of one answer: its chunks in seq order as one file. MediaRecorder's WebM gets
 * a Duration and Cues so browsers can show its length and seek. Range requests (one range) get 206.
 * The web app fetches it with the bearer token into a Blob URL (an <audio> can't send the token).
 */
reviewRouter.get(
  '/interviews/:id/recordings/:questionId',
  requireUser,
  requireMember,
  async (req, res: Response) => {
    const snap = await staffInterview(req);
    const questionId = String(req.params.questionId ?? '');
    if (!questionIdsOf(snap).has(questionId)) throw notFound(REVIEW_MESSAGES.recordingNotFound);
    const recording = snap.ref.collection('recordings').doc(questionId);
    const [info, chunks] = await Promise.all([
      recording.get(),
      recording.collection('chunks').orderBy('seq', 'asc').get(),
    ]);
    // Only the current take's chunks (a late chunk of a replaced take may linger a moment).
    const take = info.get('take') as string | undefined;
    const parts: Buffer[] = [];
    let mimeType = '';
    for (const chunk of chunks.docs) {
      if (take && chunk.get('take') !== undefined && chunk.get('take') !== take) continue;
      const data = chunk.get('data') as Uint8Array | Buffer | undefined;
      if (!data || data.length === 0) continue;
      parts.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      mimeType ||= String(chunk.get('mimeType') ?? '');
    }
    if (parts.length === 0) throw notFound(REVIEW_MESSAGES.recordingNotFound);
    const joined = Buffer.concat(parts);
    const isWebm = /^audio\/webm/i.test(mimeType);
    const file = isWebm ? makeSeekableWebm(joined) : joined;

    res.set({
      'Content-Type': mimeType || 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      // Answers may still be arriving while the candidate speaks: never reuse a stale copy.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const range = parseRange(req.get('range'), file.length);
    if (range === 'unsatisfiable') {
      // An error is JSON like every other (the audio Content-Type set above is for the file).
      res.status(416).set('Content-Range', `bytes */${file.length}`).type('json');
      res.json({ error: REVIEW_MESSAGES.rangeNotSatisfiable });
      return;
    }
    if (range) {
      const body = file.subarray(range.start, range.end + 1);
      res.status(206).set({
        'Content-Range': `bytes ${range.start}-${range.end}/${file.length}`,
        'Content-Length': String(body.length),
      });
      res.end(body);
      return;
    }
    res.status(200).set('Content-Length', String(file.length));
    res.end(file);
  },
);

/** POST the signed-in reviewer's review (replaces their previous one), stored per reviewer. */
reviewRouter.post('/interviews/:id/reviews', requireUser, requireMember, async (req, res) => {
  staffOrgId(req);
  const input = parse(reviewSchema, req.body);
  const uid = req.user!.uid;
  const profile = await db.doc(`users/${uid}`).get();
  const review = await db.runTransaction(async (tx) => {
    const snap = await staffInterview(req, tx);
    // Nothing was (or will be) answered: a decision on it would only mislead.
    if (snap.get('status') === 'cancelled') throw conflict(REVIEW_MESSAGES.cancelledNoReview);
    const known = questionIdsOf(snap);
    for (const id of [...Object.keys(input.ratings), ...Object.keys(input.comments)]) {
      if (!known.has(id)) throw badRequest(REVIEW_MESSAGES.questionUnknown);
    }
    const ref = snap.ref.collection('reviews').doc(uid);
    const existing = await tx.get(ref);
    const comments = Object.fromEntries(Object.entries(input.comments).filter(([, text]) => text));
    const data = {
      reviewerUid: uid,
      reviewerName: String(profile.get('displayName') ?? '') || (req.user!.email ?? ''),
      reviewerEmail: req.user!.email ?? String(profile.get('email') ?? ''),
      ratings: input.ratings,
      comments,
      decision: input.decision ?? null,
      note: input.note ? input.note : null,
      createdAt: existing.exists ? existing.get('createdAt') : FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.set(ref, data);
    return { ...data, createdAt: undefined, updatedAt: undefined };
  });
  res.json({ saved: true, review: { ...review, createdAt: undefined, updatedAt: undefined } });
});
