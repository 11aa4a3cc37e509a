// The reviewer's own review as a form: one rating and comment per question, a decision and a note,
// checked by the API's schema before it is sent.
import type { ReviewDecision } from '@shared/constants/domain';
import { schemaValidator } from '@/lib/schema-form';
import { reviewSchema } from '../api/save-review';
import type { ReviewInput } from '../api/save-review';
import type { ReviewerReview } from '../types';

export interface ReviewValues {
  /** By question id; an unrated question has none. */
  ratings: Record<string, number>;
  comments: Record<string, string>;
  /** '' while none is chosen (a radio group's empty value). */
  decision: ReviewDecision | '';
  note: string;
}

export const NO_REVIEW: ReviewValues = { ratings: {}, comments: {}, decision: '', note: '' };

/** The form's values from a saved review. */
export const reviewValuesOf = (review: ReviewerReview): ReviewValues => ({
  ratings: review.ratings,
  comments: review.comments,
  decision: review.decision ?? '',
  note: review.note ?? '',
});

/**
 * What is saved: ratings and comments of this interview's questions only (a saved review may name
 * questions the interview no longer holds), no blank comment, a blank note as none.
 */
export function reviewInputOf(values: ReviewValues, questionIds: ReadonlySet<string>): ReviewInput {
  const keep = <T>(byQuestion: Record<string, T>, wanted: (value: T) => boolean = () => true) =>
    Object.fromEntries(
      Object.entries(byQuestion).filter(([id, value]) => questionIds.has(id) && wanted(value)),
    );
  return {
    ratings: keep(values.ratings),
    comments: keep(values.comments, (text) => text.trim() !== ''),
    decision: values.decision || null,
    note: values.note.trim() || null,
  };
}

/** The API's checks, a rating's or comment's problem shown on that question's own field. */
export const reviewValidator = (questionIds: ReadonlySet<string>) =>
  schemaValidator<ReviewValues>(
    reviewSchema,
    (values) => reviewInputOf(values, questionIds),
    (key, path) =>
      (key === 'ratings' || key === 'comments') && path.length > 1
        ? `${key}.${String(path[1])}`
        : key,
  );
