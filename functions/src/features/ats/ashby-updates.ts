// The way back to Ashby: when an interview Ashby started changes (the candidate starts or
// completes it, a reviewer decides, it is cancelled), HiQ calls Ashby's assessment.update with the
// org's Ashby API key. The changes are read from the documents by the webhooks' own rules, so
// every path that changes an interview reports alike. Each call is a document of `ashbyUpdates`
// (an outbox of the webhook deliveries' shape): sent on creation, retried on the webhooks' backoff
// by a job every minute, claimed under a lease so two runs never send one at once.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { runWith } from 'firebase-functions/v1';
import { appPaths } from '../../shared/contract/app-links';
import { collections } from '../../shared/contract/collections';
import type { AshbyUpdateDoc } from '../../shared/contract/collections';
import { ATS_MESSAGES as M } from '../../shared/messages/ats';
import { appLink } from '../../lib/config';
import { collectionRef, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { claimUnderLease, dueIds } from '../../lib/outbox-lease';
import type { LeaseMode, LeasePolicy } from '../../lib/outbox-lease';
import { dataOrSkip } from '../../lib/stored-document';
import { nextAttemptDelay, WEBHOOK_MAX_ATTEMPTS } from '../integrations/webhook-backoff';
import { interviewEvents, readWrite, reviewEvents } from '../integrations/webhook-event-rules';
import type { WebhookEmission } from '../integrations/webhook-event-rules';
import { ashbyKeyOf } from './ashby-connection';

/** Where Ashby's API is: https://api.ashbyhq.com in production, a stand-in under the emulators. */
const ASHBY_API_BASE = defineString('ASHBY_API_BASE', { default: 'https://api.ashbyhq.com' });
const ashbyBase = () => (process.env.ASHBY_API_BASE ?? ASHBY_API_BASE.value()).replace(/\/$/, '');

const LEASE_MS = 60_000;
const STALE_PENDING_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 10_000;
const RETRY_BATCH = 100;
/** gRPC status of a create over an existing document. */
const ALREADY_EXISTS = 6;

type Field = { identifier: string; label: string; type: 'string' | 'url'; value: string };
const statusField = (value: string): Field => ({
  identifier: 'status',
  label: 'Status',
  type: 'string',
  value,
});

/** The assessment.update body one event means (none for the events Ashby is not told of). */
function ashbyUpdateBody(
  emission: WebhookEmission,
  interviewId: string,
  at: number,
): Record<string, unknown> | null {
  const base = { assessment_id: interviewId, timestamp: at };
  const profile: Field = {
    identifier: 'review',
    label: 'Review in HiQ',
    type: 'url',
    value: appLink(appPaths.interviewReview(interviewId)),
  };
  switch (emission.type) {
    case 'interview.started':
      return { ...base, assessment_status: statusField(M.ashbyStatus.started) };
    case 'interview.completed':
      return {
        ...base,
        assessment_status: statusField(M.ashbyStatus.completed),
        assessment_profile_url: profile,
        assessment_result: {
          identifier: 'result',
          label: 'Result',
          type: 'string',
          value: M.ashbyStatus.completed,
        },
      };
    case 'review.decided':
      return {
        ...base,
        assessment_status: statusField(M.ashbyStatus.decided),
        assessment_profile_url: profile,
        assessment_result: {
          identifier: 'result',
          label: 'Decision',
          type: 'string',
          value: String(emission.data.decision),
        },
      };
    case 'interview.cancelled':
      return {
        ...base,
        cancelled_reason: {
          identifier: 'cancelled_reason',
          label: 'Cancelled',
          type: 'string',
          value: M.ashbyCancelled,
        },
      };
    default:
      return null;
  }
}

/**
 * Queues one update per event of an interview Ashby started; the ids derive from the trigger's
 * event id, so a trigger run twice for one change queues nothing twice.
 */
async function queueAshbyUpdates(
  interviewId: string,
  sourceEventId: string,
  emissions: WebhookEmission[],
): Promise<void> {
  if (emissions.length === 0) return;
  // A marker that does not read names no org to report for (logged); a retry would fail alike.
  const marker = dataOrSkip(await docRef(collections.ashbyAssessments, interviewId).get());
  if (!marker) return;
  for (const emission of emissions) {
    const body = ashbyUpdateBody(emission, interviewId, Date.now());
    if (!body) continue;
    const id = createHash('sha256')
      .update(`${sourceEventId}:${emission.type}`)
      .digest('hex')
      .slice(0, 40);
    const update: AshbyUpdateDoc = {
      orgId: marker.orgId,
      interviewId,
      payload: JSON.stringify(body),
      state: 'PENDING',
      attempts: 0,
      nextAttemptAt: null,
      leaseExpireTime: null,
      lastAttemptAt: null,
      responseStatus: null,
      error: null,
      createdAt: Timestamp.now(),
    };
    try {
      await docRef(collections.ashbyUpdates, id).create(update);
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
  }
}

const LEASE: LeasePolicy = {
  prefix: '',
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  leaseMs: LEASE_MS,
  stalePendingMs: STALE_PENDING_MS,
};

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

async function post(apiKey: string, payload: string): Promise<Outcome> {
  try {
    const res = await fetch(`${ashbyBase()}/assessment.update`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
        'Content-Type': 'application/json',
        Accept: 'application/json; version=1',
      },
      body: payload,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return { ok: res.ok, status: res.status, error: res.ok ? null : `HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, status: null, error: (error as Error).name || 'network error' };
  }
}

/** One attempt of one update, its outcome recorded on it. */
async function deliverAshbyUpdate(id: string, mode: LeaseMode, now = Date.now()): Promise<string> {
  const ref = docRef(collections.ashbyUpdates, id);
  const claimed = await claimUnderLease({
    ref,
    mode,
    now,
    policy: LEASE,
    leaseOf: (update) => update,
    unreadable: { error: M.ashbyUpdateUnreadable },
  });
  if (!claimed) return 'skipped';
  if (claimed === 'unreadable') return 'FAILED';
  const { data: update, attempts } = claimed;
  const apiKey = await ashbyKeyOf(update.orgId);
  const outcome: Outcome = apiKey
    ? await post(apiKey, update.payload)
    : { ok: false, status: null, error: M.ashbyKeyMissing };
  const delay = outcome.ok ? null : nextAttemptDelay(attempts);
  const state = outcome.ok ? 'SUCCESS' : delay === null ? 'FAILED' : 'ERROR';
  await ref.update({
    state,
    lastAttemptAt: Timestamp.now(),
    responseStatus: outcome.status,
    error: outcome.error,
    leaseExpireTime: null,
    nextAttemptAt: delay === null ? null : Timestamp.fromMillis(now + delay),
  });
  return state;
}

export const ashbyOnInterview = onDocumentWritten(
  { document: collections.interviews.doc('{interviewId}') },
  async (event) => {
    const { before, after } = readWrite(collections.interviews.schema, event.data);
    const { interviewId } = event.params;
    await queueAshbyUpdates(interviewId, event.id, interviewEvents(before, after, interviewId));
  },
);

export const ashbyOnReview = onDocumentWritten(
  { document: collections.reviews.doc('{interviewId}', '{reviewerUid}') },
  async (event) => {
    const { before, after } = readWrite(collections.reviews.schema, event.data);
    const { interviewId } = event.params;
    await queueAshbyUpdates(interviewId, event.id, reviewEvents(before, after, interviewId));
  },
);

/** `ashbyUpdates/{id}` created → its first attempt (retries belong to `retryAshbyUpdates`). */
export const sendAshbyUpdate = onDocumentCreated(
  { document: collections.ashbyUpdates.doc('{id}'), timeoutSeconds: 60 },
  async (event) => {
    const outcome = await deliverAshbyUpdate(event.params.id, 'first');
    logger.info(`ashby update ${event.params.id}: ${outcome}`);
  },
);

/** Every minute: updates whose backoff has passed, dead leases, ones the trigger missed. */
export const retryAshbyUpdates = runWith({ timeoutSeconds: 300 })
  .pubsub.schedule('every 1 minutes')
  .onRun(async () => {
    const now = Date.now();
    const ids = await dueIds(collectionRef(collections.ashbyUpdates), LEASE, now, RETRY_BATCH);
    for (let i = 0; i < ids.length; i += 10)
      await Promise.all(ids.slice(i, i + 10).map((id) => deliverAshbyUpdate(id, 'retry', now)));
    if (ids.length) logger.info('ashby update retry pass', { due: ids.length });
  });
