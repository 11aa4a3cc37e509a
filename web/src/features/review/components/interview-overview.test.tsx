import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { render } from '@/test/render';
import type { ReviewInterview, ReviewerReview } from '../types';
import { InterviewOverview, coverageAcross } from './interview-overview';

const interview = {
  id: 'iv1',
  candidateName: 'C',
  candidateEmail: 'c@x.test',
  questions: [
    { id: 'q1', text: 'One', hint: null, rubric: [] },
    { id: 'q2', text: 'Two', hint: null, rubric: [] },
    { id: 'q3', text: 'Three', hint: null, rubric: [] },
  ],
  aiAssist: true,
} as unknown as ReviewInterview;
const review = (uid: string, ratings: Record<string, number>): ReviewerReview => ({
  reviewerUid: uid,
  reviewerName: uid,
  reviewerEmail: `${uid}@x.test`,
  ratings,
  comments: {},
  decision: null,
  note: null,
});

describe('InterviewOverview', () => {
  it('flags an answer whose reviewers differ by 2 or more, and only that one', () => {
    render(
      <InterviewOverview
        interview={interview}
        coverage={null}
        reviews={[review('a', { q1: 2, q2: 4, q3: 5 }), review('b', { q1: 4, q2: 5 })]}
      />,
    );
    const list = screen.getByRole('list', { name: REVIEW_MESSAGES.agreementTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${REVIEW_MESSAGES.agreementRow(1, 2, 4, 2)}${REVIEW_MESSAGES.reviewersDiffer}`,
      REVIEW_MESSAGES.agreementRow(2, 4, 5, 2),
    ]);
    // Without AI assist there is no strengths-and-gaps section.
    expect(screen.queryByRole('heading', { name: REVIEW_MESSAGES.overviewTitle })).toBeNull();
  });

  it('lists the points covered and not covered across answers', () => {
    render(
      <InterviewOverview
        interview={interview}
        coverage={{
          covered: [{ answer: 1, point: 'Tests first' }],
          missing: [
            { answer: 2, point: 'Deploys' },
            { answer: 3, point: 'Rolls back', partly: true },
          ],
        }}
        reviews={[]}
      />,
    );
    expect(screen.getByRole('list', { name: REVIEW_MESSAGES.strengthsTitle })).toHaveTextContent(
      '1. Tests first',
    );
    const gaps = within(screen.getByRole('list', { name: REVIEW_MESSAGES.gapsTitle }));
    expect(gaps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2. Deploys',
      `3. Rolls back (${REVIEW_MESSAGES.coverageStatus.partly})`,
    ]);
    expect(screen.getByText(REVIEW_MESSAGES.agreementNone)).toBeInTheDocument();
  });

  it('gathers covered points as strengths and missing or partly covered ones as gaps, in answer order', () => {
    const coverage: Record<string, { point: string; status: string }[]> = {
      q1: [
        { point: 'A', status: 'covered' },
        { point: 'B', status: 'partly' },
      ],
      q3: [{ point: 'C', status: 'missing' }],
    };
    expect(coverageAcross(interview, (qid) => coverage[qid] ?? null)).toEqual({
      covered: [{ answer: 1, point: 'A' }],
      missing: [
        { answer: 1, point: 'B', partly: true },
        { answer: 3, point: 'C' },
      ],
    });
  });
});
