// A share's state as its sender and the org's owners see it, worked out the same way by the API
// and by the review screen's live list (which reads the share documents themselves).

export const SHARE_STATES = ['sent', 'opened', 'feedback', 'expired', 'revoked', 'locked'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** The moments that decide a share's state, in milliseconds (absent: not happened). */
export interface ShareMoments {
  expiresAt: number;
  revokedAt?: number;
  lockedAt?: number;
  firstOpenedAt?: number;
  feedbackAt?: number;
}

/** Why a share no longer opens, if it does not: revoked, locked after wrong codes, or expired. */
export function shareEndedState(
  share: ShareMoments,
  now = Date.now(),
): 'revoked' | 'locked' | 'expired' | null {
  if (share.revokedAt !== undefined) return 'revoked';
  if (share.lockedAt !== undefined) return 'locked';
  if (share.expiresAt <= now) return 'expired';
  return null;
}

/** Ended first; then feedback given, opened, or only sent. */
export function shareStateOf(share: ShareMoments, now = Date.now()): ShareState {
  return (
    shareEndedState(share, now) ??
    (share.feedbackAt !== undefined
      ? 'feedback'
      : share.firstOpenedAt !== undefined
        ? 'opened'
        : 'sent')
  );
}

/** One interview of a share and the questions it shows. */
export interface SharedInterviewItem {
  interviewId: string;
  questionIds: string[];
}

/** What of a share document says which interviews it holds, old shape or new. */
export interface ShortlistFields {
  interviewIds: string[];
  questionsOf: Record<string, string[]>;
  interviewId?: string;
  questionIds?: string[];
}

/**
 * The interviews a share holds, in the page's order. A share made before shortlists named one
 * interview; it reads as a shortlist of one.
 */
export function shortlistOf(share: ShortlistFields): SharedInterviewItem[] {
  if (share.interviewIds.length > 0)
    return share.interviewIds.map((interviewId) => ({
      interviewId,
      questionIds: share.questionsOf[interviewId] ?? [],
    }));
  return share.interviewId
    ? [{ interviewId: share.interviewId, questionIds: share.questionIds ?? [] }]
    : [];
}
