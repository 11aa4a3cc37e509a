import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { InterviewDoc, ReviewDoc } from '../../shared/contract/collections';
import { interviewEvents, readWrite, reviewEvents } from './webhook-event-rules';

/** A Timestamp of both SDKs' shape, at an ISO time. */
const at = (iso: string) => {
  const ms = Date.parse(iso);
  return {
    seconds: Math.floor(ms / 1000),
    nanoseconds: 0,
    toMillis: () => ms,
    toDate: () => new Date(ms),
  };
};

const scheduled = {
  orgId: 'acme.test',
  status: 'scheduled',
  date: '2026-12-01T10:00:00.000Z',
  candidateName: 'Ada Lovelace',
  candidateEmail: 'ada@example.test',
} as unknown as InterviewDoc;
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('interviewEvents', () => {
  it('a new scheduled interview is interview.scheduled, with ids, status and time only', () => {
    expect(interviewEvents(undefined, scheduled, 'iv1')).toEqual([
      {
        type: 'interview.scheduled',
        data: { interviewId: 'iv1', status: 'scheduled', scheduledFor: '2026-12-01T10:00:00.000Z' },
      },
    ]);
  });

  it('a write that changes neither status, consent nor purge means nothing', () => {
    const renamed = { ...scheduled, candidateName: 'Ada King' } as InterviewDoc;
    expect(interviewEvents(scheduled, renamed, 'iv1')).toEqual([]);
    expect(interviewEvents(scheduled, undefined, 'iv1')).toEqual([]);
  });

  it('consent is interview.started; completion and cancellation their own events, once', () => {
    const started = { ...scheduled, consentedAt: at('2026-12-01T10:01:00.000Z') } as InterviewDoc;
    expect(interviewEvents(scheduled, started, 'iv1')).toEqual([
      {
        type: 'interview.started',
        data: expect.objectContaining({ startedAt: '2026-12-01T10:01:00.000Z' }),
      },
    ]);
    const completed = {
      ...started,
      status: 'completed',
      completedAt: at('2026-12-01T10:20:00.000Z'),
    } as InterviewDoc;
    expect(types(interviewEvents(started, completed, 'iv1'))).toEqual(['interview.completed']);
    expect(interviewEvents(completed, { ...completed }, 'iv1')).toEqual([]);
    const cancelled = { ...scheduled, status: 'cancelled' } as InterviewDoc;
    expect(types(interviewEvents(scheduled, cancelled, 'iv1'))).toEqual(['interview.cancelled']);
  });

  it('deleted candidate data says whether by erasure or by retention', () => {
    const done = { ...scheduled, status: 'completed' } as InterviewDoc;
    const purged = { ...done, purgedAt: at('2027-01-01T00:00:00.000Z') } as InterviewDoc;
    expect(interviewEvents(done, purged, 'iv1')).toEqual([
      {
        type: 'candidate.data_deleted',
        data: { interviewId: 'iv1', reason: 'retention', deletedAt: '2027-01-01T00:00:00.000Z' },
      },
    ]);
    const erased = { ...purged, erasedAt: at('2027-01-01T00:00:00.000Z') } as InterviewDoc;
    expect(interviewEvents(done, erased, 'iv1')[0].data).toMatchObject({ reason: 'erasure' });
    expect(JSON.stringify(interviewEvents(done, erased, 'iv1'))).not.toContain('Ada');
  });
});

describe('reviewEvents', () => {
  const review = (decision: ReviewDoc['decision']) =>
    ({ decision, updatedAt: at('2026-12-02T09:00:00.000Z') }) as unknown as ReviewDoc;

  it('a decision made or changed is review.decided; the same one again, or none, is nothing', () => {
    expect(reviewEvents(undefined, review('advance'), 'iv1')).toEqual([
      {
        type: 'review.decided',
        data: { interviewId: 'iv1', decision: 'advance', decidedAt: '2026-12-02T09:00:00.000Z' },
      },
    ]);
    expect(types(reviewEvents(review('hold'), review('reject'), 'iv1'))).toEqual([
      'review.decided',
    ]);
    expect(reviewEvents(review('hold'), review('hold'), 'iv1')).toEqual([]);
    expect(reviewEvents(review('hold'), review(null), 'iv1')).toEqual([]);
    expect(reviewEvents(review('hold'), undefined, 'iv1')).toEqual([]);
  });
});

describe('readWrite', () => {
  const schema = z.object({ decision: z.enum(['advance', 'reject']) });
  const side = (data: unknown, exists = true) => ({ exists, data: () => data });

  it("reads each side through the collection's schema", () => {
    const change = { before: side({ decision: 'reject' }), after: side({ decision: 'advance' }) };
    expect(readWrite(schema, change)).toEqual({
      before: { decision: 'reject' },
      after: { decision: 'advance' },
    });
  });

  it('a side that did not exist, or does not read, is undefined: no event is made of it', () => {
    const created = { before: side(undefined, false), after: side({ decision: 'maybe' }) };
    expect(readWrite(schema, created)).toEqual({ before: undefined, after: undefined });
    expect(readWrite(schema, undefined)).toEqual({ before: undefined, after: undefined });
  });
});
