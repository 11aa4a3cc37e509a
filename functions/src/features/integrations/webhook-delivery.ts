// The webhook outbox: `webhookDeliveries/{id}` is created in the same write as the change it
// reports (or by the trigger that saw it), sent by `sendWebhook` on creation and by `retryWebhooks`
// after a failure, with the backoff of WEBHOOK_RETRY_DELAYS_MS. Each attempt claims the delivery
// under a lease in a transaction, so a duplicate trigger or a retry racing it never sends it twice
// at once; a receiver may still see a message again (at-least-once), always with its webhook-id.
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { runWith } from 'firebase-functions/v1';
import { WEBHOOK_DISABLE_AFTER_FAILURES } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { WebhookDeliveryDoc, WebhookDeliveryState } from '../../shared/contract/collections';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { claimUnderLease, dueIds } from '../../lib/outbox-lease';
import type { LeaseMode, LeasePolicy } from '../../lib/outbox-lease';
import { dataOrSkip } from '../../lib/stored-document';
import { composeMail } from '../../lib/mail/layout';
import { mailGreeting } from '../../lib/mail/greeting';
import { queueMail } from '../../lib/mail/queue';
import { nextAttemptDelay, WEBHOOK_MAX_ATTEMPTS } from './webhook-backoff';
import { sendSigned } from './webhook-send';
import type { SendResult, SignedMessage } from './webhook-send';
import { webhookGuardMode } from './webhook-url-guard';

/** An attempt that has not recorded its outcome after this long died with its instance. */
const LEASE_MS = 60_000;
/** A delivery still PENDING this long after it was queued never reached the trigger. */
const STALE_PENDING_MS = 2 * 60_000;
const RETRY_BATCH = 100;

const LEASE: LeasePolicy = {
  prefix: '',
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  leaseMs: LEASE_MS,
  stalePendingMs: STALE_PENDING_MS,
};

/** Claims a due delivery for one attempt, with the signed message its endpoint makes of it. */
function claim(id: string, mode: LeaseMode, now: number) {
  const ref = docRef(collections.webhookDeliveries, id);
  return claimUnderLease({
    ref,
    mode,
    now,
    policy: LEASE,
    leaseOf: (delivery) => delivery,
    unreadable: { error: M.webhookDeliveryUnreadable },
    prepare: async (tx, delivery, fail): Promise<Omit<SignedMessage, 'at'> | null> => {
      const endpointRef = docRef(collections.webhookEndpoints, delivery.orgId, delivery.endpointId);
      // An endpoint that does not read is as missing: the delivery fails.
      const endpoint = dataOrSkip(await tx.get(endpointRef));
      if (!endpoint) return fail(M.webhookNotFound);
      // A test message goes to a switched-off endpoint too: that is how an owner checks it first.
      if (!endpoint.enabled && delivery.eventType !== 'webhook.test')
        return fail(M.webhookEndpointOff);
      return {
        url: endpoint.url,
        secret: endpoint.secret,
        messageId: delivery.messageId,
        payload: delivery.payload,
      };
    },
  });
}

type Sender = (message: SignedMessage) => Promise<SendResult>;
const defaultSender: Sender = (message) => sendSigned(message, { mode: webhookGuardMode() });

interface DeliverOptions {
  mode?: LeaseMode;
  now?: number;
  send?: Sender;
}

/** One attempt of one delivery, its outcome recorded on it and on its endpoint. */
export async function deliverWebhook(
  id: string,
  options: DeliverOptions = {},
): Promise<'sent' | 'failed' | 'skipped'> {
  const now = options.now ?? Date.now();
  const claimed = await claim(id, options.mode ?? 'first', now);
  if (claimed === 'unreadable') return 'failed';
  if (!claimed) return 'skipped';
  const { data: delivery, attempts, extra: message } = claimed;
  const result = await (options.send ?? defaultSender)({ ...message, at: new Date() });
  await recordOutcome(id, { ...delivery, attempts }, result, now);
  return result.ok ? 'sent' : 'failed';
}

