// An answer's recording as one file over its stored objects. The candidate's browser uploads the
// take in chunks, one Cloud Storage object each; the recording document indexes them. The file
// served is [seekable head (WebM) | chunk 0 after the bytes the head replaces | chunk 1 | …], so a
// byte range maps to the few objects that hold it and nothing is ever assembled in memory.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc, RecordingDoc } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { isLostRace } from '../../lib/contention';
import { collectionRef, docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';
import { dataOrSkip, requiredData } from '../../lib/stored-document';
import { bucket, mediaHeadPath, mediaObjectPath } from '../../lib/storage';
import { questionIdsOf } from './interview-access';
import { chunksOf, fileParts, sizeOf } from './media-layout';
import type { FilePart } from './media-layout';
import { SeekableHeadBuilder } from './seekable-webm';
import { ShortCache } from './short-cache';

export interface RecordingFile {
  /** The type the browser recorded it as ('video/webm;codecs=vp9,opus', 'audio/mp4', …). */
  mimeType: string;
  parts: FilePart[];
  size: number;
  /**
   * Stores the head this request built (its object, then the index), or that none can be built,
   * before any byte is served; a refused request (416) never calls it, so it changes nothing.
   * Undefined when the index already says either.
   */
  saveHead?: () => Promise<void>;
}

type Head = NonNullable<RecordingDoc['head']>;

const isWebm = (mimeType: string) => /^(audio|video)\/webm\b/i.test(mimeType);

/** The object holding one chunk of the indexed take. */
const chunkObject = (
  interviewId: string,
  questionId: string,
  index: Pick<RecordingDoc, 'take' | 'chunkVersions'>,
  seq: number,
) => mediaObjectPath(interviewId, questionId, index.take, seq, index.chunkVersions?.[String(seq)]);

/**
 * The seekable head for the take's chunks as indexed, read one object at a time and no further
 * than the bytes the index counts. Undefined when the data is not WebM that ts-ebml can read
 * (reading stops as soon as that is certain), which is then served as stored.
 */
async function buildHead(
  index: RecordingDoc,
  interviewId: string,
  questionId: string,
): Promise<{ head: Head; bytes: Buffer } | undefined> {
  const chunks = chunksOf(index);
  const builder = new SeekableHeadBuilder();
  for (const { seq, bytes } of chunks) {
    const file = bucket().file(chunkObject(interviewId, questionId, index, seq));
    const stream = file.createReadStream({ start: 0, end: bytes - 1, validation: false });
    for await (const piece of stream) {
      builder.feed(piece as Buffer);
      if (builder.broken) break;
    }
    if (builder.broken) return undefined;
  }
  const built = builder.finish();
  if (!built || built.replaces > chunks[0].bytes) return undefined;
  const head: Head = {
    object: mediaHeadPath(interviewId, questionId, index.take, chunks.length),
    bytes: built.bytes.length,
    replaces: built.replaces,
    chunks: chunks.length,
    durationMs: built.durationMs,
  };
  return { head, bytes: built.bytes };
}

/**
 * Stores a head as an object and records it in the index, unless the index changed since it was
 * read (a chunk arrived or the take was replaced: the next request builds again).
 */
async function saveHead(snap: DocumentSnapshot<RecordingDoc>, head: Head, bytes: Buffer) {
  await bucket().file(head.object).save(bytes, {
    resumable: false,
    contentType: 'application/octet-stream',
  });
  try {
    await snap.ref.update({ head }, { lastUpdateTime: snap.updateTime! });
  } catch (error) {
    if (!isLostRace(error)) throw error;
  }
}

/**
 * Records that no head can be built for the take's chunks as indexed, so no later request parses
 * them again (unless the index changed since it was read: then the next request tries again).
 */
async function markHeadFailed(snap: DocumentSnapshot<RecordingDoc>, chunks: number) {
  try {
    await snap.ref.update({ headFailed: { chunks } }, { lastUpdateTime: snap.updateTime! });
  } catch (error) {
    if (!isLostRace(error)) throw error;
  }
}

/**
 * A WebM take whose head is missing or was built for fewer (or other) chunks than it has now, and
 * was not already found unbuildable for exactly these chunks.
 */
function needsHead(index: RecordingDoc): boolean {
  const chunks = chunksOf(index);
  return (
    isWebm(index.mimeType) &&
    chunks[0]?.seq === 0 &&
    (index.head === undefined || index.head.chunks !== chunks.length) &&
    index.headFailed?.chunks !== chunks.length
  );
}

/**
 * How long a completed interview's recording layout is reused without reading the interview and
 * the index again. Its chunks are all in by then; a recording erased meanwhile is gone from the
 * store, so reading it answers 404 (nothing is sent before the first object opens).
 */
const LAYOUT_REUSE_MS = 3_000;

type Layout = Omit<RecordingFile, 'saveHead'>;

/**
 * Completed answers' layouts read a moment ago, with the org their interview belongs to, by
 * interview and question; bounded.
 */
const recentLayouts = new ShortCache<{ orgId: string; layout: Layout }>(2_000);

/**
 * An answer's recording as read, before it is known to be the viewer's org's: the interview's org
 * and either a layout read a moment ago or what `recordingFor` makes one from.
 */
export type RecordingRead =
  | { orgId: string; layout: Layout }
  | {
      /** Undefined when the interview is missing or does not read as one. */
      orgId: string | undefined;
      interview: InterviewDoc | undefined;
      snap: DocumentSnapshot<RecordingDoc>;
    };

const layoutKey = (interviewId: string, questionId: string) =>
  JSON.stringify([interviewId, questionId]);

/**
 * Reads an answer's interview and index (one round trip), or takes its layout read a moment ago,
 * so this can run beside the reads that say who is asking. Nothing in it is disclosed before
 * `recordingFor` checks it against the viewer's org.
 */
export async function readRecording(
  interviewId: string,
  questionId: string,
): Promise<RecordingRead> {
  const recent = recentLayouts.get(layoutKey(interviewId, questionId));
  if (recent) return recent;
  const [interview, snap] = await Promise.all([
    docRef(collections.interviews, interviewId).get(),
    docRef(collections.recordings, interviewId, questionId).get(),
  ]);
  const stored = dataOrSkip(interview);
  return { orgId: stored?.orgId, interview: stored, snap };
}

/**
 * The recording read, as the parts of the file to serve, when its interview is the org's. 404 for
 * another org's interview (like a missing one), an unknown question or nothing recorded. Builds
 * the seekable head when the take has none that covers its chunks (saved by `saveHead`).
 */
export async function recordingFor(
  orgId: string,
  interviewId: string,
  questionId: string,
  read: RecordingRead,
): Promise<RecordingFile> {
  if (read.orgId !== orgId) throw notFound(REVIEW_MESSAGES.notFound);
  if ('layout' in read) return read.layout;
  const { interview, snap } = read;
  const noRecording = notFound(REVIEW_MESSAGES.recordingNotFound);
  if (!interview || !questionIdsOf(interview).has(questionId)) throw noRecording;
  // An index that does not read as one serves nothing, as a missing one.
  const stored = requiredData(snap, noRecording);
  const building = needsHead(stored);
  const built = building ? await buildHead(stored, interviewId, questionId) : undefined;
  const index = built ? { ...stored, head: built.head } : stored;
  const parts = fileParts(index, (seq) => chunkObject(interviewId, questionId, index, seq));
  if (parts.length === 0) throw notFound(REVIEW_MESSAGES.recordingNotFound);
  const layout = { mimeType: index.mimeType, parts, size: sizeOf(parts) };
  if (built) return { ...layout, saveHead: () => saveHead(snap, built.head, built.bytes) };
  if (building) return { ...layout, saveHead: () => markHeadFailed(snap, chunksOf(stored).length) };
  // Only a finished interview's layout is final; one still recording grows with every chunk.
  if (interview.status === 'completed')
    recentLayouts.set(
      layoutKey(interviewId, questionId),
      { orgId, layout },
      Date.now() + LAYOUT_REUSE_MS,
    );
  return layout;
}

/**
 * The recording of one answer of an interview of the staff member's org, as the parts of the file
 * to serve. 404 for another org's interview, an unknown question or nothing recorded.
 */
export async function recordingFile(
  orgId: string,
  interviewId: string,
  questionId: string,
): Promise<RecordingFile> {
  return recordingFor(orgId, interviewId, questionId, await readRecording(interviewId, questionId));
}

/**
 * Builds and stores the seekable head of every answer of the interview that lacks one (or whose
 * head was built for fewer chunks), so a reviewer's first play starts at once instead of waiting
 * for every chunk to be read. Idempotent: a take with a current head is left as it is. Returns
 * how many heads it stored.
 */
export async function prepareRecordings(interviewId: string): Promise<number> {
  const snaps = (await collectionRef(collections.recordings, interviewId).get()).docs;
  let stored = 0;
  for (const snap of snaps) {
    const index = dataOrSkip(snap);
    if (!index || !needsHead(index)) continue;
    const built = await buildHead(index, interviewId, snap.id);
    if (!built) {
      await markHeadFailed(snap, chunksOf(index).length);
      continue;
    }
    await saveHead(snap, built.head, built.bytes);
    stored += 1;
  }
  return stored;
}

/** Opens bytes [start, end] of one of the recording's objects. */
export const openSlice = ({ object, start, end }: { object: string; start: number; end: number }) =>
  bucket().file(object).createReadStream({ start, end, validation: false });
