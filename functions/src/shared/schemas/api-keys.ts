// Request bodies and queries of the org's API keys (/api/integrations/*) and of the public API
// v1 (/api/v1/*), shared by the Integrations screen and the API.
import { API_KEY_SCOPES, INTERVIEW_STATUSES, WEBHOOK_EVENTS } from '../constants/domain';
import {
  API_KEY_NAME_MAX,
  IDEMPOTENCY_KEY_MAX,
  V1_PAGE_DEFAULT,
  V1_PAGE_MAX,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
} from '../constants/limits';
import { INTEGRATIONS_MESSAGES as M } from '../messages/integrations';
import { z } from './zod';

/** POST /api/integrations/api-keys: a name and a non-empty set of scopes. */
export const CreateApiKeySchema = z.strictObject({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(API_KEY_NAME_MAX, M.nameTooLong(API_KEY_NAME_MAX)),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: M.scopeUnknown }), { error: M.scopesRequired })
    .min(1, M.scopesRequired)
    .refine((scopes) => new Set(scopes).size === scopes.length, M.scopesRepeated),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeySchema>;

/** An absolute http(s) URL without credentials; the server adds https-only and the address check. */
const webhookUrl = z
  .string({ error: M.webhookUrlRequired })
  .trim()
  .min(1, M.webhookUrlRequired)
  .max(WEBHOOK_URL_MAX, M.webhookUrlTooLong(WEBHOOK_URL_MAX))
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  }, M.webhookUrlInvalid);

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: M.webhookEventUnknown }), {
    error: M.webhookEventsRequired,
  })
  .min(1, M.webhookEventsRequired)
  .refine((events) => new Set(events).size === events.length, M.webhookEventsRepeated);

const webhookDescription = z
  .string({ error: M.webhookDescriptionTooLong(WEBHOOK_DESCRIPTION_MAX) })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, M.webhookDescriptionTooLong(WEBHOOK_DESCRIPTION_MAX));

/** POST /api/integrations/webhooks: where events go, which ones, and a note for people. */
export const CreateWebhookSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.default(''),
});

/** PATCH /api/integrations/webhooks/:id: any of events, description and enabled (the URL stays). */
export const UpdateWebhookSchema = z
  .strictObject({
    events: webhookEvents.optional(),
    description: webhookDescription.optional(),
    enabled: z.boolean({ error: M.webhookEnabledInvalid }).optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    M.webhookChangeRequired,
  );

const limitInvalid = M.limitInvalid(V1_PAGE_MAX);

/**
 * GET /api/v1/interviews?limit=&cursor=&status=. A query's values are strings; a parameter given
 * twice (an array) or one this list does not read is refused, not guessed at.
 */
export const V1InterviewListQuerySchema = z.strictObject({
  limit: z
    .string({ error: limitInvalid })
    .regex(/^[1-9][0-9]{0,2}$/, limitInvalid)
    .default(String(V1_PAGE_DEFAULT))
    .transform(Number)
    .pipe(z.number().max(V1_PAGE_MAX, limitInvalid)),
  cursor: z
    .string({ error: M.cursorInvalid })
    .min(1, M.cursorInvalid)
    .max(200, M.cursorInvalid)
    .optional(),
  status: z.enum(INTERVIEW_STATUSES, { error: M.statusInvalid }).optional(),
});

const idempotencyKeyInvalid = M.idempotencyKeyRequired(IDEMPOTENCY_KEY_MAX);

/**
 * The headers POST /api/v1/interviews reads: an `Idempotency-Key` of 1 to 255 printable ASCII
 * characters (space to tilde; a UUID is typical).
 */
export const V1IdempotencyHeadersSchema = z.object({
  'Idempotency-Key': z
    .string({ error: idempotencyKeyInvalid })
    .regex(new RegExp(`^[ -~]{1,${IDEMPOTENCY_KEY_MAX}}$`), idempotencyKeyInvalid),
});
