// The one way to the Cloud Storage bucket that holds the recordings, and where their objects live.
// Only the API touches it (admin SDK); storage.rules deny every client.
import { getApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { IdempotencyStrategy } from '@google-cloud/storage';
import './firebase';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

let defaultBucket: Bucket | undefined;

/**
 * The project's default bucket. The functions runtime names it in FIREBASE_CONFIG; a process that
 * initialised the admin app with a project id only (tests, scripts) gets the emulator's and
 * firebase-tools' default, `<project>.appspot.com`.
 */
export function bucket(): Bucket {
  if (!defaultBucket) {
    const { storageBucket, projectId } = getApp().options;
    const project = projectId ?? process.env.GCLOUD_PROJECT;
    const name = storageBucket ?? (project ? `${project}.appspot.com` : undefined);
    if (!name) throw new Error('No Cloud Storage bucket: neither storageBucket nor a project id');
    defaultBucket = getStorage().bucket(name);
    // Every object here is written at a path fixed by what it holds (a chunk's interview,
    // question, take and seq; a head's chunk count), so sending a write again after a dropped
    // connection stores the same bytes. By default the client retries a write only when a
    // precondition proves it idempotent; told that ours are, it retries one whose socket was
    // reset instead of failing the request.
    defaultBucket.storage.retryOptions.idempotencyStrategy = IdempotencyStrategy.RetryAlways;
  }
  return defaultBucket;
}

/** A chunk without a take (recorded before takes existed) is stored under this take id. */
export const NO_TAKE = '_';
/** Seq numbers are padded so an object listing sorts in play order. */
const SEQ_DIGITS = 5;

/** An id that becomes one path segment: never empty, never a separator or a relative step. */
function segment(value: string, what: string): string {
  if (!value || value.includes('/') || value === '.' || value === '..') {
    throw new Error(`Invalid ${what} for a storage path: ${JSON.stringify(value)}`);
  }
  return value;
}

function count(value: number, what: string, min: number): number {
  if (!Number.isInteger(value) || value < min || value >= 10 ** SEQ_DIGITS) {
    throw new Error(`Invalid ${what} for a storage path: ${value}`);
  }
  return value;
}

/** `recordings/{interviewId}/` or, with a question, `recordings/{interviewId}/{questionId}/`. */
export function mediaPrefix(interviewId: string, questionId?: string): string {
  const interview = `recordings/${segment(interviewId, 'interview id')}/`;
  return questionId === undefined
    ? interview
    : `${interview}${segment(questionId, 'question id')}/`;
}

/** The prefix of one take's objects: `recordings/{interviewId}/{questionId}/{takeId}/`. */
export function mediaTakePrefix(
  interviewId: string,
  questionId: string,
  takeId: string | undefined,
): string {
  return `${mediaPrefix(interviewId, questionId)}${segment(takeId ?? NO_TAKE, 'take id')}/`;
}

/**
 * One chunk's object: `{seq}.{version}`, each upload of a seq its own object (so one that the index
 * refuses never replaces the bytes the index counts), or `{seq}` alone as stored before versions.
 */
export function mediaObjectPath(
  interviewId: string,
  questionId: string,
  takeId: string | undefined,
  seq: number,
  version?: string,
): string {
  const name = String(count(seq, 'seq', 0)).padStart(SEQ_DIGITS, '0');
  const suffix = version === undefined ? '' : `.${segment(version, 'chunk version')}`;
  return `${mediaTakePrefix(interviewId, questionId, takeId)}${name}${suffix}`;
}

/** A chunk object's name: its padded seq, then its version if it has one. */
const CHUNK_NAME = new RegExp(`^(\\d{${SEQ_DIGITS}})(\\..+)?$`);

/**
 * The seq of a chunk object, read back from its path (the inverse of `mediaObjectPath`); undefined
 * for a take's other objects (its seekable heads).
 */
export function mediaChunkSeq(objectPath: string): number | undefined {
  const seq = CHUNK_NAME.exec(objectPath.slice(objectPath.lastIndexOf('/') + 1))?.[1];
  return seq === undefined ? undefined : Number(seq);
}

/** The seekable header built for the take's first `chunks` chunks. */
export function mediaHeadPath(
  interviewId: string,
  questionId: string,
  takeId: string | undefined,
  chunks: number,
): string {
  return `${mediaTakePrefix(interviewId, questionId, takeId)}head-${count(chunks, 'chunk count', 1)}`;
}
