import { describe, expect, it } from 'vitest';
import { shareStateOf, shortlistOf } from './share-state';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const later = NOW + 7 * 24 * 60 * 60_000;

describe('shareStateOf', () => {
  it('sent, then opened, then feedback given', () => {
    expect(shareStateOf({ expiresAt: later }, NOW)).toBe('sent');
    expect(shareStateOf({ expiresAt: later, firstOpenedAt: NOW - 1 }, NOW)).toBe('opened');
    expect(
      shareStateOf({ expiresAt: later, firstOpenedAt: NOW - 2, feedbackAt: NOW - 1 }, NOW),
    ).toBe('feedback');
  });

  it('an ended share says why, whatever happened before: revoked, locked, expired', () => {
    const opened = { firstOpenedAt: NOW - 2, feedbackAt: NOW - 1 };
    expect(shareStateOf({ ...opened, expiresAt: later, revokedAt: NOW - 1 }, NOW)).toBe('revoked');
    expect(shareStateOf({ ...opened, expiresAt: later, lockedAt: NOW - 1 }, NOW)).toBe('locked');
    expect(shareStateOf({ ...opened, expiresAt: NOW }, NOW)).toBe('expired');
  });
});

describe('shortlistOf', () => {
  it('a shortlist: its interviews in order, each with its questions', () => {
    expect(
      shortlistOf({ interviewIds: ['b', 'a'], questionsOf: { a: ['q1'], b: ['q1', 'q2'] } }),
    ).toEqual([
      { interviewId: 'b', questionIds: ['q1', 'q2'] },
      { interviewId: 'a', questionIds: ['q1'] },
    ]);
  });

  it('a share stored before shortlists reads as a shortlist of one; an empty one as none', () => {
    expect(
      shortlistOf({ interviewIds: [], questionsOf: {}, interviewId: 'a', questionIds: ['q2'] }),
    ).toEqual([{ interviewId: 'a', questionIds: ['q2'] }]);
    expect(shortlistOf({ interviewIds: [], questionsOf: {} })).toEqual([]);
  });
});
