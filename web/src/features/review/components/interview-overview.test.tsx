import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { AnswerInsights } from '@shared/schemas/insights';
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

  it('lists the points evidence was and was not found for across answers, never "covered"', () => {
    render(
      <InterviewOverview
        interview={interview}
        coverage={{
          covered: [
            { answer: 1, point: 'Tests first' },
            { answer: 3, point: 'Rolls back', partly: true },
          ],
          missing: [{ answer: 2, point: 'Deploys' }],
        }}
        reviews={[]}
      />,
    );
    const found = within(screen.getByRole('list', { name: 'Evidence found for' }));
    expect(found.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1. Tests first',
      '3. Rolls back (Some evidence)',
    ]);
    const none = within(screen.getByRole('list', { name: 'No evidence found for' }));
    expect(none.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2. Deploys']);
    expect(document.body.textContent).not.toMatch(/covered/i);
    expect(screen.getByText(REVIEW_MESSAGES.agreementNone)).toBeInTheDocument();
  });

  it('gathers points with clear or some evidence, and those with none, in answer order', () => {
    const insights: Record<string, Pick<AnswerInsights, 'coverage'>> = {
      q1: {
        coverage: [
          { point: 'A', status: 'covered', quotes: [] },
          { point: 'B', status: 'partly', quotes: [] },
        ],
      },
      q3: { coverage: [{ point: 'C', status: 'missing', quotes: [] }] },
    };
    expect(coverageAcross(interview, (qid) => insights[qid] ?? null)).toEqual({
      covered: [
        { answer: 1, point: 'A' },
        { answer: 1, point: 'B', partly: true },
      ],
      missing: [{ answer: 3, point: 'C' }],
    });
  });

  it('lists no point of an answer with too little reliable text', () => {
    const insights: Record<string, Pick<AnswerInsights, 'coverage' | 'tooLittleText'>> = {
      q1: { coverage: [{ point: 'A', status: 'missing', quotes: [] }], tooLittleText: true },
      q2: { coverage: [{ point: 'B', status: 'missing', quotes: [] }] },
    };
    expect(coverageAcross(interview, (qid) => insights[qid] ?? null)).toEqual({
      covered: [],
      missing: [{ answer: 2, point: 'B' }],
    });
  });
});
