import { FieldValue } from 'firebase-admin/firestore';
import type {
  ExtraTime,
  InterviewLevel,
  InterviewStatus,
  InterviewType,
} from '../../shared/constants/domain';
import type { InterviewQuestionDoc } from '../../shared/contract/collections';
import { interviewSortKeys } from '../../shared/interview-sort';
import { randomToken } from '../../lib/tokens';

export type InterviewQuestion = InterviewQuestionDoc;

export interface NewInterviewInput {
  candidateName: string;
  candidateEmail: string;
  type: InterviewType;
  level: InterviewLevel;
  /** ISO timestamp of the interview. */
  date: string;
  /** The time as the form shows it, kept as sent (for display; `date` is computed with). */
  scheduledTime: string;
}

/**
 * A new `interviews/{id}` (its schema is in shared/contract/collections.ts); one builder used by
 * the API, the seed and the tests.
 */
export function buildInterviewRecord(
  input: NewInterviewInput,
  context: {
    orgId: string;
    orgName: string;
    createdBy: string;
    questions: InterviewQuestion[];
    /**
     * The set the questions were copied from, its name then, and the candidate's extra time
     * (absent, as on interviews scheduled before question sets: a test's legacy interview).
     */
    design?: { questionSetId: string; questionSetName: string; extraTime: ExtraTime };
    status?: InterviewStatus;
  },
) {
  return {
    orgId: context.orgId,
    orgName: context.orgName,
    candidateName: input.candidateName,
    candidateEmail: input.candidateEmail,
    type: input.type,
    level: input.level,
    date: input.date,
    scheduledTime: input.scheduledTime,
    /** The dashboard's candidate and level ordering (see shared/interview-sort.ts). */
    sortKeys: interviewSortKeys(input),
    status: context.status ?? ('scheduled' as InterviewStatus),
    sessionId: randomToken(),
    questions: context.questions,
    ...context.design,
    createdBy: context.createdBy,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
