import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { requireMember } from '../../lib/membership';
import { rateLimit } from '../../lib/rate-limit';
import { staffMailQuota, startStaffMailQuota } from '../../lib/staff-mail-quota';
import { parse } from '../../lib/validate';
import { SHARE_CODE_LIMITS } from '../../shared/constants/limits';
import { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { shareEndpoints } from '../../shared/contract/endpoints/shares';
import { createPlaybackGrant, grantHolder, stillMember } from './playback-grants';
import { readRecording, recordingFile, recordingFor } from './recordings';
import type { RecordingFile } from './recordings';
import { saveReview } from './reviews';
import { serveRecording } from './serve-recording';
import { sendCandidateFeedback } from './candidate-feedback';
import {
  requestShareCode,
  saveShareFeedback,
  sharedRecordingOwner,
  verifyShareCode,
  viewShare,
} from './shared-view';
import { createShare, createShortlist, listShares, revokeShare } from './shares';

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
 * GET the recording of one answer as one file (see serve-recording.ts); a range request gets 206.
 */
route(reviewRouter, reviewEndpoints.getRecording, bearerViewer, async (req, res) => {
  const { id: interviewId, questionId } = req.params;
  const { file: found, allowed } = await viewableRecording(req, res, interviewId, questionId);
  await serveRecording(req, res, found, allowed);
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

// ---- Sharing a completed interview with an outside reviewer ----

const sender = (req: Request) => ({
  orgId: staffOrgId(req),
  uid: req.user!.uid,
  role: req.member!.role,
  email: req.user!.email,
});

/** POST a share: the recipient is mailed a link (counts against the staff mail quota). */
route(
  reviewRouter,
  shareEndpoints.createShare,
  requireUser,
  requireMember,
  startStaffMailQuota(shareEndpoints.createShare.request),
  async (req, res) => {
    const input = parse(shareEndpoints.createShare.request, req.body);
    await staffMailQuota(req);
    const share = await createShare(sender(req), req.params.id, input);
    send(res, shareEndpoints.createShare, { share }, 201);
  },
);

/** POST a shortlist: several completed interviews in one share, one mail to the recipient. */
route(
  reviewRouter,
  shareEndpoints.createShortlist,
  requireUser,
  requireMember,
  startStaffMailQuota(shareEndpoints.createShortlist.request),
  async (req, res) => {
    const input = parse(shareEndpoints.createShortlist.request, req.body);
    await staffMailQuota(req);
    const share = await createShortlist(sender(req), input);
    send(res, shareEndpoints.createShortlist, { share }, 201);
  },
);

/** GET the interview's shares and their states (an owner: all; a member: their own). */
route(reviewRouter, shareEndpoints.listShares, requireUser, requireMember, async (req, res) => {
  const shares = await listShares(sender(req), req.params.id);
  send(res, shareEndpoints.listShares, { shares });
});

/** POST revoke: the share's page stops answering at once. */
route(reviewRouter, shareEndpoints.revokeShare, requireUser, requireMember, async (req, res) => {
  const share = await revokeShare(sender(req), req.params.id, req.params.shareId);
  send(res, shareEndpoints.revokeShare, { share });
});

const shareIdOf = (req: Request) => String(req.params.shareId ?? '');

// The shared page's calls need no account: every one is limited per client address, code mails
// also per share (a flood at one recipient) and per client.
reviewRouter.use(
  '/public/shares/:shareId',
  rateLimit({ name: 'share-client', limit: 600, windowMs: 60_000 }),
);

/** POST code: mails the recipient a one-time code. */
route(
  reviewRouter,
  shareEndpoints.requestShareCode,
  rateLimit(SHARE_CODE_LIMITS.perClient),
  rateLimit({ ...SHARE_CODE_LIMITS.perShare, key: shareIdOf }),
  async (req, res) => {
    parse(shareEndpoints.requestShareCode.request, req.body);
    await requestShareCode(req.params.shareId);
    send(res, shareEndpoints.requestShareCode, { sent: true });
  },
);

/** POST verify: a right code gives this browser a viewer token. */
route(reviewRouter, shareEndpoints.verifyShareCode, async (req, res) => {
  const { code } = parse(shareEndpoints.verifyShareCode.request, req.body);
  const viewerToken = await verifyShareCode(req.params.shareId, code);
  send(res, shareEndpoints.verifyShareCode, { viewerToken });
});

/** POST view: the shared page's content (one view). */
route(reviewRouter, shareEndpoints.viewShare, async (req, res) => {
  const { viewerToken } = parse(shareEndpoints.viewShare.request, req.body);
  res.set('Cache-Control', 'private, no-store');
  send(res, shareEndpoints.viewShare, await viewShare(req.params.shareId, viewerToken));
});

/** POST feedback: the outside reviewer's ratings, recommendation and comment. */
route(reviewRouter, shareEndpoints.saveShareFeedback, async (req, res) => {
  const input = parse(shareEndpoints.saveShareFeedback.request, req.body);
  const feedback = await saveShareFeedback(req.params.shareId, input);
  send(res, shareEndpoints.saveShareFeedback, { saved: true, feedback });
});

/** GET a shared answer's recording, with the page's grant (?grant=&interview=), as the review screen's. */
route(reviewRouter, shareEndpoints.getSharedRecording, async (req, res) => {
  const { shareId, questionId } = req.params;
  const { orgId, interviewId } = await sharedRecordingOwner(
    shareId,
    questionId,
    req.query.grant,
    req.query.interview,
  );
  const found = await settled(recordingFile(orgId, interviewId, questionId));
  await serveRecording(req, res, found, Promise.resolve());
});
