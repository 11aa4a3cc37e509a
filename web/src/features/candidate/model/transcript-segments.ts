import { MAX_TRANSCRIPT_SEGMENTS } from '@shared/constants/limits';
import type { AnswerInput } from '@shared/schemas/candidate';

export type TranscriptSegment = NonNullable<AnswerInput['segments']>[number];

/** The Speech SDK's offsets and durations are in 100-nanosecond ticks. */
const TICKS_PER_MS = 10_000;

/**
 * A recognised phrase placed in the take's recording. The recogniser counts `offsetTicks` from
 * the first audio it was given, which is `recognizerStartMs` into the recording (it starts a
 * little after the recorder, and a new one starts after each pause). The service's confidence
 * goes with it when it gave one.
 */
export function segmentOf(
  text: string,
  offsetTicks: number,
  durationTicks: number,
  recognizerStartMs: number,
  confidence?: number,
): TranscriptSegment {
  return {
    text: text.trim(),
    offsetMs: Math.max(0, Math.round(recognizerStartMs + offsetTicks / TICKS_PER_MS)),
    durationMs: Math.max(0, Math.round(durationTicks / TICKS_PER_MS)),
    ...(confidence === undefined ? {} : { confidence }),
  };
}

/**
 * The phrases sent with a saved transcript: those whose text is found in it, in order, each after
 * the one before. The recognised text cannot be edited on the screen (typed words are added after
 * it), so this is normally every phrase; the check keeps the promise that a segment is words of
 * the saved transcript, whatever reaches it, and a typed answer finds none.
 */
export function segmentsInTranscript(
  segments: readonly TranscriptSegment[],
  transcript: string,
): TranscriptSegment[] {
  const kept: TranscriptSegment[] = [];
  let from = 0;
  for (const segment of segments) {
    if (!segment.text) continue;
    const at = transcript.indexOf(segment.text, from);
    if (at === -1) continue;
    kept.push(segment);
    from = at + segment.text.length;
    if (kept.length === MAX_TRANSCRIPT_SEGMENTS) break;
  }
  return kept;
}
