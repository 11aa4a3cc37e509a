import type { InterviewJson } from '../../shared/contract/endpoints/interviews';
import type { ScheduleInterviewInput } from '../../shared/schemas/interviews';
import { db } from '../../lib/firebase';
import { queueMail } from '../mail/queue';
import { buildInterviewRecord } from './interview-record';
import { mailFacts } from './interview-link';
import { invitationMail } from './mails';
import { questionsFor } from './questions';

/**
 * Schedules an interview: questions snapshotted for its type and level, and the candidate's
 * invitation (link, readable time, .ics) queued in the same batch.
 */
export async function scheduleInterview(
  scheduler: { orgId: string; uid: string },
  input: ScheduleInterviewInput,
): Promise<InterviewJson> {
  const { orgId } = scheduler;
  // Two independent reads: one round trip, not two.
  const [questions, org] = await Promise.all([
    questionsFor(input.type, input.level),
    db.doc(`orgs/${orgId}`).get(),
  ]);
  const ref = db.collection('interviews').doc();
  const orgName = typeof org.get('name') === 'string' ? (org.get('name') as string) : orgId;
  const record = buildInterviewRecord(
    {
      candidateName: input.candidateName,
      candidateEmail: input.candidateEmail,
      type: input.type,
      level: input.level,
      date: new Date(input.date).toISOString(),
      scheduledTime: input.scheduledTime,
    },
    { orgId, orgName, createdBy: scheduler.uid, questions },
  );
  // One batch, no transaction: nothing read here is changed by it, so there is nothing to lock.
  const batch = db.batch();
  batch.create(ref, record);
  queueMail(batch, invitationMail(mailFacts(ref.id, record)));
  await batch.commit();
  const { createdAt: _c, updatedAt: _u, sortKeys: _s, ...rest } = record;
  const now = new Date().toISOString();
  return { id: ref.id, ...rest, createdAt: now, updatedAt: now };
}
