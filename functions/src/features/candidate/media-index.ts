// What one uploaded chunk does to its answer's recording index, decided from what is stored (no
// I/O here): which kind of change it is, the index's new chunk sizes, and every refusal (the file
// type, replaced takes, the byte caps) before anything is written.
import { RECORDING_MODES } from '../../shared/constants/domain';
import { MAX_ANSWER_MEDIA_BYTES, MAX_INTERVIEW_MEDIA_BYTES } from '../../shared/constants/limits';
import type { RecordingMode } from '../../shared/constants/domain';
import type { RecordingDoc } from '../../shared/contract/collections';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { HttpError, conflict } from '../../lib/http-error';
import { NO_TAKE } from '../../lib/storage';
import { mimeParts, startsContainer } from '../../shared/media-container';

export interface MediaChunk {
  questionId: string;
  seq: number;
  /** One recording of the answer (absent: a browser that names none, stored as take NO_TAKE). */
  take: string | undefined;
  /** The request's Content-Type, already checked against MEDIA_MIME_PATTERN. */
  mimeType: string;
  bytes: Buffer;
}

/** `video/webm;codecs=vp9,opus` → {kind: 'video', container: 'webm'}. */
export function mediaTypeOf(mimeType: string): { kind: RecordingMode; container: string } {
  const { family, container } = mimeParts(mimeType);
  const kind = RECORDING_MODES.find((mode) => mode === family);
  if (!kind) throw new HttpError(415, CANDIDATE_MESSAGES.mediaTypeInvalid);
  return { kind, container };
}

/**
 * 415 unless the chunk may be stored as what it says it is: no video on an audio-only interview
 * (the Content-Type decides; its tracks' kinds are not checked), and a take's first chunk must
 * start the declared container with its structure (WebM: EBML header, Segment, Tracks; MP4: ftyp,
 * moov), so nothing else is ever served back as a recording.
 */
export function assertMediaChunk(chunk: MediaChunk, recordingMode: RecordingMode) {
  const { kind, container } = mediaTypeOf(chunk.mimeType);
  if (kind === 'video' && recordingMode === 'audio')
    throw new HttpError(415, CANDIDATE_MESSAGES.mediaVideoNotAllowed);
  if (chunk.seq === 0 && !startsContainer(chunk.bytes, container))
    throw new HttpError(415, CANDIDATE_MESSAGES.mediaSignatureInvalid);
}

/**
 * - `further`: another chunk of the current take (or the same one again: a retry overwrites it);
 * - `restart`: chunk 0 of the current take again while later chunks are stored: the page was
 *   reloaded mid-answer and its new recorder started the same take (kept by the server's clock)
 *   from the beginning, so the earlier recording's chunks go;
 * - `newTake`: the first chunk of a take that is not the current one: it replaces the old take.
 */
type MediaChange = 'further' | 'restart' | 'newTake';

export interface MediaPlan {
  change: MediaChange;
  take: string;
  /** The take this chunk replaces (its objects are deleted once the index no longer names it). */
  replacedTake: string | undefined;
  /** The index's fields after the chunk. */
  chunkBytes: Record<string, number>;
  bytes: number;
  kind: RecordingMode;
}

export interface MediaState {
  /** The answer's index as stored (undefined: none yet). */
  index: RecordingDoc | undefined;
  /** Whether the question runs on the server's clock (a reload keeps its take). */
  onClock: boolean;
  /** The interview is completed (and the chunk is within the grace after it). */
  completed: boolean;
  /** The bytes of the interview's other answers' current takes. */
  otherAnswersBytes: number;
}

const sum = (sizes: Record<string, number>) => Object.values(sizes).reduce((a, b) => a + b, 0);
const essence = (mimeType: string) => mimeType.split(';')[0].trim().toLowerCase();

/**
 * What the chunk changes, or the refusal: 409 for a replaced take or a new recording after
 * completion (only the current take's last chunks are still taken then), 415 for a chunk whose
 * type differs from its take's, 413 when the answer's or the interview's recordings would grow
 * past their cap. A change that does not grow them (a retry, a shorter restart) is never refused
 * for size, so retries cannot push a recording over a cap.
 */
export function planMediaChunk(chunk: MediaChunk, state: MediaState): MediaPlan {
  const { index } = state;
  const take = chunk.take ?? NO_TAKE;
  const currentTake = index ? (index.take ?? NO_TAKE) : undefined;
  if (index?.replacedTakes?.includes(take)) throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
  const stored = index?.chunkBytes ?? {};
  const laterStored = Object.keys(stored).some((seq) => seq !== '0');
  let change: MediaChange;
  if (currentTake !== take) change = 'newTake';
  else if (chunk.seq === 0 && state.onClock && laterStored) change = 'restart';
  else change = 'further';
  if (change !== 'further' && state.completed) throw conflict(CANDIDATE_MESSAGES.sessionCompleted);
  if (change === 'further' && index && essence(index.mimeType) !== essence(chunk.mimeType))
    throw new HttpError(415, CANDIDATE_MESSAGES.mediaTypeInvalid);

  const size = chunk.bytes.length;
  const chunkBytes =
    change === 'further' ? { ...stored, [chunk.seq]: size } : { [chunk.seq]: size };
  const bytes = sum(chunkBytes);
  const grows = bytes > (index?.bytes ?? 0);
  if (grows && bytes > MAX_ANSWER_MEDIA_BYTES)
    throw new HttpError(413, CANDIDATE_MESSAGES.answerMediaTooLarge);
  if (grows && state.otherAnswersBytes + bytes > MAX_INTERVIEW_MEDIA_BYTES)
    throw new HttpError(413, CANDIDATE_MESSAGES.interviewMediaTooLarge);
  return {
    change,
    take,
    replacedTake: change === 'newTake' ? currentTake : undefined,
    chunkBytes,
    bytes,
    kind: mediaTypeOf(chunk.mimeType).kind,
  };
}
