// The answers' recordings, uploaded in numbered chunks while the candidate answers. Each chunk is
// one Cloud Storage object, recordings/{interview}/{question}/{take}/{seq}, so a retry overwrites
// and never duplicates; the answer's recording document is the index of its current take (chunk
// sizes, total, kind, type), and the take's chunks in seq order are one playable file. `take`
// names one recording of the answer (the browser makes a new one per recorder): the first chunk
// of a new take replaces the earlier take, whose objects are then deleted, so a re-recorded answer
// is never the new take's start with an old take's tail; a replaced take's late chunks are
// refused (409, which the browser does not retry). A question with a take on the server's clock
// takes only that take's chunks, until its answer limit (or its save) and their grace are over.
//
// Order of writes: every refusal is decided on a read before any byte is written; then the object,
// then the index (a batch preconditioned on the index as read, lib/contention.ts, so a burst of
// retries never queues on a transaction lock). An object the index does not name is never served,
// so a failure between the two leaves nothing visible, and a chunk refused at the index (a race
// with a retake or a cap) has its object removed.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { AUDIO_GRACE_AFTER_COMPLETE_MS } from '../../shared/constants';
import { collections } from '../../shared/contract/collections';
import type { AttemptDoc, InterviewDoc, RecordingDoc } from '../../shared/contract/collections';
import type { QuestionTiming } from '../../shared/interview-timing';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { commitRacingChange } from '../../lib/contention';
import { db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { NO_TAKE, bucket, mediaObjectPath, mediaPrefix, mediaTakePrefix } from '../../lib/storage';
import { isEndedPastGrace, isPastDeadline } from './clock';
import { assertConsented } from './consent';
import { assertMediaChunk, mediaTypeOf, planMediaChunk } from './media-index';
import type { MediaChunk, MediaPlan } from './media-index';
import { assertQuestion, assertTakeable, findInterview } from './session';

/**
 * Media of an interview completed moments ago is still taken, so its last chunks are not lost.
 * True when the interview is completed (and within that grace).
 */
function assertAcceptsMedia(doc: DocumentSnapshot<InterviewDoc>): boolean {
  const completedAt = doc.get('completedAt') as Timestamp | undefined;
  const lateButInGrace =
    doc.get('status') === 'completed' &&
    completedAt instanceof Timestamp &&
    Date.now() - completedAt.toMillis() < AUDIO_GRACE_AFTER_COMPLETE_MS;
  if (!lateButInGrace) assertTakeable(doc);
  return lateButInGrace;
}

/** A chunk of the question's current take (every question needs one open), in time. */
function assertChunkInTime(
  attempt: AttemptDoc | undefined,
  timing: QuestionTiming,
  chunk: MediaChunk,
) {
  if (!attempt) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
  if (chunk.take !== attempt.takeId) throw conflict(CANDIDATE_MESSAGES.takeInvalid);
  const nowMs = Date.now();
  if (isPastDeadline(attempt, timing, nowMs)) throw conflict(CANDIDATE_MESSAGES.answerTooLate);
  if (isEndedPastGrace(attempt, nowMs)) throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
}

/** An answer's attempt and recording index. */
const answerDocs = (interviewId: string, questionId: string) => ({
  attempt: docRef(collections.attempts, interviewId, questionId),
  index: docRef(collections.recordings, interviewId, questionId),
});

/**
 * The bytes of the interview's other answers' current takes, summed from their indexes (only the
 * `bytes` field is read). The interview's total is recomputed per chunk rather than kept as a
 * running counter: each index's `bytes` is the sum of its own chunk sizes, so retries of a seq
 * cannot inflate it, and no counter can drift. Only one question records at a time, so reading
 * the other answers outside the precondition is exact up to a previous question's last chunk.
 */
async function otherAnswersBytes(interviewId: string, questionId: string): Promise<number> {
  const snap = await db.collection(collections.recordings.path(interviewId)).select('bytes').get();
  return snap.docs
    .filter((d) => d.id !== questionId)
    .reduce((total, d) => total + ((d.get('bytes') as number | undefined) ?? 0), 0);
}

/** The index after the chunk, into the batch: preconditioned on the index (and, for a new take on the server's clock, the attempt) as read. */
function writeIndex(
  batch: WriteBatch,
  docs: ReturnType<typeof answerDocs>,
  read: { attempt: DocumentSnapshot<AttemptDoc>; index: DocumentSnapshot<RecordingDoc> },
  chunk: MediaChunk,
  plan: MediaPlan,
) {
  const stored = read.index.data();
  // A retry of a stored chunk changes nothing: no write, so a burst of retries settles at once.
  if (plan.change === 'further' && stored?.chunkBytes?.[chunk.seq] === chunk.bytes.length) return;
  const fields = {
    questionId: chunk.questionId,
    mimeType: chunk.mimeType,
    kind: plan.kind,
    take: plan.take,
    chunkBytes: plan.chunkBytes,
    bytes: plan.bytes,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (!read.index.exists) batch.create(docs.index, fields);
  else
    batch.update(
      docs.index,
      {
        ...fields,
        // A restarted or replaced take's seekable header described other bytes.
        ...(plan.change === 'further' ? {} : { head: FieldValue.delete() }),
        ...(plan.replacedTake ? { replacedTakes: FieldValue.arrayUnion(plan.replacedTake) } : {}),
      },
      { lastUpdateTime: read.index.updateTime! },
    );
  // A retake since the read must make this lose (it deletes the index, but there may be none yet).
  if (plan.change === 'newTake' && read.attempt.exists)
    batch.update(
      docs.attempt,
      { questionId: chunk.questionId },
      { lastUpdateTime: read.attempt.updateTime! },
    );
}

/** Deletes every object under a prefix (a take's or an answer's). */
async function deleteObjects(prefix: string) {
  await bucket().deleteFiles({ prefix, force: true });
}

/**
 * After a restart, the take's objects other than the new chunk 0 (its later chunks and any
 * seekable header); after a new take, the replaced take's objects.
 */
async function deleteReplaced(interviewId: string, chunk: MediaChunk, plan: MediaPlan) {
  if (plan.change === 'newTake' && plan.replacedTake !== undefined)
    await deleteObjects(mediaTakePrefix(interviewId, chunk.questionId, plan.replacedTake));
  if (plan.change !== 'restart') return;
  const keep = mediaObjectPath(interviewId, chunk.questionId, plan.take, 0);
  const [files] = await bucket().getFiles({
    prefix: mediaTakePrefix(interviewId, chunk.questionId, plan.take),
  });
  await Promise.all(
    files.filter((f) => f.name !== keep).map((f) => f.delete({ ignoreNotFound: true })),
  );
}

/**
 * A chunk refused after its object was written: the object goes unless the index names it
 * (a retry of a chunk stored before, which the refusal did not change).
 */
async function dropUnindexed(interviewId: string, chunk: MediaChunk, objectPath: string) {
  const index = (await answerDocs(interviewId, chunk.questionId).index.get()).data();
  const named =
    index !== undefined &&
    (index.take ?? NO_TAKE) === (chunk.take ?? NO_TAKE) &&
    index.chunkBytes?.[chunk.seq] !== undefined;
  if (named) return;
  await bucket().file(objectPath).delete({ ignoreNotFound: true });
}

/**
 * Stores one chunk of an answer's recording: 409 for a late chunk of a replaced take or a new
 * recording after completion, 413 over a cap, 415 for what is not the interview's kind of media.
 */
export async function storeMediaChunk(sessionId: string, chunk: MediaChunk): Promise<void> {
  const doc = await findInterview(sessionId);
  const completed = assertAcceptsMedia(doc);
  const { question } = assertQuestion(doc, chunk.questionId);
  assertConsented(doc);
  assertMediaChunk(chunk, doc.get('recordingMode') === 'audio' ? 'audio' : 'video');
  const docs = answerDocs(doc.id, chunk.questionId);
  const read = async () => {
    const [attempt, index, others] = await Promise.all([
      docs.attempt.get(),
      docs.index.get(),
      otherAnswersBytes(doc.id, chunk.questionId),
    ]);
    assertChunkInTime(attempt.data(), question, chunk);
    const plan = planMediaChunk(chunk, {
      index: index.data(),
      onClock: attempt.exists,
      completed,
      otherAnswersBytes: others,
    });
    return { attempt, index, plan };
  };
  // Every refusal before a byte is written.
  await read();
  const objectPath = mediaObjectPath(doc.id, chunk.questionId, chunk.take, chunk.seq);
  await bucket().file(objectPath).save(chunk.bytes, {
    resumable: false,
    contentType: chunk.mimeType,
  });
  let plan: MediaPlan;
  try {
    plan = await commitRacingChange(
      () => db.batch(),
      async (batch) => {
        const fresh = await read();
        writeIndex(batch, docs, fresh, chunk, fresh.plan);
        return fresh.plan;
      },
    );
  } catch (error) {
    await dropUnindexed(doc.id, chunk, objectPath);
    throw error;
  }
  await deleteReplaced(doc.id, chunk, plan);
}

/** Deletes the objects of an answer's takes (a retake, once its index is deleted). */
export async function deleteTakeMedia(
  interviewId: string,
  questionId: string,
  takes: (string | undefined)[],
) {
  const prefixes = new Set(takes.map((take) => mediaTakePrefix(interviewId, questionId, take)));
  await Promise.all([...prefixes].map(deleteObjects));
}

/**
 * Stores a recording as one answer's only take, for data written by the server itself (the demo
 * seed, tests): the chunks' objects first, then the index, as an upload stores them.
 */
export async function storeRecording(
  interviewId: string,
  questionId: string,
  chunks: Buffer[],
  mimeType: string,
  take = 'seeded',
): Promise<void> {
  await deleteObjects(mediaPrefix(interviewId, questionId));
  await Promise.all(
    chunks.map((part, seq) =>
      bucket()
        .file(mediaObjectPath(interviewId, questionId, take, seq))
        .save(part, { resumable: false, contentType: mimeType }),
    ),
  );
  const chunkBytes = Object.fromEntries(chunks.map((part, seq) => [seq, part.length]));
  await answerDocs(interviewId, questionId).index.set({
    questionId,
    mimeType,
    kind: mediaTypeOf(mimeType).kind,
    take,
    chunkBytes,
    bytes: chunks.reduce((total, part) => total + part.length, 0),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
