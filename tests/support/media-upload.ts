// The candidate's media endpoint as a browser's uploader calls it (raw body, the chunk's type),
// and what the Storage emulator holds for an interview, for tests of what is stored or refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bucket, mediaPrefix } from '../../functions/src/lib/storage';
import { apiBase } from './api';
import './media';

/** A MediaRecorder's first WebM slice (Chromium, Opus): EBML header, Segment, Tracks, a Cluster. */
const WEBM_FIRST_SLICE = readFileSync(
  join(__dirname, '../../functions/src/features/review/testdata/chunk0.webm'),
);

/**
 * A take's first chunk as the upload checks it (a WebM's header, Segment and Tracks), filled up to
 * `size` bytes (at least the slice's 1 594) with bytes the check does not read.
 */
export function webmFirstChunk(size = WEBM_FIRST_SLICE.length): Buffer {
  if (size < WEBM_FIRST_SLICE.length)
    throw new Error(`a first chunk has at least ${WEBM_FIRST_SLICE.length} bytes`);
  return Buffer.concat([WEBM_FIRST_SLICE, Buffer.alloc(size - WEBM_FIRST_SLICE.length, 0x42)]);
}

export interface ChunkUpload {
  questionId: string;
  seq: number;
  take?: string;
  mimeType: string;
  body: Buffer;
}

/** POST /api/public/interviews/{sessionId}/media: the status and the JSON answer. */
export async function uploadChunk(sessionId: string, chunk: ChunkUpload) {
  const query = new URLSearchParams({
    questionId: chunk.questionId,
    seq: String(chunk.seq),
    ...(chunk.take ? { take: chunk.take } : {}),
  });
  const res = await fetch(`${apiBase}/api/public/interviews/${sessionId}/media?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': chunk.mimeType },
    body: new Uint8Array(chunk.body),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { error: text };
  }
  return { status: res.status, body };
}

/** The names of every object stored under the interview's recordings (heads included). */
export async function bucketObjectNames(interviewId: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: mediaPrefix(interviewId) });
  return files.map((file) => file.name);
}
