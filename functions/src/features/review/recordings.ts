import { collections } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { collectionRef, docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';
import { questionIdsOf, staffInterview } from './interview-access';
import { SeekableHeadBuilder } from './seekable-webm';

export interface RecordingFile {
  bytes: Buffer;
  /** The chunks' type as the browser recorded them ('' when none said). */
  mimeType: string;
}

/**
 * The recording of one answer: its chunks in seq order as one file. MediaRecorder's WebM gets a
 * Duration and Cues so browsers can show its length and seek. 404 when there is nothing to play.
 */
export async function recordingFile(
  orgId: string,
  interviewId: string,
  questionId: string,
): Promise<RecordingFile> {
  const snap = await staffInterview(orgId, interviewId);
  if (!questionIdsOf(snap).has(questionId)) throw notFound(REVIEW_MESSAGES.recordingNotFound);
  const [info, chunks] = await Promise.all([
    docRef(collections.recordings, interviewId, questionId).get(),
    collectionRef(collections.recordingChunks, interviewId, questionId).orderBy('seq', 'asc').get(),
  ]);
  // Only the current take's chunks (a late chunk of a replaced take may linger a moment).
  const take = info.get('take') as string | undefined;
  const parts: Buffer[] = [];
  let mimeType = '';
  for (const chunk of chunks.docs) {
    if (take && chunk.get('take') !== undefined && chunk.get('take') !== take) continue;
    const data = chunk.get('data') as Uint8Array | Buffer | undefined;
    if (!data || data.length === 0) continue;
    parts.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    mimeType ||= String(chunk.get('mimeType') ?? '');
  }
  if (parts.length === 0) throw notFound(REVIEW_MESSAGES.recordingNotFound);
  const joined = Buffer.concat(parts);
  const builder = new SeekableHeadBuilder();
  if (/^audio\/webm/i.test(mimeType)) builder.feed(joined);
  const head = builder.finish();
  return {
    bytes: head ? Buffer.concat([head.bytes, joined.subarray(head.replaces)]) : joined,
    mimeType,
  };
}
