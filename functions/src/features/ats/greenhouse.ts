// Greenhouse's Assessment Partner API over the public API v1's services: a test is a question set,
// sending one schedules an interview as POST /v1/interviews does (the same checks, invitation and
// idempotency records), and its status is read from the interview and the team's reviews.
import { Timestamp } from 'firebase-admin/firestore';
import { ATS_ERROR_REPORT_KEPT_MS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import { appPaths } from '../../shared/contract/app-links';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { atsEndpoints } from '../../shared/contract/endpoints/ats';
import { ATS_MESSAGES as M } from '../../shared/messages/ats';
import type { GreenhouseResponseError, GreenhouseSendTest } from '../../shared/schemas/ats';
import type { ApiKeyCaller } from '../../lib/api-key-auth';
import { appLink } from '../../lib/config';
import { collectionRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { HttpError, notFound } from '../../lib/http-error';
import { dataOrSkip } from '../../lib/stored-document';
import { sha256 } from '../../lib/tokens';
import { getV1Interview } from '../v1/interviews';
import { listV1QuestionSets } from '../v1/question-sets';
import { scheduleFromSet } from './schedule-from-set';

type TestStatus = ResponseOf<typeof atsEndpoints.greenhouseTestStatus>;

/** The org's sets that can be sent, then HiQ's library, as Greenhouse lists tests. */
export async function greenhouseTests(orgId: string) {
  const sets = await listV1QuestionSets(orgId);
  return sets
    .filter((set) => !set.archived)
    .map((set) => ({ partner_test_id: set.id, partner_test_name: set.name }));
}

/**
 * The idempotency key of one sending: Greenhouse's callback URL is unique to the application's
 * stage, so a retry of the same send (same URL, test and address) finds the interview made first.
 */
const sendingKey = (body: GreenhouseSendTest) =>
  `greenhouse:${sha256(
    JSON.stringify([body.url ?? '', body.partner_test_id, body.candidate.email.toLowerCase()]),
  )}`;

/**
 * Schedules the interview for the candidate Greenhouse names, starting now, and mails them their
 * link; a repeat of the same sending answers the interview already made and mails nothing.
 */
export async function sendGreenhouseTest(
  key: ApiKeyCaller,
  body: GreenhouseSendTest,
): Promise<{ partner_interview_id: string }> {
  const { interviewId } = await scheduleFromSet(key, {
    setId: body.partner_test_id,
    candidateName: [body.candidate.first_name, body.candidate.last_name].filter(Boolean).join(' '),
    candidateEmail: body.candidate.email,
    idempotencyKey: sendingKey(body),
    request: body,
    messages: { setNotFound: M.testNotFound, sentAgainDifferently: M.sentAgainDifferently },
  });
  return { partner_interview_id: interviewId };
}

const STATUS: Record<string, TestStatus['partner_status']> = {
  scheduled: 'sent',
  completed: 'complete',
  cancelled: 'cancelled',
};

/**
 * Where the interview stands. Once completed: the review page's link and, once a reviewer
 * recorded a decision, the latest decision and a score from 0 to 100: the mean of every rating
 * the team gave (1–5), scaled.
 */
export async function greenhouseTestStatus(orgId: string, id: string): Promise<TestStatus> {
  const interview = await getV1Interview(orgId, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw notFound(M.interviewNotFound);
    throw error;
  });
  const partner_status = STATUS[interview.status]!;
  if (partner_status !== 'complete') return { partner_status };
  const status: TestStatus = {
    partner_status,
    partner_profile_url: appLink(appPaths.interviewReview(id)),
  };
  const reviews = (await collectionRef(collections.reviews, id).get()).docs.flatMap((doc) => {
    const review = dataOrSkip(doc);
    return review ? [review] : [];
  });
  const decided = reviews
    .filter((r) => r.decision)
    .sort((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis());
  if (!decided.length) return status;
  const ratings = reviews.flatMap((r) => Object.values(r.ratings));
  return {
    ...status,
    metadata: { decision: decided[0]!.decision! },
    ...(ratings.length
      ? {
          partner_score: Math.round(
            ((ratings.reduce((sum, r) => sum + r, 0) / ratings.length - 1) / 4) * 100,
          ),
        }
      : {}),
  };
}

/**
 * Keeps Greenhouse's report of a malformed answer for HiQ's engineers (30 days) and logs it as a
 * warning. The candidate's email Greenhouse may send is personal data not needed to find what was
 * wrong with HiQ's answer: neither stored nor logged.
 */
export async function recordGreenhouseError(
  key: ApiKeyCaller,
  body: GreenhouseResponseError,
): Promise<{ status: 200 }> {
  const receivedAt = Timestamp.now();
  const report = {
    orgId: key.orgId,
    partner: 'greenhouse' as const,
    apiCall: body.api_call,
    errors: body.errors,
    partnerTestId: body.partner_test_id ?? null,
    partnerTestName: body.partner_test_name ?? null,
    partnerInterviewId: body.partner_interview_id ?? null,
    keyId: key.keyId,
  };
  const ref = await collectionRef(collections.atsErrorReports).add({
    ...report,
    receivedAt,
    expireAt: Timestamp.fromMillis(receivedAt.toMillis() + ATS_ERROR_REPORT_KEPT_MS),
  });
  logger.warn('greenhouse reported a malformed answer', { reportId: ref.id, ...report });
  return { status: 200 };
}
