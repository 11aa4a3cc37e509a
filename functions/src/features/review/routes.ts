import { Router } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { requireMember } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { parseRange } from './range';
import { recordingFile } from './recordings';
import { saveReview } from './reviews';

/**
 * Reviewing an interview. Staff of the interview's org only: other orgs get 404 (an
 * interview's existence is not disclosed), signed-out 401, non-staff 403.
 */
export const reviewRouter = Router();

/**
 * GET the recording of one answer as one file; range requests (one range) get 206. The web app
 * fetches it with the bearer token into a Blob URL (an <audio> can't send the token).
 */
route(reviewRouter, reviewEndpoints.getRecording, requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const file = await recordingFile(
    orgId,
    String(req.params.id ?? ''),
    String(req.params.questionId ?? ''),
  );
  const size = file.bytes.length;
  res.set({
    'Content-Type': file.mimeType || 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    // Answers may still be arriving while the candidate speaks: never reuse a stale copy.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const range = parseRange(req.get('range'), size);
  if (range === 'unsatisfiable') {
    // An error is JSON like every other (the audio Content-Type set above is for the file).
    res.status(416).set('Content-Range', `bytes */${size}`).type('json');
    res.json({ error: REVIEW_MESSAGES.rangeNotSatisfiable });
    return;
  }
  if (range) {
    const body = file.bytes.subarray(range.start, range.end + 1);
    res.status(206).set({
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(body.length),
    });
    res.end(body);
    return;
  }
  res.status(200).set('Content-Length', String(size));
  res.end(file.bytes);
});

/** POST the signed-in reviewer's review (replaces their previous one), stored per reviewer. */
route(reviewRouter, reviewEndpoints.saveReview, requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const input = parse(reviewEndpoints.saveReview.request, req.body);
  const reviewer = { orgId, uid: req.user!.uid, email: req.user!.email };
  const review = await saveReview(reviewer, String(req.params.id ?? ''), input);
  send(res, reviewEndpoints.saveReview, { saved: true, review });
});
