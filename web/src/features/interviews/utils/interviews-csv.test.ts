import { describe, expect, it } from 'vitest';
import { UnreadableDocument } from '@shared/contract/read-document';
import { averageOf, interviewsCsv } from './interviews-csv';

describe('interviewsCsv', () => {
  it('writes the columns plus completion time and average rating, escaped', () => {
    const csv = interviewsCsv(
      [
        {
          id: 'a',
          candidateName: '=cmd|calc',
          candidateEmail: 'a@x.test',
          type: 'technical',
          level: 'mid',
          date: '2030-01-02T10:00:00.000Z',
          status: 'completed',
          completedAt: '2030-01-02T10:30:00.000Z',
          sessionId: 's-a',
        },
        {
          id: 'b',
          candidateName: 'Doe, "JJ"',
          candidateEmail: 'b@x.test',
          type: 'behavioral',
          level: 'senior',
          date: '',
          status: 'scheduled',
          sessionId: 's-b',
        },
        new UnreadableDocument('c', 'type: Invalid option'),
      ],
      { a: [4, 5, 3] },
      'en-US',
      'UTC',
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Candidate,Email,Type,Level,Date & Time,Status,Completed,Average Rating');
    expect(lines[1]).toBe(
      `'=cmd|calc,a@x.test,Technical,Mid,"Wed, Jan 2, 2030, 10:00 AM",completed,"Wed, Jan 2, 2030, 10:30 AM",4`,
    );
    expect(lines[2]).toBe('"Doe, ""JJ""",b@x.test,Behavioral,Senior,,scheduled,,');
    // An interview that could not be read keeps its line, saying so.
    expect(lines[3]).toBe('This record could not be read,c: type: Invalid option');
  });
  it('averages 1–5 ratings', () => {
    expect(averageOf(undefined)).toBeNull();
    expect(averageOf([4, 5])).toBe(4.5);
  });
});
