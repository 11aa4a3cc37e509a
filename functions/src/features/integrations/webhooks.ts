// An org's webhook endpoints: owners create them (the signing secret answered once), change their
// events and description, switch them on and off, delete them, send a test message and send a
// delivery again; every member lists them and their delivery logs.
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { WEBHOOK_TEST_EVENT } from '../../shared/constants/domain';
import type { WebhookEvent } from '../../shared/constants/domain';
import {
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_DELIVERY_KEPT_MS,
  WEBHOOK_ENDPOINTS_MAX,
} from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { WebhookDeliveryDoc, WebhookEndpointDoc } from '../../shared/contract/collections';
import type {
  WebhookDeliveryView,
  WebhookView,
} from '../../shared/contract/endpoints/integrations';
import type { UpdateWebhookSchema } from '../../shared/schemas/api-keys';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import type { z } from '../../shared/schemas/zod';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { dataOrSkip } from '../../lib/stored-document';
import { isoOrNull } from '../../lib/iso-time';
import { webhookGuardMode, webhookUrlProblem } from './webhook-url-guard';

const endpointView = (id: string, e: WebhookEndpointDoc): WebhookView => ({
  id,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  disabledReason: e.disabledReason,
  createdByName: e.createdByName,
  createdAt: isoOrNull(e.createdAt)!,
});

const deliveryView = (id: string, d: WebhookDeliveryDoc): WebhookDeliveryView => ({
  id,
  messageId: d.messageId,
  eventType: d.eventType,
  state: d.state,
  attempts: d.attempts,
  createdAt: isoOrNull(d.createdAt)!,
  lastAttemptAt: isoOrNull(d.lastAttemptAt),
  nextAttemptAt: isoOrNull(d.nextAttemptAt),
  responseStatus: d.responseStatus,
  durationMs: d.durationMs,
  error: d.error,
});

