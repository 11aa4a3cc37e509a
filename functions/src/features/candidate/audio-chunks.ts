// The answers' recordings, uploaded in numbered chunks while the candidate speaks. A chunk's
// document id is its seq, so a retry overwrites and never duplicates; chunks of one question
// concatenate into one playable file. `take` names one recording of the answer (the browser makes
// a new one per recorder, e.g. after a page reload): the first chunk of a new take replaces the
// question's earlier chunks, so a re-recorded answer is never the new take's start with an old
// take's tail; a replaced take's late chunks are refused (409, which the browser does not retry).
// A question with a take on the server's clock takes only that take's chunks, until its answer
// limit (or its save) and their grace are over.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, PartialWithFieldValue } from 'firebase-admin/firestore';
import { AUDIO_GRACE_AFTER_COMPLETE_MS } from '../../shared/constants';
import { collections } from '../../shared/contract/collections';
import type { AttemptDoc, InterviewDoc, RecordingDoc } from '../../shared/contract/collections';
import type { QuestionTiming } from '../../shared/interview-timing';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { isEndedPastGrace, isLegacyTiming, isPastDeadline } from './clock';
import { assertConsented } from './consent';
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

/**
 * A chunk of the question's current take, in time; without a take only a legacy question's
 * (its browser names no take, or one of its own).
 */
function assertChunkInTime(
  attempt: AttemptDoc | undefined,
  timing: QuestionTiming,
  chunk: AudioChunk,
) {
  if (!attempt) {
    if (!isLegacyTiming(timing)) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
    return;
  }
  if (chunk.take !== attempt.takeId) throw conflict(CANDIDATE_MESSAGES.takeInvalid);
  const nowMs = Date.now();
  if (isPastDeadline(attempt, nowMs)) throw conflict(CANDIDATE_MESSAGES.answerTooLate);
  if (isEndedPastGrace(attempt, nowMs)) throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
}

/** An answer's recording document and its chunks (one per seq). */
function answerRecording(interviewId: string, questionId: string) {
  return {
    attempt: docRef(collections.attempts, interviewId, questionId),
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
  // The whole document, not only what changes: a retake may have deleted it meanwhile.
  batch.set(
    recording.ref,
    {
      questionId: chunk.questionId,
      mimeType: chunk.mimeType,
      updatedAt: FieldValue.serverTimestamp(),
    },
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
 * Chunk 0 of the current take when later chunks are stored: the page was reloaded mid-answer and
 * its new recorder started the same take (the server's clock keeps the take across a reload) from
 * the beginning. Its file starts again at this chunk, so the earlier recording's chunks go; a
 * retried chunk 0 finds none later, because the browser sends chunks in order, one at a time.
 */
async function restartTake(recording: AnswerRecording, chunk: AudioChunk) {
  await db.runTransaction(async (tx) => {
    const [current, stored] = await Promise.all([tx.get(recording.ref), tx.get(recording.chunks)]);
    if (current.get('take') !== chunk.take) throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
    for (const c of stored.docs) if (c.id !== '0') tx.delete(c.ref);
    tx.set(
      recording.ref,
      {
        questionId: chunk.questionId,
        mimeType: chunk.mimeType,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    tx.set(recording.chunk(0), chunkDocument(chunk));
  });
}

/**
 * The first chunk of a take that is not (yet) the current one: in one transaction it becomes the
 * current take and replaces the earlier take's chunks. False when the take was replaced already
 * (also by a retake on the server's clock since the chunk was checked).
 */
async function startTake(
  recording: AnswerRecording,
  chunk: AudioChunk,
  take: string,
  onClock: boolean,
) {
  return db.runTransaction(async (tx) => {
    const [current, attempt] = await Promise.all([
      tx.get(recording.ref),
      onClock ? tx.get(recording.attempt) : undefined,
    ]);
    const currentTake = current.get('take') as string | undefined;
    if (replacedTakesOf(current).includes(take)) return false;
    if (attempt && attempt.get('takeId') !== take) return false;
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
  const { question } = assertQuestion(doc, chunk.questionId);
  assertConsented(doc);
  const recording = answerRecording(doc.id, chunk.questionId);
  const [attempt, before] = await Promise.all([recording.attempt.get(), recording.ref.get()]);
  assertChunkInTime(attempt.data(), question, chunk);
  const { take } = chunk;
  if (!take) {
    await storeChunkWithoutTake(recording, chunk);
    return;
  }
  if (replacedTakesOf(before).includes(take)) throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
  if (before.get('take') === take) {
    await (chunk.seq === 0 && attempt.exists
      ? restartTake(recording, chunk)
      : storeChunkOfCurrentTake(recording, chunk));
    return;
  }
  if (!(await startTake(recording, chunk, take, attempt.exists)))
    throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
}
