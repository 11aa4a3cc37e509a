// Stored documents as the web SDK reads them, for tests of the screens' data modules.
import { Timestamp } from 'firebase/firestore';

export const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** A query's document: its id and stored fields. */
export const storedDoc = (id: string, data: Record<string, unknown>) => ({ id, data: () => data });

/** A scheduled interview's stored fields. */
export const storedInterview = (over: Record<string, unknown> = {}) => ({
  orgId: 'acme.test',
  orgName: 'Acme',
  candidateName: 'Ada Lovelace',
  candidateEmail: 'ada@example.test',
  type: 'technical',
  level: 'mid',
  date: '2030-01-01T10:00:00.000Z',
  scheduledTime: '10:00',
  sortKeys: { candidate: 'ada lovelace', level: 2 },
  status: 'scheduled',
  sessionId: 'session-1',
  questions: [{ id: 'q1', text: 'Tell us about a project.' }],
  createdBy: 'u-owner',
  createdAt: at('2029-12-01T10:00:00.000Z'),
  updatedAt: at('2029-12-01T10:00:00.000Z'),
  ...over,
});
