import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

export interface MediaChunk {
  questionId: string;
  seq: number;
  /** The take it belongs to (the attempt's takeId): a retake's chunks replace the earlier ones. */
  take: string;
  data: Blob;
  /** What it was recorded as, e.g. video/webm;codecs=vp9,opus. */
  mimeType: string;
}

/**
 * The chunk's bytes, numbered; the same seq again overwrites on the server, and a new take
 * replaces the question's earlier recording (chunks of a take that was retaken are refused).
 */
export async function uploadMediaChunk(sessionId: string, chunk: MediaChunk): Promise<void> {
  await callApi(await endpoint('uploadMediaChunk'), {
    params: { sessionId },
    query: { questionId: chunk.questionId, seq: String(chunk.seq), take: chunk.take },
    raw: { data: chunk.data, contentType: chunk.mimeType },
  });
}
