import { useState } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { scheduleInterviewSchema } from '@shared/schemas/interviews';
import type { ScheduleInterviewInput } from '@shared/schemas/interviews';

export { scheduleInterviewSchema };
export type { ScheduleInterviewInput };

export interface CreatedInterview {
  id: string;
  sessionId: string;
  status: string;
}

/** POST /api/interviews. */
export function createInterview(input: ScheduleInterviewInput) {
  return api.post<{ interview: CreatedInterview }>('/interviews', input);
}

/** The server's error, or 'Failed to create interview'. */
export function createErrorMessage(error: unknown): string {
  const data =
    error instanceof ApiError ? (error.data as { error?: unknown } | undefined) : undefined;
  return typeof data?.error === 'string' && data.error.trim()
    ? data.error
    : INTERVIEW_MESSAGES.createFailed;
}

export function useCreateInterview() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(input: ScheduleInterviewInput): Promise<CreatedInterview | null> {
    setBusy(true);
    setError(null);
    try {
      return (await createInterview(input)).interview;
    } catch (e) {
      setError(createErrorMessage(e));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { submit, busy, error, clearError: () => setError(null) };
}
