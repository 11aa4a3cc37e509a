import { Text, UnstyledButton } from '@mantine/core';
import type { TranscriptSegment } from '@shared/contract/collections';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { Quote } from '@shared/schemas/insights';
import { formatDuration } from '../utils/answer-stats';
import classes from './transcript-segments.module.css';

/** The phrase playing at `seconds`: the last one started that has not ended; -1 for none. */
export function activeSegment(segments: readonly TranscriptSegment[], seconds: number | null) {
  if (seconds === null) return -1;
  const ms = seconds * 1000;
  for (let i = segments.length - 1; i >= 0; i--) {
    const { offsetMs, durationMs } = segments[i];
    if (offsetMs <= ms) return ms < offsetMs + Math.max(durationMs, 1) ? i : -1;
  }
  return -1;
}

/** Where each phrase's text starts in the transcript, in order (-1: not found in it). */
function phraseStarts(segments: readonly TranscriptSegment[], transcript: string): number[] {
  let cursor = 0;
  return segments.map((segment) => {
    const at = transcript.indexOf(segment.text, cursor);
    if (at >= 0) cursor = at + segment.text.length;
    return at;
  });
}

/** The phrase's text with the part of `highlight` that falls in it marked. */
function markedPhrase(text: string, start: number, highlight: Quote | null) {
  if (!highlight || start < 0) return text;
  const from = Math.max(highlight.start - start, 0);
  const to = Math.min(highlight.end - start, text.length);
  if (from >= to) return text;
  return (
    <>
      {text.slice(0, from)}
      <mark className={classes.mark}>{text.slice(from, to)}</mark>
      {text.slice(to)}
    </>
  );
}

/**
 * The answer's transcript as its recognised phrases, each a button that plays the recording from
 * where it was said; the phrase playing now is marked (aria-current) as the position moves.
 */
export function TranscriptSegments({
  id,
  segments,
  time,
  onSeek,
  transcript = '',
  highlight = null,
}: {
  id: string;
  /** The transcript as saved, which `highlight`'s offsets are into. */
  transcript?: string;
  /** A passage to mark (an AI-assist quote), across the phrases it spans. */
  highlight?: Quote | null;
  segments: readonly TranscriptSegment[];
  /** The player's position in seconds; null before it reported one. */
  time: number | null;
  onSeek: (seconds: number) => void;
}) {
  const active = activeSegment(segments, time);
  const starts = highlight ? phraseStarts(segments, transcript) : [];
  return (
    <div>
      <Text size="sm" fw={600} id={id}>
        {REVIEW_MESSAGES.transcriptSegments}
      </Text>
      <ol className={classes.list} aria-labelledby={id}>
        {segments.map((segment, i) => {
          const at = formatDuration(Math.floor(segment.offsetMs / 1000));
          return (
            <li key={`${segment.offsetMs}-${i}`}>
              <UnstyledButton
                className={classes.phrase}
                aria-current={i === active ? 'true' : undefined}
                aria-label={REVIEW_MESSAGES.seekTo(at, segment.text)}
                onClick={() => onSeek(segment.offsetMs / 1000)}
              >
                <Text span size="xs" c="dimmed" mr={6}>
                  {at}
                </Text>
                {markedPhrase(segment.text, starts[i] ?? -1, highlight)}
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
