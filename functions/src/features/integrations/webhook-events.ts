// Where webhook events come from: the interview document's changes (scheduled, started, completed,
// cancelled, the candidate's data deleted by erasure or retention) and a review's decision. Reading
// them from the documents, not from each route, means every path that changes an interview (staff
// screens, the public API, the candidate, scheduled jobs) emits them alike.
import { createHash } from 'node:crypto';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { dataOrSkip } from '../../lib/stored-document';
import { interviewEvents, readWrite, reviewEvents } from './webhook-event-rules';
import type { WebhookEmission } from './webhook-event-rules';
import { messageIdFrom, queueDelivery, webhookPayload } from './webhooks';

/** gRPC status of a create over an existing document. */
const ALREADY_EXISTS = 6;

/**
 * Queues each event for each of the org's endpoints that is on and subscribed to it. The ids are
 * derived from the trigger's event id, so a trigger run twice for one change queues nothing twice.
 */
async function emitWebhookEvents(
  orgId: string,
  sourceEventId: string,
  emissions: WebhookEmission[],
): Promise<number> {
  if (emissions.length === 0) return 0;
  const endpoints = await collectionRef(collections.webhookEndpoints, orgId)
    .where('enabled', '==', true)
    .get();
  let queued = 0;
  for (const emission of emissions) {
    const seed = `${sourceEventId}:${emission.type}`;
    const messageId = messageIdFrom(seed);
    const payload = webhookPayload(emission.type, emission.data);
    for (const endpoint of endpoints.docs) {
      // An endpoint that does not read as one is sent nothing (logged).
      if (!dataOrSkip(endpoint)?.events.includes(emission.type)) continue;
      const id = createHash('sha256').update(`${seed}:${endpoint.id}`).digest('hex').slice(0, 40);
      const batch = db.batch();
      queueDelivery(
        batch,
        { orgId, endpointId: endpoint.id, messageId, eventType: emission.type, payload },
        id,
      );
      try {
        await batch.commit();
        queued += 1;
      } catch (error) {
        if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      }
    }
  }
  return queued;
}

export const webhooksOnInterview = onDocumentWritten(
  { document: collections.interviews.doc('{interviewId}') },
  async (event) => {
    const { before, after } = readWrite(collections.interviews.schema, event.data);
    const orgId = after?.orgId ?? before?.orgId;
    if (!orgId) return;
    const emissions = interviewEvents(before, after, event.params.interviewId);
    const queued = await emitWebhookEvents(orgId, event.id, emissions);
    if (queued > 0) logger.info('webhook events queued', { orgId, queued });
  },
);

export const webhooksOnReview = onDocumentWritten(
  { document: collections.reviews.doc('{interviewId}', '{reviewerUid}') },
  async (event) => {
    const { before, after } = readWrite(collections.reviews.schema, event.data);
    const { interviewId } = event.params;
    const emissions = reviewEvents(before, after, interviewId);
    if (emissions.length === 0) return;
    // An interview that does not read as one names no org to tell (logged); no retry would help.
    const interview = dataOrSkip(await docRef(collections.interviews, interviewId).get());
    const orgId = interview?.orgId;
    if (!orgId) return;
    await emitWebhookEvents(orgId, event.id, emissions);
  },
);
