import { useEffect, useState } from 'react';
import { reviewEndpoints } from '@shared/contract/endpoints/review';
import { callApiBlob } from '@/lib/api-client';

/**
 * The recording with the bearer token, as an object URL for an <audio> element (which can't send
 * the token). Refetched when the recording changes (`version`), so a recording still being made
 * grows; the URL is revoked when replaced or unmounted.
 */
function getRecording(interviewId: string, questionId: string, signal?: AbortSignal) {
  return callApiBlob(reviewEndpoints.getRecording, {
    params: { id: interviewId, questionId },
    signal,
  });
}

export function useRecordingUrl(interviewId: string, questionId: string, version: string | null) {
  const [state, setState] = useState<{
    url: string | null;
    status: 'idle' | 'loading' | 'ready' | 'error';
  }>({
    url: null,
    status: 'idle',
  });
  useEffect(() => {
    if (version === null) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    setState((s) => ({ url: s.url, status: s.url ? s.status : 'loading' }));
    getRecording(interviewId, questionId, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, status: 'ready' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, status: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [interviewId, questionId, version]);
  return state;
}
