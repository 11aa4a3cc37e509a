// Ashby's Assessments Partner API over the public API v1's services: an assessment type is a
// question set, starting one schedules an interview as POST /v1/interviews does (the same checks,
// invitation and idempotency records), its assessment_id is the interview's id, and cancelling it
// cancels the interview as staff do. Its changes go back to Ashby (ashby-updates.ts).
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { atsEndpoints } from '../../shared/contract/endpoints/ats';
import { ATS_MESSAGES as M } from '../../shared/messages/ats';
import type { AshbyStartAssessment } from '../../shared/schemas/ats';
import type { ApiKeyCaller } from '../../lib/api-key-auth';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import { getV1Interview } from '../v1/interviews';
import { listV1QuestionSets } from '../v1/question-sets';
import { cancelV1Interview } from '../v1/write-interviews';
import { markAshbyAssessment } from './ashby-connection';
import { scheduleFromSet } from './schedule-from-set';

type Started = ResponseOf<typeof atsEndpoints.ashbyStartAssessment>;

const started = (interviewId: string): Started => ({
  success: true,
  results: { assessment_id: interviewId },
});

/** The org's sets that can be started, then HiQ's library, as Ashby lists assessments. */
export async function ashbyAssessments(
  orgId: string,
): Promise<ResponseOf<typeof atsEndpoints.ashbyListAssessments>> {
  const sets = await listV1QuestionSets(orgId);
  return {
    success: true,
    results: sets
      .filter((set) => !set.archived)
      .map((set) => ({
        assessment_type_id: set.id,
        name: set.name,
        description: M.ashbyAssessmentDescription(set.questionCount, set.source === 'library'),
      })),
  };
}

/**
 * Ashby sends no id of its own for a start, so one start is the application and the assessment
 * type: a retry of it (a lost answer, a timeout) finds the interview made first.
 */
const startKey = (body: AshbyStartAssessment) =>
  `ashby:${sha256(JSON.stringify([body.application.ashby_id, body.assessment_type_id]))}`;

/**
 * Schedules the interview for the candidate Ashby names, starting now, and mails them their link;
 * a repeat of the same start answers the interview already made and mails nothing. Only who the
 * candidate is must repeat: Ashby's application status or names may have moved on meanwhile.
 */
export async function startAshbyAssessment(
  key: ApiKeyCaller,
  body: AshbyStartAssessment,
): Promise<Started> {
  const { interviewId } = await scheduleFromSet(key, {
    setId: body.assessment_type_id,
    candidateName: [body.candidate.first_name, body.candidate.last_name].filter(Boolean).join(' '),
    candidateEmail: body.candidate.email,
    idempotencyKey: startKey(body),
    request: [body.candidate.ashby_id, body.candidate.email.toLowerCase()],
    messages: {
      setNotFound: M.assessmentTypeNotFound,
      sentAgainDifferently: M.startedAgainDifferently,
    },
  });
  // Before answering: Ashby knows the assessment only once its changes will be reported.
  await markAshbyAssessment(key.orgId, interviewId);
  return started(interviewId);
}

const assessmentOf = (orgId: string, id: string) =>
  getV1Interview(orgId, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw notFound(M.assessmentNotFound);
    throw error;
  });

/**
 * Cancels the interview as staff cancelling does; one already cancelled answers the same (Ashby
 * may retry), one the candidate completed is 409.
 */
export async function cancelAshbyAssessment(key: ApiKeyCaller, id: string): Promise<Started> {
  const interview = await assessmentOf(key.orgId, id);
  if (interview.status === 'cancelled') return started(id);
  if (interview.status === 'completed') throw conflict(M.assessmentAlreadyCompleted);
  try {
    await cancelV1Interview(key, id);
  } catch (error) {
    // A cancel that crossed another (Ashby's retry, staff) lost the race to the same end.
    if (!(error instanceof HttpError && error.status === 409)) throw error;
    const now = await assessmentOf(key.orgId, id);
    if (now.status !== 'cancelled') throw conflict(M.assessmentAlreadyCompleted);
  }
  return started(id);
}
