import { useState } from 'react';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { reviewSchema } from '@shared/schemas/review';
import type { ReviewInput } from '@shared/schemas/review';

export { reviewSchema };
export type { ReviewInput };

/** POST /api/interviews/{id}/reviews: the signed-in reviewer's whole review (replaces theirs). */
export function saveReview(interviewId: string, input: ReviewInput) {
  return api.post<{ saved: true }>(`/interviews/${encodeURIComponent(interviewId)}/reviews`, input);
}

export function useSaveReview(interviewId: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  async function save(input: ReviewInput): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await saveReview(interviewId, reviewSchema.parse(input));
      setSavedAt(Date.now());
      return true;
    } catch (e) {
      setError(e instanceof ApiError && e.status === 400 ? e.message : REVIEW_MESSAGES.saveFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { save, busy, error, savedAt };
}
