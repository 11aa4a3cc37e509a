// Where webhook events come from: the interview document's changes (scheduled, started, completed,
// cancelled, the candidate's data deleted by erasure or retention) and a review's decision. Reading
// them from the documents, not from each route, means every path that changes an interview (staff
// screens, the public API, the candidate, scheduled jobs) emits them alike.
import { createHash } from 'node:crypto';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { WebhookEvent } from '../../shared/constants/domain';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc, ReviewDoc, TimestampLike } from '../../shared/contract/collections';
import { collectionRef, db } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { messageIdFrom, queueDelivery, webhookPayload } from './webhooks';

interface WebhookEmission {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

const iso = (t: TimestampLike | undefined | null) => (t ? t.toDate().toISOString() : null);

/** The events one write of an interview document means (none for most writes). */
function interviewEvents(
  before: InterviewDoc | undefined,
  after: InterviewDoc | undefined,
  interviewId: string,
): WebhookEmission[] {
  if (!after) return [];
  const data = (extra: Record<string, unknown> = {}) => ({
    interviewId,
    status: after.status,
    scheduledFor: after.date,
    ...extra,
  });
  const events: WebhookEmission[] = [];
  if (!before && after.status === 'scheduled')
    events.push({ type: 'interview.scheduled', data: data() });
  if (before && !before.consentedAt && after.consentedAt)
    events.push({
      type: 'interview.started',
      data: data({ startedAt: iso(after.consentedAt) }),
    });
  if (before && before.status !== 'completed' && after.status === 'completed')
    events.push({
      type: 'interview.completed',
      data: data({ completedAt: iso(after.completedAt) }),
    });
  if (before && before.status !== 'cancelled' && after.status === 'cancelled')
    events.push({
      type: 'interview.cancelled',
      data: data({ cancelledAt: iso(after.cancelledAt) }),
    });
  if (before && !before.purgedAt && after.purgedAt)
    events.push({
      type: 'candidate.data_deleted',
      data: {
        interviewId,
        reason: after.erasedAt ? 'erasure' : 'retention',
        deletedAt: iso(after.purgedAt),
      },
    });
  return events;
}

/** The event a write of a review means: a decision made or changed. */
function reviewEvents(
  before: ReviewDoc | undefined,
  after: ReviewDoc | undefined,
  interviewId: string,
): WebhookEmission[] {
  if (!after?.decision || before?.decision === after.decision) return [];
  return [
    {
      type: 'review.decided',
      data: { interviewId, decision: after.decision, decidedAt: iso(after.updatedAt) },
    },
  ];
}

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
      if (!(endpoint.get('events') as string[]).includes(emission.type)) continue;
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
    const before = event.data?.before.exists
      ? collections.interviews.schema.safeParse(event.data.before.data()).data
      : undefined;
    const after = event.data?.after.exists
      ? collections.interviews.schema.safeParse(event.data.after.data()).data
      : undefined;
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
    const parse = (data: unknown) => collections.reviews.schema.safeParse(data).data;
    const before = event.data?.before.exists ? parse(event.data.before.data()) : undefined;
    const after = event.data?.after.exists ? parse(event.data.after.data()) : undefined;
    const { interviewId } = event.params;
    const emissions = reviewEvents(before, after, interviewId);
    if (emissions.length === 0) return;
    const interview = await db.doc(collections.interviews.doc(interviewId)).get();
    const orgId = interview.get('orgId') as string | undefined;
    if (!orgId) return;
    await emitWebhookEvents(orgId, event.id, emissions);
  },
);
