// The ATS partner APIs as HiQ serves them (Greenhouse's Assessment Partner API, Ashby's
// Assessments Partner API): the ATS calls these with an org's API key as the username of HTTP
// Basic auth. They adapt the public API v1's services (the same
// scheduling, the same idempotency records) to the names and shapes Greenhouse sends and reads;
// a failure is `{ error }` JSON with a 4xx status.
import {
  AshbyCancelAssessmentSchema,
  AshbyStartAssessmentSchema,
  GreenhouseResponseErrorSchema,
  GreenhouseSendTestSchema,
  GreenhouseTestStatusQuerySchema,
  SetAshbyKeySchema,
} from '../../schemas/ats';
import { z } from '../../schemas/zod';
import { defineEndpoint } from '../endpoint';

const partnerTest = z.strictObject({ partner_test_id: z.string(), partner_test_name: z.string() });

/** Whether the org's Ashby API key is set: never the key, only its last 4 characters. */
const ashbyConnection = z.strictObject({ configured: z.boolean(), last4: z.string().nullable() });

const ashbyStarted = z.strictObject({
  success: z.literal(true),
  results: z.strictObject({ assessment_id: z.string() }),
});

export const atsEndpoints = {
  /** The tests an interview can be sent from: the org's question sets (not archived), then HiQ's library. */
  greenhouseListTests: defineEndpoint({
    method: 'GET',
    path: '/ats/greenhouse/list_tests',
    scope: 'interviews:read',
    response: z.array(partnerTest),
  }),
  /**
   * Schedules the interview (starting now) and mails the candidate their link. A retried send of
   * the same test for the same Greenhouse stage answers the interview already made.
   */
  greenhouseSendTest: defineEndpoint({
    method: 'POST',
    path: '/ats/greenhouse/send_test',
    scope: 'interviews:write',
    request: GreenhouseSendTestSchema,
    conflict: 'The test was already sent for this stage with other details.',
    response: z.strictObject({ partner_interview_id: z.string() }),
  }),
  /**
   * Where the interview stands: `complete` once the candidate finished, with the review page's
   * link; a score (0–100, from the team's ratings) only once a reviewer recorded a decision.
   */
  greenhouseTestStatus: defineEndpoint({
    method: 'GET',
    path: '/ats/greenhouse/test_status',
    scope: 'results:read',
    query: GreenhouseTestStatusQuerySchema,
    response: z.strictObject({
      partner_status: z.enum(['sent', 'complete', 'cancelled']),
      partner_profile_url: z.string().optional(),
      partner_score: z.number().optional(),
      metadata: z.record(z.string(), z.string()).optional(),
    }),
  }),
  /**
   * Greenhouse reporting an answer of HiQ's it found malformed: kept 30 days for HiQ's engineers
   * (the candidate's email, if sent, is not kept). Any Greenhouse key may report.
   */
  greenhouseResponseError: defineEndpoint({
    method: 'POST',
    path: '/ats/greenhouse/response_error',
    scope: 'interviews:read',
    request: GreenhouseResponseErrorSchema,
    response: z.strictObject({ status: z.literal(200) }),
  }),
  /** Ashby's assessment.list: the org's question sets (not archived), then HiQ's library. */
  ashbyListAssessments: defineEndpoint({
    method: 'POST',
    path: '/ats/ashby/assessment.list',
    scope: 'interviews:read',
    response: z.strictObject({
      success: z.literal(true),
      results: z.array(
        z.strictObject({
          assessment_type_id: z.string(),
          name: z.string(),
          description: z.string(),
        }),
      ),
    }),
  }),
  /**
   * Ashby's assessment.start: schedules the interview (starting now) and mails the candidate their
   * link. A retried start of the same assessment for the same application answers the interview
   * already made; its id is the assessment_id.
   */
  ashbyStartAssessment: defineEndpoint({
    method: 'POST',
    path: '/ats/ashby/assessment.start',
    scope: 'interviews:write',
    request: AshbyStartAssessmentSchema,
    conflict: 'The assessment was already started for this application with another candidate.',
    response: ashbyStarted,
  }),
  /** Ashby's assessment.cancel: cancels the interview; cancelling it again answers the same. */
  ashbyCancelAssessment: defineEndpoint({
    method: 'POST',
    path: '/ats/ashby/assessment.cancel',
    scope: 'interviews:write',
    request: AshbyCancelAssessmentSchema,
    conflict: 'The candidate already completed the assessment.',
    response: ashbyStarted,
  }),
  /** Members: whether HiQ can report back to Ashby (its key set, by last 4 only). */
  getAshbyConnection: defineEndpoint({
    method: 'GET',
    path: '/ats/ashby/connection',
    response: ashbyConnection,
  }),
  /** Owners: stores the org's Ashby API key, which no client can read back. */
  setAshbyConnection: defineEndpoint({
    method: 'PUT',
    path: '/ats/ashby/connection',
    request: SetAshbyKeySchema,
    response: ashbyConnection,
  }),
  /** Owners: forgets the org's Ashby API key; updates still queued then fail. */
  clearAshbyConnection: defineEndpoint({
    method: 'DELETE',
    path: '/ats/ashby/connection',
    response: ashbyConnection,
  }),
};
