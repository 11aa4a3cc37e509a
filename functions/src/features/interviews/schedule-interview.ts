import { Timestamp } from 'firebase-admin/firestore';
import type { WriteBatch } from 'firebase-admin/firestore';
import type { InterviewJson } from '../../shared/contract/endpoints/interviews';
import type { ScheduleInterviewInput } from '../../shared/schemas/interviews';
import type { OrgSettings } from '../../shared/schemas/team';
import { collectionRef, db } from '../../lib/firebase';
import { linkExpiryAfter } from '../../lib/link-expiry';
import { purgeAtFor } from '../../lib/retention';
import { librarySetId } from '../../shared/constants/ids';
import { FOLLOW_UPS_PER_INTERVIEW } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import { scheduleInterviewSchema } from '../../shared/schemas/interviews';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import { buildInterviewRecord } from './interview-record';
import { mailFacts } from './interview-link';
import { invitationMail } from './mails';
import { snapshotQuestionSet } from './questions';
import type { QuestionSetSnapshot } from './questions';

/** The set a schedule request names: its questionSetId, else the library set of its type and level. */
const questionSetIdOf = (input: ScheduleInterviewInput) =>
  input.questionSetId ?? librarySetId(input.type, input.level);

/**
 * Starts reading the request's question set before the caller's membership is known: it depends
 * on the body and the org the caller's token names, so the read runs alongside the membership
 * check instead of after it (membership then confirms that org; another org's set is never read
 * for a member). Null when the body is not a valid request (its validation answers) or the token
 * names no org.
 */
export function prefetchQuestions(
  body: unknown,
  orgId: string | null | undefined,
): Promise<QuestionSetSnapshot> | null {
  const parsed = scheduleInterviewSchema.safeParse(body);
  if (!parsed.success || !orgId) return null;
  const read = snapshotQuestionSet(orgId, questionSetIdOf(parsed.data));
  // Awaited by the handler if the caller turns out to be a member; otherwise nobody waits for it.
  read.catch(() => undefined);
  return read;
}

/**
 * An interview scheduled with an API key (the public API): the key is recorded on it, and the
 * caller's own writes (its idempotency record) commit in the same batch, so that either both are
 * stored or neither is.
 */
export interface ScheduledWithApiKey {
  apiKeyId: string;
  alongside: (batch: WriteBatch, interviewId: string) => void;
}

/**
 * Schedules an interview: the questions of its set snapshotted (`questions`: a read already under
 * way, see prefetchQuestions), with the candidate's extra time, and the candidate's invitation
 * (link, readable time, .ics) queued in the same batch. The org's recording mode, retention and
 * link expiry are copied as they are now: a later change of the settings leaves what this
 * candidate was told (and their link) as it was.
 */
export async function scheduleInterview(
  scheduler: { orgId: string; orgName: string; uid: string; settings: OrgSettings },
  input: ScheduleInterviewInput,
  questions: Promise<QuestionSetSnapshot> = snapshotQuestionSet(
    scheduler.orgId,
    questionSetIdOf(input),
  ),
  withApiKey?: ScheduledWithApiKey,
): Promise<InterviewJson> {
  const { orgId, orgName, settings } = scheduler;
  const { questions: snapshotted, questionSetId, questionSetName } = await questions;
  const ref = collectionRef(collections.interviews).doc();
  const date = new Date(input.date).toISOString();
  const linkExpiresAt = linkExpiryAfter(date, settings.linkExpiryDays);
  const record = {
    ...buildInterviewRecord(
      {
        candidateName: input.candidateName,
        candidateEmail: input.candidateEmail,
        type: input.type,
        level: input.level,
        date,
        scheduledTime: input.scheduledTime,
      },
      {
        orgId,
        orgName,
        createdBy: scheduler.uid,
        questions: snapshotted,
        design: { questionSetId, questionSetName, extraTime: input.extraTime },
      },
    ),
    ...(withApiKey ? { createdByApiKey: withApiKey.apiKeyId } : {}),
    recordingMode: settings.recordingMode,
    retentionDays: settings.retentionDays,
    aiAssist: settings.aiAssist,
    // The org's switch as it is now: off asks none in this interview, whatever its set says.
    maxFollowUps: settings.followUps ? FOLLOW_UPS_PER_INTERVIEW : 0,
    linkExpiresAt: Timestamp.fromDate(linkExpiresAt),
    // Never finished (abandoned, or never started) is deleted after the same days from the link's
    // expiry; completing or cancelling moves this to that moment.
    purgeAt: purgeAtFor(settings.retentionDays, linkExpiresAt.getTime()),
  };
  // One batch, no transaction: the interview keeps a copy of the set as it was read, so an edit or
  // an archive of the set committing meanwhile changes nothing this writes.
  const batch = db.batch();
  batch.create(ref, record);
  queueMail(batch, invitationMail(mailFacts(ref.id, record)), [mailAbout.interview(ref.id)]);
  withApiKey?.alongside(batch, ref.id);
  await batch.commit();
  const { createdAt: _c, updatedAt: _u, sortKeys: _s, purgeAt, ...rest } = record;
  const now = new Date().toISOString();
  return {
    id: ref.id,
    ...rest,
    linkExpiresAt: linkExpiresAt.toISOString(),
    purgeAt: purgeAt.toDate().toISOString(),
    createdAt: now,
    updatedAt: now,
  };
}
