import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { FEEDBACK_TEMPLATES } from '@shared/messages/feedback';
import { render } from '@/test/render';
import type { ReviewInterview, SavedAnswer } from '../types';
import { ReviewScreen } from './review-screen';

const POINT = 'Measures the problem before changing anything';
const PROMPT = 'What did you measure before you changed anything?';
const interview = {
  id: 'iv1',
  candidateName: 'Casey',
  candidateEmail: 'casey@x.test',
  type: 'technical',
  level: 'mid',
  date: '2026-03-01T10:00:00.000Z',
  status: 'completed',
  questions: [
    { id: 'q1', text: 'Tell us about a slow page you fixed.', hint: null, rubric: [POINT] },
    { id: 'q2', text: 'Why this team?', hint: null, rubric: [] },
  ],
  followUps: [{ id: 'fu-1-1', parentId: 'q1', prompt: PROMPT, pointText: POINT }],
  aiAssist: false,
} as unknown as ReviewInterview;
const answer = (questionId: string, transcript: string): SavedAnswer => ({
  questionId,
  transcript,
});
const answers: Record<string, SavedAnswer> = {
  q1: answer('q1', 'I rewrote the cache layer.'),
  'fu-1-1': answer('fu-1-1', 'I measured the p95 latency first.'),
  q2: answer('q2', 'You ship carefully.'),
};

const mocks = vi.hoisted(() => ({ review: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ada@acme.test' },
    claims: { role: 'staff', orgId: 'acme.test' },
  }),
}));
vi.mock('../data/review-firestore', () => ({
  useInterviewReview: mocks.review,
  useAnswerInsights: () => ({ status: 'success', byQuestion: {} }),
  useCandidateFeedbackSettings: () => ({ on: false, templates: FEEDBACK_TEMPLATES }),
  useExternalReviews: () => [],
  useLiveShares: () => ({ status: 'success', data: [] }),
}));
vi.mock('../api/shares', () => ({
  createShare: vi.fn(),
  revokeShare: vi.fn(),
}));
vi.mock('../lib/use-playback-grant', () => ({
  usePlaybackGrant: () => ({
    urlFor: (q: string) => `/api/interviews/iv1/recordings/${q}?grant=g1`,
    failed: false,
    renew: () => {},
  }),
}));

const reviewOf = (over: { answers?: Record<string, SavedAnswer> } = {}) => ({
  status: 'success',
  interview,
  answers: over.answers ?? answers,
  recordings: {
    'fu-1-1': { questionId: 'fu-1-1', mimeType: 'audio/webm', kind: 'audio' as const },
  },
  reviews: [],
  unreadableReviews: [],
  reviewsStatus: 'success',
});

const ui = () => (
  <MemoryRouter>
    <ReviewScreen id="iv1" />
  </MemoryRouter>
);

describe('follow-ups in the review', () => {
  it('shows each follow-up under its question, with why it was asked, its answer and recording', () => {
    mocks.review.mockReturnValue(reviewOf());
    render(ui());
    const first = screen.getByRole('region', { name: '1. Tell us about a slow page you fixed.' });
    const followUp = within(first).getByRole('region', { name: REVIEW_MESSAGES.followUpTitle(1) });
    expect(followUp).toHaveTextContent(PROMPT);
    expect(followUp).toHaveTextContent(REVIEW_MESSAGES.followUpReason(POINT));
    expect(followUp).toHaveTextContent('I measured the p95 latency first.');
    // Its recording plays from its own id, as a question's does.
    expect(
      within(followUp).getByLabelText(REVIEW_MESSAGES.followUpAudioLabel(1, 1)),
    ).toHaveAttribute('src', '/api/interviews/iv1/recordings/fu-1-1?grant=g1');
    expect(within(first).getAllByText(REVIEW_MESSAGES.followUpFairness)).toHaveLength(1);
    // The question's own answer stays its own.
    expect(within(first).getByTestId('transcript-q1')).toHaveTextContent(
      'I rewrote the cache layer.',
    );
    // The other question has none of it.
    const second = screen.getByRole('region', { name: '2. Why this team?' });
    expect(second).not.toHaveTextContent(REVIEW_MESSAGES.followUpFairness);
  });

  it('is never a question of its own: two answer cards, two ratings', () => {
    mocks.review.mockReturnValue(reviewOf());
    render(ui());
    const cards = screen.getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual([
      '1. Tell us about a slow page you fixed.',
      '2. Why this team?',
    ]);
    expect(screen.getAllByRole('radiogroup', { name: /^Rating/ })).toHaveLength(2);
    expect(screen.queryByText(/^3\./)).toBeNull();
  });

  it('a follow-up left unanswered says so', () => {
    const { 'fu-1-1': _, ...withoutIt } = answers;
    mocks.review.mockReturnValue({ ...reviewOf({ answers: withoutIt }), recordings: {} });
    render(ui());
    const followUp = screen.getByRole('region', { name: REVIEW_MESSAGES.followUpTitle(1) });
    expect(followUp).toHaveTextContent(REVIEW_MESSAGES.followUpUnanswered);
  });
});
