import { Text, UnstyledButton } from '@mantine/core';
import type { TranscriptSegment } from '@shared/contract/collections';
import { REVIEW_MESSAGES } from '@shared/messages/review';
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

/**
 * The answer's transcript as its recognised phrases, each a button that plays the recording from
 * where it was said; the phrase playing now is marked (aria-current) as the position moves.
 */
export function TranscriptSegments({
  id,
  segments,
  time,
  onSeek,
}: {
  id: string;
  segments: readonly TranscriptSegment[];
  /** The player's position in seconds; null before it reported one. */
  time: number | null;
  onSeek: (seconds: number) => void;
}) {
  const active = activeSegment(segments, time);
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
                {segment.text}
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
