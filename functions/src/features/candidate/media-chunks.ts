// The answers' recordings, uploaded in numbered chunks while the candidate answers. Each upload is
// its own Cloud Storage object, recordings/{interview}/{question}/{take}/{seq}.{version}; the
// answer's recording document is the index of its current take (each seq's size and version,
// total, kind, type), and the take's chunks in seq order are one playable file. Only what the index
// names stays stored: an object it no longer names (a seq uploaded again, a restarted or replaced
// take) is deleted by the request that changed it, and one it refused by the request that wrote
// it, so the bytes in Storage are the bytes the caps counted, whatever requests race. `take`
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
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { AUDIO_GRACE_AFTER_COMPLETE_MS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { AttemptDoc, InterviewDoc, RecordingDoc } from '../../shared/contract/collections';
import type { QuestionTiming } from '../../shared/interview-timing';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { commitRacingChange } from '../../lib/contention';
import { db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { readOrSkip } from '../../lib/stored-document';
import { bucket, mediaObjectPath, mediaPrefix, mediaTakePrefix } from '../../lib/storage';
import { isEndedPastGrace, isPastDeadline } from './clock';
import { assertConsented } from './consent';
import { assertMediaChunk, mediaTypeOf, planMediaChunk } from './media-index';
import type { MediaChunk, MediaPlan } from './media-index';
import {
  assertQuestion,
  assertTakeable,
  findInterview,
  interviewOf,
  readSessionDoc,
} from './session';

/**
 * Media of an interview completed moments ago is still taken, so its last chunks are not lost.
 * True when the interview is completed (and within that grace).
 */
function assertAcceptsMedia(doc: DocumentSnapshot<InterviewDoc>): boolean {
  const { status, completedAt } = interviewOf(doc);
  const lateButInGrace =
    status === 'completed' &&
    completedAt !== undefined &&
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
  interviewId,
  attempt: docRef(collections.attempts, interviewId, questionId),
  index: docRef(collections.recordings, interviewId, questionId),
});

/** An index's size as summed: the only field read of the other answers' indexes. */
const indexBytes = collections.recordings.schema.pick({ bytes: true });

/**
 * The bytes of the interview's other answers' current takes, summed from their indexes (only the
 * `bytes` field is read; an index whose `bytes` does not read counts none, and is logged). The interview's total is recomputed per chunk rather than kept as a
 * running counter: each index's `bytes` is the sum of its own chunk sizes, so retries of a seq
 * cannot inflate it, and no counter can drift. Only one question records at a time, so reading
 * the other answers outside the precondition is exact up to a previous question's last chunk.
 */
async function otherAnswersBytes(interviewId: string, questionId: string): Promise<number> {
  const snap = await db.collection(collections.recordings.path(interviewId)).select('bytes').get();
  return snap.docs
    .filter((d) => d.id !== questionId)
    .reduce((total, d) => total + (readOrSkip(indexBytes, d)?.bytes ?? 0), 0);
}

/** A fresh version for one upload's object name. */
const newVersion = () => randomBytes(6).toString('base64url');

/** The objects an index names: each chunk's, and its seekable head's. */
function indexedObjects(
  interviewId: string,
  index: Pick<RecordingDoc, 'questionId' | 'take' | 'chunkBytes' | 'chunkVersions' | 'head'>,
): string[] {
  const chunks = Object.keys(index.chunkBytes ?? {}).map((seq) =>
    mediaObjectPath(
      interviewId,
      index.questionId,
      index.take,
      Number(seq),
      index.chunkVersions?.[seq],
    ),
  );
  return index.head ? [...chunks, index.head.object] : chunks;
}

/** What committing a chunk did: whether the index names its object, and the objects it let go. */
interface Indexed {
  named: boolean;
  dropped: string[];
}

/**
 * The index after the chunk, into the batch: preconditioned on the index (and, for a new take on
 * the server's clock, the attempt) as read. Answers which objects the new index no longer names.
 */
function writeIndex(
  batch: WriteBatch,
  docs: ReturnType<typeof answerDocs>,
  read: { attempt: DocumentSnapshot<AttemptDoc>; index: DocumentSnapshot<RecordingDoc> },
  chunk: VersionedChunk,
  plan: MediaPlan,
): Indexed {
  // Read as `read` read it: an index that does not read was refused there (the session's 409).
  const stored = readSessionDoc(read.index);
  const seq = String(chunk.seq);
  const earlier = stored?.chunkBytes?.[seq];
  // A retry of a stored chunk changes nothing: no write, so a burst of retries settles at once
  // (the stored object stays; this upload's goes).
  if (plan.change === 'further' && earlier === chunk.bytes.length)
    return { named: false, dropped: [] };
  const chunkVersions =
    plan.change === 'further'
      ? { ...(stored?.chunkVersions ?? {}), [seq]: chunk.version }
      : { [seq]: chunk.version };
  // A further chunk keeps the head (built for fewer chunks, it is rebuilt); one replacing a stored
  // seq's bytes, a restart or a new take makes it describe other bytes.
  const keepHead = plan.change === 'further' && earlier === undefined;
  const { interviewId } = docs;
  const named = new Set(
    indexedObjects(interviewId, {
      questionId: chunk.questionId,
      take: plan.take,
      chunkBytes: plan.chunkBytes,
      chunkVersions,
      head: keepHead ? stored?.head : undefined,
    }),
  );
  const dropped = stored ? indexedObjects(interviewId, stored).filter((o) => !named.has(o)) : [];
  const fields = {
    questionId: chunk.questionId,
    mimeType: chunk.mimeType,
    kind: plan.kind,
    take: plan.take,
    chunkBytes: plan.chunkBytes,
    chunkVersions,
    bytes: plan.bytes,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (!read.index.exists) batch.create(docs.index, fields);
  else
    batch.update(
      docs.index,
      {
        ...fields,
        ...(keepHead ? {} : { head: FieldValue.delete(), headFailed: FieldValue.delete() }),
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
  return { named: true, dropped };
}

/** Deletes every object under a prefix (a take's or an answer's). */
async function deleteObjects(prefix: string) {
  await bucket().deleteFiles({ prefix, force: true });
}

/** One upload of a chunk: its object is `{seq}.{version}`. */
type VersionedChunk = MediaChunk & { version: string };

/**
 * Stores one chunk of an answer's recording: 409 for a late chunk of a replaced take or a new
 * recording after completion, 413 over a cap, 415 for what is not the interview's kind of media.
 */
export async function storeMediaChunk(sessionId: string, upload: MediaChunk): Promise<void> {
  const doc = await findInterview(sessionId);
  const completed = assertAcceptsMedia(doc);
  const { question } = assertQuestion(doc, upload.questionId);
  assertConsented(doc);
  assertMediaChunk(upload, interviewOf(doc).recordingMode === 'audio' ? 'audio' : 'video');
  const chunk: VersionedChunk = { ...upload, version: newVersion() };
  const docs = answerDocs(doc.id, chunk.questionId);
  const read = async () => {
    const [attempt, index, others] = await Promise.all([
      docs.attempt.get(),
      docs.index.get(),
      otherAnswersBytes(doc.id, chunk.questionId),
    ]);
    assertChunkInTime(readSessionDoc(attempt), question, chunk);
    const plan = planMediaChunk(chunk, {
      index: readSessionDoc(index),
      onClock: attempt.exists,
      completed,
      otherAnswersBytes: others,
    });
    return { attempt, index, plan };
  };
  // Every refusal before a byte is written.
  await read();
  const objectPath = mediaObjectPath(
    doc.id,
    chunk.questionId,
    chunk.take,
    chunk.seq,
    chunk.version,
  );
  const object = bucket().file(objectPath);
  await object.save(chunk.bytes, { resumable: false, contentType: chunk.mimeType });
  let done: Indexed & { plan: MediaPlan };
  try {
    done = await commitRacingChange(
      () => db.batch(),
      async (batch) => {
        const fresh = await read();
        return { ...writeIndex(batch, docs, fresh, chunk, fresh.plan), plan: fresh.plan };
      },
    );
  } catch (error) {
    // Refused: nothing names this upload's object (its name is its own).
    await object.delete({ ignoreNotFound: true });
    throw error;
  }
  const unnamed = done.named ? done.dropped : [...done.dropped, objectPath];
  await Promise.all(unnamed.map((path) => bucket().file(path).delete({ ignoreNotFound: true })));
  // A replaced take's objects go whole, with any a failed request left behind.
  if (done.plan.change === 'newTake' && done.plan.replacedTake !== undefined)
    await deleteObjects(mediaTakePrefix(doc.id, chunk.questionId, done.plan.replacedTake));
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
