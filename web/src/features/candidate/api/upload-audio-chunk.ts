import { api } from '@/lib/api-client';
import { publicInterviewPath } from './paths';

export interface AudioChunk {
  questionId: string;
  seq: number;
  /** One recording of the answer (a new recorder, e.g. after a reload, is a new take). */
  take: string;
  data: Blob;
  mimeType: string;
}

/**
 * POST audio?questionId=&seq=&take= with the chunk's bytes; the same seq again overwrites on the
 * server, and a new take replaces the question's earlier recording.
 */
export async function uploadAudioChunk(sessionId: string, chunk: AudioChunk): Promise<void> {
  const query = new URLSearchParams({
    questionId: chunk.questionId,
    seq: String(chunk.seq),
    take: chunk.take,
  });
  await api.post(`${publicInterviewPath(sessionId, 'audio')}?${query}`, undefined, {
    rawBody: chunk.data,
    contentType: chunk.mimeType,
  });
}
