import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { toCsv } from '@/lib/csv';
import { formatInterviewDate } from '@/lib/format-date';
import { interviewLevelLabel, interviewTypeLabel } from '@/domain/interview';
import type { InterviewRow } from '@/domain/interview';
import { APP_MESSAGES } from '@shared/messages/common';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';

/** Mean of the 1–5 ratings, one decimal; null when none. */
export function averageOf(values: readonly number[] | undefined): number | null {
  const valid = (values ?? []).filter((v) => Number.isFinite(v) && v >= 1 && v <= 5);
  if (valid.length === 0) return null;
  return Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10;
}

const C = INTERVIEW_MESSAGES.columns;

/**
 * The dashboard table's columns plus completion time and average rating, in the rows' order. An
 * unreadable interview keeps its line: the table's error message, then its id and why.
 */
export function interviewsCsv(
  rows: readonly Readable<InterviewRow>[],
  ratings: Record<string, readonly number[]>,
  locale?: string,
  timeZone?: string,
): string {
  return toCsv([
    [
      C.candidate,
      INTERVIEW_MESSAGES.csvEmail,
      C.type,
      C.level,
      C.date,
      C.status,
      INTERVIEW_MESSAGES.csvCompleted,
      INTERVIEW_MESSAGES.csvAverageRating,
    ],
    ...rows.map((row) =>
      isUnreadable(row)
        ? [APP_MESSAGES.unreadableRecord, `${row.id}: ${row.reason}`]
        : [
            row.candidateName,
            row.candidateEmail,
            interviewTypeLabel(row.type),
            interviewLevelLabel(row.level),
            row.date ? formatInterviewDate(row.date, locale, timeZone) : '',
            row.status,
            row.completedAt ? formatInterviewDate(row.completedAt, locale, timeZone) : '',
            averageOf(ratings[row.id]),
          ],
    ),
  ]);
}
