import { reviewEndpoints } from '@shared/contract/endpoints/review';
import { mediaUrl } from '@/lib/api-client';

/**
 * GET /api/interviews/{id}/recordings/{questionId}?grant=…: the URL a <video> or <audio> element
 * streams the answer's recording from, with range requests of its own.
 */
export function recordingUrl(interviewId: string, questionId: string, grant: string): string {
  return mediaUrl(reviewEndpoints.getRecording, {
    params: { id: interviewId, questionId },
    query: { grant },
  });
}

/**
 * The HTTP status the recording's URL answers now (0: no answer). A media element only says that
 * loading failed; this tells an expired grant (401) from anything else. It is read directly, not
 * through the API client, because a refused grant must not sign the reviewer out.
 */
export async function recordingStatus(url: string): Promise<number> {
  try {
    const response = await fetch(url, { headers: { Range: 'bytes=0-0' } });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}