async function recordOutcome(
  id: string,
  delivery: WebhookDeliveryDoc,
  result: SendResult,
  now: number,
): Promise<void> {
  const ref = docRef(collections.webhookDeliveries, id);
  const endpointRef = docRef(collections.webhookEndpoints, delivery.orgId, delivery.endpointId);
  const delay = result.ok ? null : nextAttemptDelay(delivery.attempts);
  const state: WebhookDeliveryState = result.ok ? 'SUCCESS' : delay === null ? 'FAILED' : 'ERROR';
  await db.runTransaction(async (tx) => {
    const [deliverySnap, endpointSnap] = await Promise.all([tx.get(ref), tx.get(endpointRef)]);
    const endpoint = dataOrSkip(endpointSnap);
    // Owners of the org, read before any write: the transaction may have to mail them.
    const owners =
      endpoint && !result.ok && endpoint.enabled
        ? await tx.get(
            collectionRef(collections.members, delivery.orgId).where('role', '==', 'owner'),
          )
        : null;
    if (deliverySnap.exists)
      tx.update(ref, {
        state,
        lastAttemptAt: Timestamp.now(),
        responseStatus: result.status,
        durationMs: result.durationMs,
        error: result.error,
        leaseExpireTime: null,
        nextAttemptAt: delay === null ? null : Timestamp.fromMillis(now + delay),
      });
    if (!endpoint) return;
    if (result.ok) {
      if (endpoint.consecutiveFailures !== 0) tx.update(endpointRef, { consecutiveFailures: 0 });
      return;
    }
    const failures = endpoint.consecutiveFailures + 1;
    if (!endpoint.enabled || failures < WEBHOOK_DISABLE_AFTER_FAILURES) {
      tx.update(endpointRef, { consecutiveFailures: failures });
      return;
    }
    tx.update(endpointRef, {
      consecutiveFailures: failures,
      enabled: false,
      disabledReason: 'failures',
      updatedAt: Timestamp.now(),
    });
    for (const owner of owners?.docs ?? []) {
      // An owner whose member document does not read is not mailed (logged).
      const to = dataOrSkip(owner)?.email;
      if (!to) continue;
      queueMail(
        tx,
        composeMail({
          to,
          subject: M.webhookDisabledMail.subject,
          greeting: mailGreeting(),
          paragraphs: [M.webhookDisabledMail.body(endpoint.url, failures)],
        }),
      );
    }
    logger.warn('webhook endpoint switched off', {
      orgId: delivery.orgId,
      endpointId: delivery.endpointId,
      failures,
    });
  });
}

interface RetryReport {
  sent: string[];
  failed: string[];
  skipped: string[];
}

/** One pass of the retry job: failed deliveries now due, dead leases, ones the trigger missed. */
export async function retryWebhookDeliveries(
  options: { now?: number; send?: Sender } = {},
): Promise<RetryReport> {
  const now = options.now ?? Date.now();
  const ids = await dueIds(collectionRef(collections.webhookDeliveries), LEASE, now, RETRY_BATCH);
  const report: RetryReport = { sent: [], failed: [], skipped: [] };
  // A few at a time: one slow receiver (10 s) must not hold up every other endpoint's retries.
  for (let i = 0; i < ids.length; i += 10) {
    const outcomes = await Promise.all(
      ids
        .slice(i, i + 10)
        .map((id) => deliverWebhook(id, { mode: 'retry', now, send: options.send })),
    );
    outcomes.forEach((outcome, j) => report[outcome].push(ids[i + j]));
  }
  return report;
}

/** `webhookDeliveries/{id}` created → its first attempt (retries belong to `retryWebhooks`). */
export const sendWebhook = onDocumentCreated(
  { document: collections.webhookDeliveries.doc('{id}'), timeoutSeconds: 60 },
  async (event) => {
    const outcome = await deliverWebhook(event.params.id);
    logger.info(`webhook delivery ${event.params.id}: ${outcome}`);
  },
);

/**
 * Every minute: retry failed deliveries whose backoff has passed and send the ones a crash or a
 * lost event stranded. 1st-gen like the other jobs, so the emulator runs it from its Pub/Sub topic
 * (`firebase-schedule-retryWebhooks`).
 */
export const retryWebhooks = runWith({ timeoutSeconds: 300 })
  .pubsub.schedule('every 1 minutes')
  .onRun(async () => {
    const report = await retryWebhookDeliveries();
    if (report.sent.length + report.failed.length > 0)
      logger.info('webhook retry pass', {
        sent: report.sent.length,
        failed: report.failed.length,
        skipped: report.skipped.length,
      });
  });
