import { describe, expect, it } from 'vitest';
import type { ReviewerReview } from '../types';
import { NO_REVIEW, reviewInputOf, reviewValidator, reviewValuesOf } from './review-form';

const QUESTIONS = new Set(['q1', 'q2']);

describe('the review form', () => {
  it('starts from a saved review, or from nothing chosen', () => {
    const saved = {
      reviewerUid: 'u1',
      ratings: { q1: 4 },
      comments: { q1: 'Clear.' },
      decision: null,
      note: null,
    } as unknown as ReviewerReview;
    expect(reviewValuesOf(saved)).toEqual({
      ratings: { q1: 4 },
      comments: { q1: 'Clear.' },
      decision: '',
      note: '',
    });
    expect(NO_REVIEW).toEqual({ ratings: {}, comments: {}, decision: '', note: '' });
  });

  it("saves only this interview's questions, no blank comment, a blank note as none", () => {
    expect(
      reviewInputOf(
        {
          ratings: { q1: 4, gone: 2 },
          comments: { q1: 'Clear.', q2: '   ', gone: 'Old.' },
          decision: 'advance',
          note: '  ',
        },
        QUESTIONS,
      ),
    ).toEqual({ ratings: { q1: 4 }, comments: { q1: 'Clear.' }, decision: 'advance', note: null });
  });

  it("refuses what the API would, on the question's own field", () => {
    const validate = reviewValidator(QUESTIONS);
    expect(validate({ ...NO_REVIEW, ratings: { q2: 6 }, note: 'n'.repeat(2001) })).toEqual({
      'ratings.q2': 'Ratings must be whole numbers from 1 to 5',
      note: 'The note must be at most 2000 characters',
    });
    expect(validate({ ...NO_REVIEW, comments: { q1: 'c'.repeat(2001) } })).toEqual({
      'comments.q1': 'Comments must be at most 2000 characters',
    });
    expect(validate({ ...NO_REVIEW, ratings: { q1: 5 }, decision: 'hold' })).toEqual({});
  });
});
