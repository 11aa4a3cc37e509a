// Scheduling an interview from a question set an ATS names, as POST /v1/interviews does (the same
// checks, invitation and idempotency records); what the ATS adapters share.
import type { ScheduleInterviewInput } from '../../shared/schemas/interviews';
import { scheduleInterviewSchema } from '../../shared/schemas/interviews';
import type { ApiKeyCaller } from '../../lib/api-key-auth';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { parse } from '../../lib/validate';
import { listV1QuestionSets } from '../v1/question-sets';
import { createV1Interview } from '../v1/write-interviews';

/**
 * The position an org's own set is scheduled as: an ATS names only the test, and an org's set is
 * made for no one type and level (a library set is, and keeps its own).
 */
const ORG_SET_POSITION = { type: 'technical', level: 'mid' } as const;

export interface SetSending {
  setId: string;
  candidateName: string;
  candidateEmail: string;
  /** Names one sending: a retry with it answers the interview made first. */
  idempotencyKey: string;
  /** What a retry must repeat; other details under the same key are 409. */
  request: unknown;
  /** The 404 for a set the org does not have, and the 409 for a key reused differently. */
  messages: { setNotFound: string; sentAgainDifferently: string };
}

/** Schedules the interview, starting now, and mails the candidate their link (once). */
export async function scheduleFromSet(
  key: ApiKeyCaller,
  sending: SetSending,
): Promise<{ interviewId: string; created: boolean }> {
  const sets = await listV1QuestionSets(key.orgId);
  const set = sets.find((s) => s.id === sending.setId);
  if (!set) throw notFound(sending.messages.setNotFound);
  const toSchedule = (): ScheduleInterviewInput => {
    const now = new Date();
    return parse(scheduleInterviewSchema, {
      candidateName: sending.candidateName,
      candidateEmail: sending.candidateEmail,
      ...(set.position ?? ORG_SET_POSITION),
      scheduledTime: now.toISOString().slice(0, 16),
      date: now.toISOString(),
      questionSetId: set.id,
    });
  };
  try {
    const { interview, created } = await createV1Interview(
      key,
      sending.idempotencyKey,
      sending.request,
      toSchedule,
    );
    return { interviewId: interview.id, created };
  } catch (error) {
    // The v1 message speaks of an Idempotency-Key header, which an ATS never sends.
    if (error instanceof HttpError && error.status === 409)
      throw conflict(sending.messages.sentAgainDifferently);
    throw error;
  }
}
