// Recordings for the review tests, stored as the candidate API stores them: one object per chunk
// (admin SDK, Storage emulator) and the recording document as their index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import { bucket, mediaObjectPath } from '../../functions/src/lib/storage';
import { docRef } from '../support/admin';
import { apiBase } from '../support/api';
import '../support/media';

const chunkFiles = (dir: string) => {
  const chunks: Buffer[] = [];
  for (let seq = 0; ; seq++) {
    try {
      chunks.push(readFileSync(join(dir, `chunk${seq}.webm`)));
    } catch {
      return chunks;
    }
  }
};

/** Four 1 s MediaRecorder slices of audio/webm;codecs=opus (Chromium). */
export const audioChunks = chunkFiles(
  join(__dirname, '../../functions/src/features/review/testdata'),
);
/** Three 2 s MediaRecorder slices of video/webm;codecs=vp8,opus (Chromium's fake camera). */
export const videoChunks = chunkFiles(join(__dirname, '../fixtures/recording-vp8-opus'));

export const recordingUrl = (id: string, q: string, grant?: string) =>
  `${apiBase}/api/interviews/${id}/recordings/${q}${grant === undefined ? '' : `?grant=${encodeURIComponent(grant)}`}`;

/**
 * Stores `chunks` as one take of the answer (objects written out of order on purpose: the seq
 * decides) and indexes them.
 */
export async function storeRecording(
  interviewId: string,
  questionId: string,
  chunks: Buffer[],
  options: { mimeType: string; take?: string; seqs?: number[] },
): Promise<void> {
  const take = options.take ?? 'take-1';
  const seqs = options.seqs ?? chunks.map((_, i) => i);
  const order = seqs.map((_, i) => i).reverse();
  for (const i of order)
    await bucket()
      .file(mediaObjectPath(interviewId, questionId, take, seqs[i]))
      .save(chunks[i], { resumable: false, contentType: options.mimeType });
  const chunkBytes = Object.fromEntries(seqs.map((seq, i) => [String(seq), chunks[i].length]));
  await docRef(collections.recordings, interviewId, questionId).set({
    questionId,
    mimeType: options.mimeType,
    kind: options.mimeType.startsWith('video/') ? 'video' : 'audio',
    take,
    chunkBytes,
    bytes: chunks.reduce((n, c) => n + c.length, 0),
    updatedAt: Timestamp.now(),
  });
}
