import { APP_MESSAGES } from '@shared/messages/common';

/** Words in a transcript (runs of letters/digits, apostrophes and hyphens inside words kept). */
export function countWords(transcript: string): number {
  return transcript.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Speaking pace: transcript words per minute of recording; null without words or a duration. */
export function wordsPerMinute(
  transcript: string,
  durationSeconds: number | null | undefined,
): number | null {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  const words = countWords(transcript);
  if (words === 0) return null;
  return Math.round(words / (durationSeconds / 60));
}

/** 0:07, 1:05, 1:02:03; '-' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return APP_MESSAGES.noValue;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Mean of the ratings given (1–5), one decimal; null when none. */
export function averageRating(values: readonly number[]): number | null {
  const valid = values.filter((v) => Number.isFinite(v) && v >= 1 && v <= 5);
  if (valid.length === 0) return null;
  return Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10;
}
