import { api } from '@/lib/api-client';
import { publicInterviewPath } from './paths';

export interface AudioChunk {
  questionId: string;
  seq: number;
  data: Blob;
  mimeType: string;
}

/** POST audio?questionId=&seq= with the chunk's bytes; the same seq again overwrites on the server. */
export async function uploadAudioChunk(sessionId: string, chunk: AudioChunk): Promise<void> {
  const query = new URLSearchParams({ questionId: chunk.questionId, seq: String(chunk.seq) });
  await api.post(`${publicInterviewPath(sessionId, 'audio')}?${query}`, undefined, {
    rawBody: chunk.data,
    contentType: chunk.mimeType,
  });
}
