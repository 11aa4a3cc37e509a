// Which webhook events a write means: pure rules over a document's before and after, so they can
// be tested without Firestore.
import type { WebhookEvent } from '../../shared/constants/domain';
import type { InterviewDoc, ReviewDoc } from '../../shared/contract/collections';
import { isoOrNull } from '../../lib/iso-time';

/** A trigger's change as Firestore hands it over: the document before and after the write. */
interface Written {
  before: { exists: boolean; data(): unknown };
  after: { exists: boolean; data(): unknown };
}

/**
 * The document before and after a write, each read through its collection's schema: a side that
 * did not exist, or does not read as the schema says, is undefined (and so means no event).
 */
export function readWrite<T>(
  schema: { safeParse(data: unknown): { data?: T } },
  change: Written | undefined,
): { before: T | undefined; after: T | undefined } {
  const read = (side: Written['before'] | undefined) =>
    side?.exists ? schema.safeParse(side.data()).data : undefined;
  return { before: read(change?.before), after: read(change?.after) };
}

export interface WebhookEmission {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/** The events one write of an interview document means (none for most writes). */
export function interviewEvents(
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
      data: data({ startedAt: isoOrNull(after.consentedAt) }),
    });
  if (before && before.status !== 'completed' && after.status === 'completed')
    events.push({
      type: 'interview.completed',
      data: data({ completedAt: isoOrNull(after.completedAt) }),
    });
  if (before && before.status !== 'cancelled' && after.status === 'cancelled')
    events.push({
      type: 'interview.cancelled',
      data: data({ cancelledAt: isoOrNull(after.cancelledAt) }),
    });
  if (before && !before.purgedAt && after.purgedAt)
    events.push({
      type: 'candidate.data_deleted',
      data: {
        interviewId,
        reason: after.erasedAt ? 'erasure' : 'retention',
        deletedAt: isoOrNull(after.purgedAt),
      },
    });
  return events;
}

/** The event a write of a review means: a decision made or changed. */
export function reviewEvents(
  before: ReviewDoc | undefined,
  after: ReviewDoc | undefined,
  interviewId: string,
): WebhookEmission[] {
  if (!after?.decision || before?.decision === after.decision) return [];
  return [
    {
      type: 'review.decided',
      data: { interviewId, decision: after.decision, decidedAt: isoOrNull(after.updatedAt) },
    },
  ];
}
