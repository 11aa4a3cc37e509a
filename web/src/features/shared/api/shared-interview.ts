import { shareEndpoints } from '@shared/contract/endpoints/shares';
import type { ShareFeedbackInput } from '@shared/schemas/shares';
import { callApi, mediaUrl } from '@/lib/api-client';

/** POST /api/public/shares/{shareId}/code: mails the recipient a one-time code. */
export function requestShareCode(shareId: string) {
  return callApi(shareEndpoints.requestShareCode, { params: { shareId }, body: {} });
}

/** POST /api/public/shares/{shareId}/verify: a right code gives this browser a viewer token. */
export function verifyShareCode(shareId: string, code: string) {
  return callApi(shareEndpoints.verifyShareCode, { params: { shareId }, body: { code } });
}

/** POST /api/public/shares/{shareId}/view: the page's content (counts one view). */
export function viewShare(shareId: string, viewerToken: string) {
  return callApi(shareEndpoints.viewShare, { params: { shareId }, body: { viewerToken } });
}

/** POST /api/public/shares/{shareId}/feedback: the viewer's feedback on one interview of it. */
export function saveShareFeedback(shareId: string, body: ShareFeedbackInput) {
  return callApi(shareEndpoints.saveShareFeedback, { params: { shareId }, body });
}

/** A shared answer's recording of one of the share's interviews, for a player's src. */
export const sharedRecordingUrl = (
  shareId: string,
  interviewId: string,
  questionId: string,
  grant: string,
) =>
  mediaUrl(shareEndpoints.getSharedRecording, {
    params: { shareId, questionId },
    query: { grant, interview: interviewId },
  });
