import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { render } from '@/test/render';
import { at, storedInterview } from '@/test/stored-docs';
import {
  candidateInterviewUrl,
  interviewLevelLabel,
  interviewReviewPath,
  interviewTypeLabel,
  toInterviewSummary,
} from './interview';
import { InterviewStatusBadge } from './interview-status-badge';

describe('interview domain', () => {
  it('labels known types and levels, and keeps unknown values as stored', () => {
    expect(interviewTypeLabel('technical')).toBe('Technical');
    expect(interviewLevelLabel('senior')).toBe('Senior');
    expect(interviewTypeLabel('pairing')).toBe('pairing');
    expect(interviewLevelLabel('')).toBe('');
  });

  it('maps a document read with its schema to its summary', () => {
    const doc = collections.interviews.schema.parse(
      storedInterview({ status: 'completed', completedAt: at('2030-01-01T11:00:00.000Z') }),
    );
    expect(toInterviewSummary(doc, 'i1')).toEqual({
      id: 'i1',
      candidateName: 'Ada Lovelace',
      candidateEmail: 'ada@example.test',
      type: 'technical',
      level: 'mid',
      date: '2030-01-01T10:00:00.000Z',
      status: 'completed',
      completedAt: '2030-01-01T11:00:00.000Z',
      erased: false,
    });
    const erased = collections.interviews.schema.parse(
      storedInterview({ erasedAt: at('2030-02-01T00:00:00.000Z') }),
    );
    expect(toInterviewSummary(erased, 'i2').erased).toBe(true);
    const sent = collections.interviews.schema.parse(
      storedInterview({
        candidateFeedback: {
          sentAt: at('2030-01-02T09:00:00.000Z'),
          sentBy: 'u1',
          sentByName: 'Sam',
        },
      }),
    );
    expect(toInterviewSummary(sent, 'i3').feedbackSentAt).toBe('2030-01-02T09:00:00.000Z');
  });

  it('links to the review page and the candidate session', () => {
    expect(interviewReviewPath('abc')).toBe('/interviews/abc');
    expect(candidateInterviewUrl('s_22-chars', 'https://hiq.test')).toBe(
      'https://hiq.test/s_22-chars',
    );
  });

  it('shows the status word in the badge, or a dash when there is none', () => {
    const { unmount } = render(<InterviewStatusBadge status="completed" />);
    expect(screen.getByText('completed')).toBeInTheDocument();
    unmount();
    render(<InterviewStatusBadge status="" />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
