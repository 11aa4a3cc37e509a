import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireMember } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { slicesFor } from './media-layout';
import { openSlices, streamSlices } from './media-stream';
import { createPlaybackGrant, grantHolder, stillMember } from './playback-grants';
import { parseRange } from './range';
import { openSlice, readRecording, recordingFile, recordingFor } from './recordings';
import type { RecordingFile } from './recordings';
import { saveReview } from './reviews';
import { sendCandidateFeedback } from './candidate-feedback';

/**
 * Reviewing an interview. Staff of the interview's org only: other orgs get 404 (an
 * interview's existence is not disclosed), signed-out 401, non-staff 403.
 */
export const reviewRouter = Router();

/**
 * Who may play a recording, for the bearer token: a signed-in member of the interview's org. Puts
 * the org to look in on `res.locals.orgId`. A playback grant (?grant=, which a <video> element's
 * URL carries) is checked by the route itself, beside its reads.
 */
const bearerViewer: RequestHandler = (req, res, next) => {
  if (req.query.grant !== undefined) {
    next();
    return;
  }
  void requireUser(req, res, (error?: unknown) => {
    if (error) next(error);
    else
      void requireMember(req, res, (denied?: unknown) => {
        if (!denied) res.locals.orgId = staffOrgId(req);
        next(denied);
      });
  });
};

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/**
 * The recording and the check that the viewer may have it. For a grant, the grant is read beside
 * the interview and the answer's index (one round trip); a grant that is malformed, unknown,
 * expired or for another interview is 401 whatever the reads found. Its holder's membership is
 * then still being read: `allowed` settles when it has (401 for a holder who has left), and the
 * caller sends nothing before, so the first objects can be opened meanwhile. `file` is the
 * recording or why there is none to have (404), thrown only once `allowed` has settled.
 */
async function viewableRecording(
  req: Request,
  res: Response,
  interviewId: string,
  questionId: string,
): Promise<{ file: { value: RecordingFile } | { error: unknown }; allowed: Promise<void> }> {
  if (req.query.grant === undefined) {
    const file = await settled(recordingFile(res.locals.orgId as string, interviewId, questionId));
    return { file, allowed: Promise.resolve() };
  }
  const [holder, read] = await Promise.all([
    settled(grantHolder(req.query.grant, interviewId)),
    settled(readRecording(interviewId, questionId)),
  ]);
  if ('error' in holder) throw holder.error;
  const allowed = stillMember(holder.value, interviewId);
  // Decided by the time it is used; a rejection is kept for after `allowed`.
  allowed.catch(() => {});
  const file =
    'error' in read
      ? read
      : await settled(recordingFor(holder.value.orgId, interviewId, questionId, read.value));
  return { file, allowed };
}

/**
 * A player's open-ended range (`bytes=N-`) is answered this much at a time (it asks for the rest
 * as it plays): one response of a long answer could outlast the function's time on a slow link.
 */
const MAX_OPEN_RANGE_BYTES = 16 * 1024 * 1024;

/**
 * GET the recording of one answer as one file; a range request (one range) gets 206. Only the
 * objects holding the range are read (the next few requested while one is written) and piped to
 * the response. Nothing (not even the headers) is sent before every check has passed; the first
 * objects are requested while the last check is still under way.
 */
route(reviewRouter, reviewEndpoints.getRecording, bearerViewer, async (req, res) => {
  const { id: interviewId, questionId } = req.params;
  const { file: found, allowed } = await viewableRecording(req, res, interviewId, questionId);
  const file = 'value' in found ? found.value : undefined;
  const range = file && parseRange(req.get('range'), file.size, MAX_OPEN_RANGE_BYTES);
  const wanted = file && range !== 'unsatisfiable' && (range ?? { start: 0, end: file.size - 1 });
  // A head built by this request is stored before its object can be read.
  const objects =
    file && wanted && !file.saveHead && req.method !== 'HEAD'
      ? openSlices(slicesFor(file.parts, wanted), openSlice)
      : undefined;
  try {
    await allowed;
  } catch (error) {
    objects?.release();
    throw error;
  }
  if ('error' in found) throw found.error;
  const { size } = found.value;
  res.set({
    'Content-Type': found.value.mimeType || 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    // Answers may still be arriving while the candidate speaks: never reuse a stale copy.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (range === 'unsatisfiable' || !wanted) {
    // An error is JSON like every other (the media Content-Type set above is for the file).
    res.status(416).set('Content-Range', `bytes */${size}`).type('json');
    res.json({ error: REVIEW_MESSAGES.rangeNotSatisfiable });
    return;
  }
  await found.value.saveHead?.();
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  else res.status(200);
  res.set('Content-Length', String(wanted.end - wanted.start + 1));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await streamSlices(objects ?? openSlices(slicesFor(found.value.parts, wanted), openSlice), res);
  } catch (error) {
    if (res.headersSent || res.destroyed) {
      // Part of the file is out: a failure now can only cut it short (the player asks again).
      if (!res.destroyed) res.destroy(error as Error);
      return;
    }
    // Nothing sent yet (an object went with a replaced take meanwhile): an error like any other.
    res.removeHeader('Content-Length');
    res.removeHeader('Content-Range');
    if ((error as { code?: unknown }).code === 404)
      throw notFound(REVIEW_MESSAGES.recordingNotFound);
    throw error;
  }
});

/** POST a playback grant for this interview's recordings (staff of its org). */
route(
  reviewRouter,
  reviewEndpoints.createPlaybackGrant,
  requireUser,
  requireMember,
  async (req, res) => {
    const member = { orgId: staffOrgId(req), uid: req.user!.uid };
    const grant = await createPlaybackGrant(member, req.params.id);
    send(res, reviewEndpoints.createPlaybackGrant, grant);
  },
);

/** POST the signed-in reviewer's review (replaces their previous one), stored per reviewer. */
route(reviewRouter, reviewEndpoints.saveReview, requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const input = parse(reviewEndpoints.saveReview.request, req.body);
  const reviewer = { orgId, uid: req.user!.uid, email: req.user!.email };
  const review = await saveReview(reviewer, req.params.id, input);
  send(res, reviewEndpoints.saveReview, { saved: true, review });
});

/** POST the candidate's feedback after a decision (once per interview), mailed to them. */
route(
  reviewRouter,
  reviewEndpoints.sendCandidateFeedback,
  requireUser,
  requireMember,
  async (req, res) => {
    const { message } = parse(reviewEndpoints.sendCandidateFeedback.request, req.body);
    const sender = { orgId: staffOrgId(req), uid: req.user!.uid, email: req.user!.email };
    const candidateFeedback = await sendCandidateFeedback(sender, req.params.id, message);
    send(res, reviewEndpoints.sendCandidateFeedback, { sent: true, candidateFeedback });
  },
);
