// Interviews for tests, written with the admin SDK through the one record builder (so they carry
// the dashboard's sort keys, like the ones the API writes).
import { randomUUID } from 'node:crypto';
import { collections, documents } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import type { endpoints } from '@shared/contract/endpoints';
import { buildInterviewRecord } from '../../functions/src/features/interviews/interview-record';
import type { InterviewQuestion } from '../../functions/src/features/interviews/interview-record';
import type {
  InterviewLevel,
  InterviewStatus,
  InterviewType,
} from '../../functions/src/shared/constants/domain';
import { adminDb, collectionRef, docRef } from './admin';

type ScheduleBody = RequestOf<typeof endpoints.scheduleInterview>;

/**
 * A body POST /api/interviews accepts, as the contract types it (for `callEndpoint`): a fresh
 * candidate address, two days ahead.
 */
export function scheduleBody(over: Partial<ScheduleBody> = {}): ScheduleBody {
  const date = new Date(Date.now() + 48 * 60 * 60_000).toISOString();
  return {
    candidateName: 'Ada Lovelace',
    candidateEmail: `cand-${randomUUID().slice(0, 8)}@example-corp.test`,
    type: 'technical',
    level: 'senior',
    scheduledTime: date.slice(0, 16),
    date,
    ...over,
  };
}

/** The same body with any field replaced by anything: what the contract cannot type (`callApi`). */
export function schedulePayload(over: Record<string, unknown> = {}) {
  return { ...scheduleBody(), ...over };
}

export const defaultQuestions: InterviewQuestion[] = [
  { id: 'q1', text: 'Tell us about yourself.', hint: 'Your background in two minutes.' },
  { id: 'q2', text: 'Describe a project you are proud of.' },
];

export interface TestInterview {
  id: string;
  sessionId: string;
  orgId: string;
}

export interface TestInterviewOptions {
  orgId?: string;
  orgName?: string;
  status?: InterviewStatus;
  type?: InterviewType;
  level?: InterviewLevel;
  questions?: InterviewQuestion[];
  candidateName?: string;
  candidateEmail?: string;
  /** ISO timestamp; default an hour from now. */
  date?: string;
  /** The follow-ups the interview may ask in all (absent: scheduled before follow-ups). */
  maxFollowUps?: number;
}

function testRecord(options: TestInterviewOptions, orgId: string) {
  const date = options.date ?? new Date(Date.now() + 3_600_000).toISOString();
  const { maxFollowUps } = options;
  const record = buildInterviewRecord(
    {
      candidateName: options.candidateName ?? 'Casey Candidate',
      candidateEmail: options.candidateEmail ?? `casey-${randomUUID().slice(0, 6)}@example.test`,
      type: options.type ?? 'technical',
      level: options.level ?? 'mid',
      date,
      scheduledTime: date.slice(0, 16),
    },
    {
      orgId,
      orgName: options.orgName ?? 'Acme Test Corp',
      createdBy: 'test-staff',
      questions: options.questions ?? defaultQuestions,
      status: options.status,
    },
  );
  return maxFollowUps === undefined ? record : { ...record, maxFollowUps };
}

export async function createTestInterview(
  options: TestInterviewOptions = {},
): Promise<TestInterview> {
  const orgId = options.orgId ?? `org-${randomUUID().slice(0, 8)}.test`;
  const record = testRecord(options, orgId);
  const ref = collectionRef(collections.interviews).doc();
  await ref.set(record);
  return { id: ref.id, sessionId: record.sessionId, orgId };
}

/** Many interviews of one org in one batch (≤ 500). */
export async function createTestInterviews(
  orgId: string,
  list: Omit<TestInterviewOptions, 'orgId'>[],
): Promise<TestInterview[]> {
  const batch = adminDb.batch();
  const created = list.map((options) => {
    const record = testRecord(options, orgId);
    const ref = collectionRef(collections.interviews).doc();
    batch.set(ref, record);
    return { id: ref.id, sessionId: record.sessionId, orgId };
  });
  await batch.commit();
  return created;
}

/** orgs/{orgId}/stats/interviews, kept by the countInterviews trigger (zeros when absent). */
export interface InterviewCounters {
  total: number;
  scheduled: number;
  completed: number;
  cancelled: number;
}

export async function interviewCounters(orgId: string): Promise<InterviewCounters> {
  const data = (await docRef(documents.interviewCounters, orgId).get()).data();
  return {
    total: data?.total ?? 0,
    scheduled: data?.scheduled ?? 0,
    completed: data?.completed ?? 0,
    cancelled: data?.cancelled ?? 0,
  };
}

/**
 * Waits until the org's counters include `expected` (the trigger runs a moment after a write);
 * throws with the last counters read if they never do.
 */
export async function waitForCounters(
  orgId: string,
  expected: Partial<InterviewCounters>,
  timeoutMs = 60_000,
): Promise<InterviewCounters> {
  const deadline = Date.now() + timeoutMs;
  const matches = (c: InterviewCounters) =>
    Object.entries(expected).every(([k, v]) => c[k as keyof InterviewCounters] === v);
  for (;;) {
    const last = await interviewCounters(orgId);
    if (matches(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `the counters of ${orgId} are ${JSON.stringify(last)}, never ${JSON.stringify(expected)}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}
