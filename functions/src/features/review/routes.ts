import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireMember } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { slicesFor } from './media-layout';
import { streamSlices } from './media-stream';
import { createPlaybackGrant, grantHolder, stillMember } from './playback-grants';
import type { GrantHolder } from './playback-grants';
import { parseRange } from './range';
import { openSlice, recordingFile } from './recordings';
import { saveReview } from './reviews';

/**
 * Reviewing an interview. Staff of the interview's org only: other orgs get 404 (an
 * interview's existence is not disclosed), signed-out 401, non-staff 403.
 */
export const reviewRouter = Router();

/**
 * Who may play a recording: a signed-in member of the interview's org (bearer token), or the
 * holder of a playback grant for this interview (?grant=, which a <video> element's URL carries).
 * Puts the org to look in on `res.locals.orgId`, and a grant's holder on `res.locals.grantHolder`
 * (whose membership the route checks beside its reads).
 */
const playbackViewer: RequestHandler = (req, res, next) => {
  if (req.query.grant === undefined) {
    void requireUser(req, res, (error?: unknown) => {
      if (error) next(error);
      else
        void requireMember(req, res, (denied?: unknown) => {
          if (!denied) res.locals.orgId = staffOrgId(req);
          next(denied);
        });
    });
    return;
  }
  grantHolder(req.query.grant, String(req.params.id ?? '')).then((holder) => {
    res.locals.orgId = holder.orgId;
    res.locals.grantHolder = holder;
    next();
  }, next);
};

/**
 * The recording, read beside the check that a grant's holder is still a member (one round trip
 * instead of two on every range a player asks for). A holder who has left gets 401 whatever the
 * reads found.
 */
async function viewableRecording(res: Response, interviewId: string, questionId: string) {
  const holder = res.locals.grantHolder as GrantHolder | undefined;
  const [member, file] = await Promise.allSettled([
    holder ? stillMember(holder, interviewId) : undefined,
    recordingFile(res.locals.orgId as string, interviewId, questionId),
  ]);
  if (member.status === 'rejected') throw member.reason;
  if (file.status === 'rejected') throw file.reason;
  return file.value;
}

/**
 * A player's open-ended range (`bytes=N-`) is answered this much at a time (it asks for the rest
 * as it plays): one response of a long answer could outlast the function's time on a slow link.
 */
const MAX_OPEN_RANGE_BYTES = 16 * 1024 * 1024;

/**
 * GET the recording of one answer as one file; a range request (one range) gets 206. Only the
 * objects holding the range are read, one at a time, and piped to the response.
 */
route(reviewRouter, reviewEndpoints.getRecording, playbackViewer, async (req, res) => {
  const file = await viewableRecording(
    res,
    String(req.params.id ?? ''),
    String(req.params.questionId ?? ''),
  );
  const { size } = file;
  res.set({
    'Content-Type': file.mimeType || 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    // Answers may still be arriving while the candidate speaks: never reuse a stale copy.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const range = parseRange(req.get('range'), size, MAX_OPEN_RANGE_BYTES);
  if (range === 'unsatisfiable') {
    // An error is JSON like every other (the media Content-Type set above is for the file).
    res.status(416).set('Content-Range', `bytes */${size}`).type('json');
    res.json({ error: REVIEW_MESSAGES.rangeNotSatisfiable });
    return;
  }
  await file.saveHead();
  const wanted = range ?? { start: 0, end: size - 1 };
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  else res.status(200);
  res.set('Content-Length', String(wanted.end - wanted.start + 1));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await streamSlices(slicesFor(file.parts, wanted), res, openSlice);
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
    const grant = await createPlaybackGrant(member, String(req.params.id ?? ''));
    send(res, reviewEndpoints.createPlaybackGrant, grant);
  },
);

/** POST the signed-in reviewer's review (replaces their previous one), stored per reviewer. */
route(reviewRouter, reviewEndpoints.saveReview, requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const input = parse(reviewEndpoints.saveReview.request, req.body);
  const reviewer = { orgId, uid: req.user!.uid, email: req.user!.email };
  const review = await saveReview(reviewer, String(req.params.id ?? ''), input);
  send(res, reviewEndpoints.saveReview, { saved: true, review });
});
