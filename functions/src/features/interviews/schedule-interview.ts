import type { InterviewJson } from '../../shared/contract/endpoints/interviews';
import type { ScheduleInterviewInput } from '../../shared/schemas/interviews';
import { collectionRef, db } from '../../lib/firebase';
import { collections } from '../../shared/contract/collections';
import { scheduleInterviewSchema } from '../../shared/schemas/interviews';
import { queueMail } from '../mail/queue';
import { buildInterviewRecord } from './interview-record';
import type { InterviewQuestion } from './interview-record';
import { mailFacts } from './interview-link';
import { invitationMail } from './mails';
import { questionsFor } from './questions';

/**
 * Starts reading the questions for a schedule request's type and level, before the caller's
 * membership is known: they depend on the body alone, so the read runs alongside the membership
 * check instead of after it. Null when the body is not a valid request (its validation answers).
 */
export function prefetchQuestions(body: unknown): Promise<InterviewQuestion[]> | null {
  const parsed = scheduleInterviewSchema.safeParse(body);
  if (!parsed.success) return null;
  const read = questionsFor(parsed.data.type, parsed.data.level);
  // Awaited by the handler if the caller turns out to be a member; otherwise nobody waits for it.
  read.catch(() => undefined);
  return read;
}

/**
 * Schedules an interview: questions snapshotted for its type and level (`questions`: a read
 * already under way, see prefetchQuestions), and the candidate's invitation (link, readable time,
 * .ics) queued in the same batch.
 */
export async function scheduleInterview(
  scheduler: { orgId: string; orgName: string; uid: string },
  input: ScheduleInterviewInput,
  questions: Promise<InterviewQuestion[]> = questionsFor(input.type, input.level),
): Promise<InterviewJson> {
  const { orgId, orgName } = scheduler;
  const ref = collectionRef(collections.interviews).doc();
  const record = buildInterviewRecord(
    {
      candidateName: input.candidateName,
      candidateEmail: input.candidateEmail,
      type: input.type,
      level: input.level,
      date: new Date(input.date).toISOString(),
      scheduledTime: input.scheduledTime,
    },
    { orgId, orgName, createdBy: scheduler.uid, questions: await questions },
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
