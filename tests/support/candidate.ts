// The candidate's side for tests: consent as the candidate gives it, and the server's clock of a
// question moved into the past with the admin SDK (so a test sees time pass without sleeping).
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import { docRef } from './admin';
import { apiBase } from './api';

/** The candidate agrees to the recording notice (nothing is saved or recorded before). */
export async function consentTo(sessionId: string): Promise<void> {
  const res = await fetch(`${apiBase}/api/public/interviews/${sessionId}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consent: true }),
  });
  if (res.status !== 200) throw new Error(`consent: ${res.status} ${await res.text()}`);
}

/** Every time of the question's current take moved `ms` earlier, as if that much time passed. */
export async function rewindAttempt(
  interviewId: string,
  questionId: string,
  ms: number,
): Promise<void> {
  const ref = docRef(collections.attempts, interviewId, questionId);
  const attempt = (await ref.get()).data();
  if (!attempt) throw new Error(`no attempt of ${questionId}`);
  const back = (t: { toMillis(): number } | null) => t && Timestamp.fromMillis(t.toMillis() - ms);
  await ref.update({
    shownAt: back(attempt.shownAt)!,
    startedAt: back(attempt.startedAt),
    deadlineAt: back(attempt.deadlineAt),
    endedAt: back(attempt.endedAt),
  });
}

/** Opens the question as the page does (every question needs an open take): its take id. */
export async function openTake(sessionId: string, questionId: string): Promise<string> {
  const res = await fetch(
    `${apiBase}/api/public/interviews/${sessionId}/questions/${questionId}/open`,
    { method: 'POST' },
  );
  if (res.status !== 200) throw new Error(`open ${questionId}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { attempt: { takeId: string } }).attempt.takeId;
}
