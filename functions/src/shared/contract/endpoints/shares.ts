import { REVIEW_DECISIONS } from '../../constants/domain';
import { REVIEW_MESSAGES } from '../../messages/review';
import { SHARE_MESSAGES } from '../../messages/shares';
import { SHARE_STATES } from '../../share-state';
import {
  createShareSchema,
  createShortlistSchema,
  requestShareCodeSchema,
  shareFeedbackSchema,
  verifyShareCodeSchema,
  viewShareSchema,
} from '../../schemas/shares';
import { z } from '../../schemas/zod';
import { defineEndpoint, pathParam } from '../endpoint';

const interviewId = pathParam('documentId', 404, REVIEW_MESSAGES.notFound);
const shareId = pathParam('documentId', 404, SHARE_MESSAGES.notFound);

const externalFeedback = z.object({
  reviewerEmail: z.string(),
  ratings: z.record(z.string(), z.number()),
  recommendation: z.enum(REVIEW_DECISIONS),
  comment: z.string(),
  updatedAt: z.string(),
});

/** One share as its sender and the org's owners see it on the review screen. */
const shareSummary = z.object({
  id: z.string(),
  recipientEmail: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(SHARE_STATES),
  hideCandidate: z.boolean(),
  includeAiNotes: z.boolean(),
  /** The interviews shared (one, or a shortlist), each with its chosen questions, in order. */
  interviews: z.array(z.object({ interviewId: z.string(), questionIds: z.array(z.string()) })),
  viewCap: z.number().nullable(),
  views: z.number(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  /** The outside reviewer's feedback on the interview listed (null when not asked about one). */
  feedback: externalFeedback.nullable(),
});

/** One question of the shared page: only what the sender chose to show. */
const sharedQuestion = z.object({
  id: z.string(),
  text: z.string(),
  transcript: z.string().nullable(),
  hasRecording: z.boolean(),
  recordingKind: z.enum(['video', 'audio']).nullable(),
  /** AI-assist notes, when the sender included them. */
  aiNotes: z.array(z.string()).nullable(),
});

/** One candidate of the shared page: "Candidate A", "Candidate B", … when hidden. */
const sharedCandidate = z.object({
  interviewId: z.string(),
  candidateName: z.string(),
  interviewType: z.string(),
  interviewLevel: z.string(),
  completedAt: z.string().nullable(),
  questions: z.array(sharedQuestion),
  /** The viewer's feedback on this interview. */
  feedback: externalFeedback.nullable(),
});

export const shareEndpoints = {
  /** Shares a completed interview with an outside address (mailed a link; counts as a staff mail). */
  createShare: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/shares',
    params: { id: interviewId },
    request: createShareSchema,
    response: z.object({ share: shareSummary }),
  }),
  /**
   * Shares 1 to 10 completed interviews of the caller's org at once (a shortlist): every one is
   * checked first, and nothing is written when any fails (404 not found, 409 not completed or
   * erased, naming its place on the list).
   */
  createShortlist: defineEndpoint({
    method: 'POST',
    path: '/shares',
    request: createShortlistSchema,
    response: z.object({ share: shareSummary }),
  }),
  /** The interview's shares: all of them for an owner, a member's own otherwise. */
  listShares: defineEndpoint({
    method: 'GET',
    path: '/interviews/:id/shares',
    params: { id: interviewId },
    response: z.object({ shares: z.array(shareSummary) }),
  }),
  /** Ends a share at once (its sender or an owner). */
  revokeShare: defineEndpoint({
    method: 'POST',
    path: '/interviews/:id/shares/:shareId/revoke',
    params: { id: interviewId, shareId },
    response: z.object({ share: shareSummary }),
  }),
  /** Mails the recipient a one-time code (no sign-in; rate-limited). */
  requestShareCode: defineEndpoint({
    method: 'POST',
    path: '/public/shares/:shareId/code',
    params: { shareId },
    request: requestShareCodeSchema,
    response: z.object({ sent: z.literal(true) }),
  }),
  /** Checks the code: a right one gives this browser a viewer token; 5 wrong ones lock the share. */
  verifyShareCode: defineEndpoint({
    method: 'POST',
    path: '/public/shares/:shareId/verify',
    params: { shareId },
    request: verifyShareCodeSchema,
    response: z.object({ viewerToken: z.string() }),
  }),
  /** The shared page's content for a viewer; each call is one view (against the cap). */
  viewShare: defineEndpoint({
    method: 'POST',
    path: '/public/shares/:shareId/view',
    params: { shareId },
    request: viewShareSchema,
    response: z.object({
      orgName: z.string(),
      viewerEmail: z.string(),
      expiresAt: z.string(),
      message: z.string().nullable(),
      /** The shortlist's candidates in its order (those erased since are left out). */
      candidates: z.array(sharedCandidate),
      /** For the players' URLs (?grant=), as on the review screen. */
      grant: z.string(),
    }),
  }),
  /**
   * The viewer's feedback on one interview of the share (each save replaces theirs on it), shown
   * on that interview's review screen.
   */
  saveShareFeedback: defineEndpoint({
    method: 'POST',
    path: '/public/shares/:shareId/feedback',
    params: { shareId },
    request: shareFeedbackSchema,
    response: z.object({ saved: z.literal(true), feedback: externalFeedback }),
  }),
  /**
   * One shared answer's recording, streamed like the review screen's (`?grant=` from viewShare;
   * `&interview=` which of the share's interviews, its first when absent).
   */
  getSharedRecording: defineEndpoint({
    method: 'GET',
    path: '/public/shares/:shareId/recordings/:questionId',
    params: {
      shareId,
      questionId: pathParam('questionId', 404, REVIEW_MESSAGES.recordingNotFound),
    },
    raw: 'response',
    response: z.custom<Blob>(),
  }),
};
