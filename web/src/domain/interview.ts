// What every staff screen knows about an interview: its fields, how its type and level read, and
// where its pages are. The dashboard, the review screen and the candidate screen share these.
import type { DocumentData } from 'firebase/firestore';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '@shared/constants/domain';
import type { InterviewLevel, InterviewStatus, InterviewType } from '@shared/constants/domain';
import { paths } from '@/config/paths';
import { isoOf, str } from '@/lib/firebase/fields';

/** The fields of `interviews/{id}` the staff screens show. */
export interface InterviewSummary {
  id: string;
  candidateName: string;
  candidateEmail: string;
  type: InterviewType | string;
  level: InterviewLevel | string;
  /** ISO timestamp; may be missing on odd records (shown as '-'). */
  date?: string;
  status: InterviewStatus | string;
  /** ISO timestamp of completion (completed interviews). */
  completedAt?: string;
  /** Whether an owner erased the candidate's data (nothing of theirs is left to delete). */
  erased?: boolean;
}

/** One dashboard row: the summary plus the candidate's session (their link). */
export interface InterviewRow extends InterviewSummary {
  sessionId?: string;
}

/** An interview document's data as its summary; missing or odd fields read as empty. */
export function toInterviewSummary(id: string, data: DocumentData): InterviewSummary {
  return {
    id,
    candidateName: str(data.candidateName),
    candidateEmail: str(data.candidateEmail),
    type: str(data.type),
    level: str(data.level),
    date: str(data.date) || undefined,
    status: str(data.status),
    completedAt: isoOf(data.completedAt),
    erased: data.erasedAt !== undefined && data.erasedAt !== null,
  };
}

const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

/** An interview type's label ('Technical'), or the stored value when it has none. */
export const interviewTypeLabel = (type: string) => labelOf(INTERVIEW_TYPE_LABELS, type);

/** An experience level's label ('Mid-level'), or the stored value when it has none. */
export const interviewLevelLabel = (level: string) => labelOf(INTERVIEW_LEVEL_LABELS, level);

/** The staff's review page of an interview. */
export const interviewReviewPath = paths.interviewReview;

/** The candidate's link to their interview, as mailed to them. */
export const candidateInterviewUrl = (sessionId: string, origin: string) =>
  `${origin}${paths.interview(sessionId)}`;
