import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
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

  it('maps a document to its summary, odd fields as empty', () => {
    expect(
      toInterviewSummary('i1', { candidateName: 'Ada', type: 3, date: '', status: 'completed' }),
    ).toEqual({
      id: 'i1',
      candidateName: 'Ada',
      candidateEmail: '',
      type: '',
      level: '',
      date: undefined,
      status: 'completed',
      completedAt: undefined,
      erased: false,
    });
    expect(toInterviewSummary('i2', { erasedAt: { seconds: 1, nanoseconds: 0 } }).erased).toBe(
      true,
    );
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
