import { useState } from 'react';
import { api } from '@/lib/api-client';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';

/** POST /api/interviews/{id}/cancel; the live list shows the result. */
export function cancelInterview(id: string) {
  return api.post<{ interview: { id: string; status: string } }>(
    `/interviews/${encodeURIComponent(id)}/cancel`,
  );
}

export function useCancelInterview() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function cancel(id: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await cancelInterview(id);
      return true;
    } catch {
      // One message whatever went wrong.
      setError(INTERVIEW_MESSAGES.cancelFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { cancel, busy, error, clearError: () => setError(null) };
}
