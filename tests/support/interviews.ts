// Interviews for candidate tests, written with the admin SDK through the one record builder.
import { randomUUID } from 'node:crypto';
import { buildInterviewRecord } from '../../functions/src/features/interviews/interview-record';
import type { InterviewQuestion } from '../../functions/src/features/interviews/interview-record';
import type { InterviewStatus, InterviewType } from '../../functions/src/shared/constants';
import { adminDb } from './admin';

export const defaultQuestions: InterviewQuestion[] = [
  { id: 'q1', text: 'Tell us about yourself.', hint: 'Your background in two minutes.' },
  { id: 'q2', text: 'Describe a project you are proud of.' },
];

export interface TestInterview {
  id: string;
  sessionId: string;
  orgId: string;
}

export async function createTestInterview(
  options: {
    orgId?: string;
    orgName?: string;
    status?: InterviewStatus;
    type?: InterviewType;
    questions?: InterviewQuestion[];
    candidateName?: string;
  } = {},
): Promise<TestInterview> {
  const orgId = options.orgId ?? `org-${randomUUID().slice(0, 8)}.test`;
  const record = buildInterviewRecord(
    {
      candidateName: options.candidateName ?? 'Casey Candidate',
      candidateEmail: `casey-${randomUUID().slice(0, 6)}@example.test`,
      type: options.type ?? 'technical',
      level: 'mid',
      date: new Date(Date.now() + 3_600_000).toISOString(),
      scheduledTime: new Date(Date.now() + 3_600_000).toISOString().slice(0, 16),
    },
    {
      orgId,
      orgName: options.orgName ?? 'Acme Test Corp',
      createdBy: 'test-staff',
      questions: options.questions ?? defaultQuestions,
      status: options.status,
    },
  );
  const ref = adminDb.collection('interviews').doc();
  await ref.set(record);
  return { id: ref.id, sessionId: record.sessionId, orgId };
}
