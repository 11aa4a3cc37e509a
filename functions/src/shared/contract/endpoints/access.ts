import { ACCESS_REQUEST_STATUSES } from '../../constants/domain';
import {
  AccessRequestListQuerySchema,
  AccessRequestPayloadSchema,
  CaptchaVerifySchema,
  ConfirmAccessRequestSchema,
  RejectAccessRequestSchema,
} from '../../schemas/access';
import { PowChallengeSchema } from '../../schemas/captcha-pow';
import { ADMIN_MESSAGES } from '../../messages/access';
import { z } from '../../schemas/zod';
import { defineEndpoint, pathParam } from '../endpoint';

/**
 * What the browser sees of a captcha: the server keeps the answer. `pow` is the proof of work the
 * browser solves before its first attempt.
 */
const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  svg: z.string(),
  pow: PowChallengeSchema,
});

/** One access request as the admin list shows it; timestamps as ISO strings. */
const accessRequestView = z.object({
  id: z.string(),
  workDomain: z.string(),
  email: z.string(),
  teamSize: z.number().nullable(),
  message: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  orgId: z.string().nullable(),
  existingOrg: z.boolean(),
});

const requestId = pathParam('documentId', 404, ADMIN_MESSAGES.notFound);

export const accessEndpoints = {
  getCaptcha: defineEndpoint({
    method: 'GET',
    path: '/access/captcha',
    response: captchaChallengeSchema,
  }),
  /**
   * A wrong answer is a 400 whose `details` carry the next attempt's proof of work (`pow`) or a
   * replacement captcha (`captcha`). A missing, wrong or replayed proof of work is a 400 and no
   * attempt.
   */
  verifyCaptcha: defineEndpoint({
    method: 'POST',
    path: '/access/captcha/verify',
    request: CaptchaVerifySchema,
    response: z.object({ verified: z.literal(true) }),
  }),
  /**
   * The server adds its free-mail list to this schema's checks. The request is stored unconfirmed
   * and the requester mailed a confirmation link; 409 only while a confirmed one is pending.
   */
  submitAccessRequest: defineEndpoint({
    method: 'POST',
    path: '/access/request',
    request: AccessRequestPayloadSchema,
    response: z.object({ id: z.string(), status: z.literal('unconfirmed') }),
  }),
  /** The mailed link's token: the request becomes pending (again: the same answer); else 404. */
  confirmAccessRequest: defineEndpoint({
    method: 'POST',
    path: '/access/confirm',
    request: ConfirmAccessRequestSchema,
    response: z.object({ status: z.literal('confirmed') }),
  }),
  listAccessRequests: defineEndpoint({
    method: 'GET',
    path: '/access/requests',
    query: AccessRequestListQuerySchema,
    response: z.object({ requests: z.array(accessRequestView) }),
  }),
  approveAccessRequest: defineEndpoint({
    method: 'POST',
    path: '/access/requests/:id/approve',
    params: { id: requestId },
    response: z.object({
      id: z.string(),
      orgId: z.string(),
      existingOrg: z.boolean(),
      status: z.literal('approved'),
    }),
  }),
  rejectAccessRequest: defineEndpoint({
    method: 'POST',
    path: '/access/requests/:id/reject',
    params: { id: requestId },
    request: RejectAccessRequestSchema,
    response: z.object({ id: z.string(), status: z.literal('rejected') }),
  }),
};