/** A Standard Webhooks signing secret: `whsec_` and base64 of 32 random bytes. */
const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** `msg_` and 24 hex characters: from a seed (a trigger's event id) or random. */
export const messageIdFrom = (seed: string = randomBytes(16).toString('hex')) =>
  `msg_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;

/** The body of a message: the Standard Webhooks envelope around thin data (ids, status, times). */
export const webhookPayload = (type: string, data: Record<string, unknown>, at = new Date()) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

export async function listWebhooks(orgId: string): Promise<WebhookView[]> {
  const snap = await collectionRef(collections.webhookEndpoints, orgId)
    .orderBy('createdAt', 'asc')
    .get();
  return snap.docs.flatMap((doc) => {
    const endpoint = dataOrSkip(doc);
    return endpoint ? [endpointView(doc.id, endpoint)] : [];
  });
}

export async function createWebhook(
  creator: { orgId: string; uid: string; name: string },
  input: { url: string; events: WebhookEvent[]; description: string },
): Promise<{ endpoint: WebhookView; secret: string }> {
  const problem = await webhookUrlProblem(input.url, webhookGuardMode());
  if (problem) throw badRequest(problem);
  const all = collectionRef(collections.webhookEndpoints, creator.orgId);
  const ref = all.doc();
  const now = Timestamp.now();
  const endpoint: WebhookEndpointDoc = {
    url: input.url,
    description: input.description,
    events: input.events,
    enabled: true,
    disabledReason: null,
    secret: newSigningSecret(),
    consecutiveFailures: 0,
    createdByUid: creator.uid,
    createdByName: creator.name,
    createdAt: now,
    updatedAt: now,
  };
  await db.runTransaction(async (tx) => {
    const count = (await tx.get(all.count())).data().count;
    if (count >= WEBHOOK_ENDPOINTS_MAX) throw conflict(M.webhookTooMany(WEBHOOK_ENDPOINTS_MAX));
    tx.create(ref, endpoint);
  });
  return { endpoint: endpointView(ref.id, endpoint), secret: endpoint.secret };
}

async function endpointOf(orgId: string, id: string) {
  const snap = await docRef(collections.webhookEndpoints, orgId, id).get();
  const endpoint = snap.exists ? dataOrSkip(snap) : undefined;
  if (!endpoint) throw notFound(M.webhookNotFound);
  return { snap, endpoint };
}

export async function updateWebhook(
  orgId: string,
  id: string,
  change: z.output<typeof UpdateWebhookSchema>,
): Promise<WebhookView> {
  const ref = docRef(collections.webhookEndpoints, orgId, id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const endpoint = snap.exists ? dataOrSkip(snap) : undefined;
    if (!endpoint) throw notFound(M.webhookNotFound);
    const next: WebhookEndpointDoc = { ...endpoint, updatedAt: Timestamp.now() };
    if (change.events) next.events = change.events;
    if (change.description !== undefined) next.description = change.description;
    if (change.enabled === true && !endpoint.enabled) {
      // On again: its past failures no longer count towards switching it off.
      Object.assign(next, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
    } else if (change.enabled === false && endpoint.enabled) {
      Object.assign(next, { enabled: false, disabledReason: 'owner' });
    }
    tx.set(ref, next);
    return endpointView(id, next);
  });
}

export async function deleteWebhook(orgId: string, id: string): Promise<void> {
  await endpointOf(orgId, id);
  await docRef(collections.webhookEndpoints, orgId, id).delete();
  // Its log goes with it; queued deliveries find no endpoint and end as failed.
  const deliveries = await collectionRef(collections.webhookDeliveries)
    .where('endpointId', '==', id)
    .where('orgId', '==', orgId)
    .get();
  const writer = db.bulkWriter();
  for (const doc of deliveries.docs) void writer.delete(doc.ref);
  await writer.close();
}

/** A new delivery document, in the caller's write: the outbox trigger sends it. */
export function queueDelivery(
  tx: Transaction | WriteBatch,
  delivery: {
    orgId: string;
    endpointId: string;
    messageId: string;
    eventType: string;
    payload: string;
  },
  id?: string,
): { id: string; doc: WebhookDeliveryDoc } {
  const all = collectionRef(collections.webhookDeliveries);
  const ref = id ? all.doc(id) : all.doc();
  const now = Timestamp.now();
  const doc: WebhookDeliveryDoc = {
    ...delivery,
    state: 'PENDING',
    attempts: 0,
    nextAttemptAt: null,
    leaseExpireTime: null,
    lastAttemptAt: null,
    responseStatus: null,
    durationMs: null,
    error: null,
    createdAt: now,
    expiresAt: Timestamp.fromMillis(now.toMillis() + WEBHOOK_DELIVERY_KEPT_MS),
  };
  tx.create(ref, doc);
  return { id: ref.id, doc };
}

export async function sendTestEvent(orgId: string, id: string): Promise<WebhookDeliveryView> {
  await endpointOf(orgId, id);
  const batch = db.batch();
  const queued = queueDelivery(batch, {
    orgId,
    endpointId: id,
    messageId: messageIdFrom(),
    eventType: WEBHOOK_TEST_EVENT,
    payload: webhookPayload(WEBHOOK_TEST_EVENT, { endpointId: id }),
  });
  await batch.commit();
  return deliveryView(queued.id, queued.doc);
}

export async function listDeliveries(orgId: string, id: string): Promise<WebhookDeliveryView[]> {
  await endpointOf(orgId, id);
  const snap = await collectionRef(collections.webhookDeliveries)
    .where('orgId', '==', orgId)
    .where('endpointId', '==', id)
    .orderBy('createdAt', 'desc')
    .limit(WEBHOOK_DELIVERIES_SHOWN)
    .get();
  return snap.docs.flatMap((doc) => {
    const delivery = dataOrSkip(doc);
    return delivery ? [deliveryView(doc.id, delivery)] : [];
  });
}

/** The same message (same webhook-id and body) queued again as a new delivery. */
export async function resendDelivery(
  orgId: string,
  id: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  await endpointOf(orgId, id);
  const snap = await docRef(collections.webhookDeliveries, deliveryId).get();
  const original = snap.exists ? dataOrSkip(snap) : undefined;
  if (!original || original.orgId !== orgId || original.endpointId !== id)
    throw notFound(M.webhookDeliveryNotFound);
  if (original.state !== 'SUCCESS' && original.state !== 'FAILED')
    throw conflict(M.webhookDeliveryInProgress);
  const batch = db.batch();
  const queued = queueDelivery(batch, {
    orgId,
    endpointId: id,
    messageId: original.messageId,
    eventType: original.eventType,
    payload: original.payload,
  });
  await batch.commit();
  return deliveryView(queued.id, queued.doc);
}
