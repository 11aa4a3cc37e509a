// The answers' recordings, uploaded in numbered chunks while the candidate speaks. A chunk's
// document id is its seq, so a retry overwrites and never duplicates; chunks of one question
// concatenate into one playable file. `take` names one recording of the answer (the browser makes
// a new one per recorder, e.g. after a page reload): the first chunk of a new take replaces the
// question's earlier chunks, so a re-recorded answer is never the new take's start with an old
// take's tail; a replaced take's late chunks are refused (409, which the browser does not retry).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, PartialWithFieldValue } from 'firebase-admin/firestore';
import { AUDIO_GRACE_AFTER_COMPLETE_MS } from '../../shared/constants';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc, RecordingDoc } from '../../shared/contract/collections';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { assertQuestion, assertTakeable, findInterview } from './session';

export interface AudioChunk {
  questionId: string;
  seq: number;
  take: string | undefined;
  mimeType: string;
  bytes: Buffer;
}

/** Audio of an interview completed moments ago is still taken, so its last chunks are not lost. */
function assertAcceptsAudio(doc: DocumentSnapshot<InterviewDoc>) {
  const completedAt = doc.get('completedAt') as Timestamp | undefined;
  const lateButInGrace =
    doc.get('status') === 'completed' &&
    completedAt instanceof Timestamp &&
    Date.now() - completedAt.toMillis() < AUDIO_GRACE_AFTER_COMPLETE_MS;
  if (!lateButInGrace) assertTakeable(doc);
}

const chunkDocument = (chunk: AudioChunk) => ({
  seq: chunk.seq,
  data: chunk.bytes,
  mimeType: chunk.mimeType,
  bytes: chunk.bytes.length,
  createdAt: FieldValue.serverTimestamp(),
  ...(chunk.take ? { take: chunk.take } : {}),
});

/** An answer's recording document and its chunks (one per seq). */
function answerRecording(interviewId: string, questionId: string) {
  return {
    ref: docRef(collections.recordings, interviewId, questionId),
    chunks: collectionRef(collections.recordingChunks, interviewId, questionId),
    chunk: (seq: number) =>
      docRef(collections.recordingChunks, interviewId, questionId, String(seq)),
  };
}
type AnswerRecording = ReturnType<typeof answerRecording>;

const replacedTakesOf = (recording: DocumentSnapshot<RecordingDoc>) =>
  (recording.get('replacedTakes') as string[] | undefined) ?? [];

/** A chunk from a browser that names no take: stored beside whatever is there. */
async function storeChunkWithoutTake(recording: AnswerRecording, chunk: AudioChunk) {
  const batch = db.batch();
  batch.set(
    recording.ref,
    {
      questionId: chunk.questionId,
      mimeType: chunk.mimeType,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  batch.set(recording.chunk(chunk.seq), chunkDocument(chunk));
  await batch.commit();
}

/**
 * The usual case, a further chunk of the current take: a plain batch, no transaction, so a burst
 * of retries does not queue on the recording's lock (12 at once timed out with 500s).
 */
async function storeChunkOfCurrentTake(recording: AnswerRecording, chunk: AudioChunk) {
  const chunkRef = recording.chunk(chunk.seq);
  const batch = db.batch();
  batch.set(
    recording.ref,
    { mimeType: chunk.mimeType, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  batch.set(chunkRef, chunkDocument(chunk));
  await batch.commit();
  // A new take may have replaced this one meanwhile: then this chunk is a late one of a replaced
  // take. Readers skip chunks of other takes; remove it too, and say so.
  if ((await recording.ref.get()).get('take') === chunk.take) return;
  await db.runTransaction(async (tx) => {
    const mine = await tx.get(chunkRef);
    if (mine.get('take') === chunk.take) tx.delete(chunkRef);
  });
  throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
}

/**
 * The first chunk of a take that is not (yet) the current one: in one transaction it becomes the
 * current take and replaces the earlier take's chunks. False when the take was replaced already.
 */
async function startTake(recording: AnswerRecording, chunk: AudioChunk, take: string) {
  return db.runTransaction(async (tx) => {
    const current = await tx.get(recording.ref);
    const currentTake = current.get('take') as string | undefined;
    if (replacedTakesOf(current).includes(take)) return false;
    const update: PartialWithFieldValue<RecordingDoc> = {
      questionId: chunk.questionId,
      mimeType: chunk.mimeType,
      take,
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (currentTake !== take) {
      // A new take (a take is never current twice): it replaces whatever was recorded before.
      const old = await tx.get(recording.chunks);
      for (const c of old.docs) tx.delete(c.ref);
      if (currentTake) update.replacedTakes = FieldValue.arrayUnion(currentTake);
    }
    tx.set(recording.ref, update, { merge: true });
    tx.set(recording.chunk(chunk.seq), chunkDocument(chunk));
    return true;
  });
}

/** Stores one chunk of an answer's recording (409 for a late chunk of a replaced take). */
export async function storeAudioChunk(sessionId: string, chunk: AudioChunk): Promise<void> {
  const doc = await findInterview(sessionId);
  assertAcceptsAudio(doc);
  assertQuestion(doc, chunk.questionId);
  const recording = answerRecording(doc.id, chunk.questionId);
  const { take } = chunk;
  if (!take) {
    await storeChunkWithoutTake(recording, chunk);
    return;
  }
  const before = await recording.ref.get();
  if (replacedTakesOf(before).includes(take)) throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
  if (before.get('take') === take) {
    await storeChunkOfCurrentTake(recording, chunk);
    return;
  }
  if (!(await startTake(recording, chunk, take)))
    throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
}
