import { useCallback, useEffect, useRef, useState } from 'react';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { useMutation } from '@/lib/use-mutation';
import { createPlaybackGrant } from '../api/create-playback-grant';
import { recordingUrl } from '../api/get-recording';

/** A grant is renewed this long before it expires, so a player never starts on a dying one. */
const RENEW_BEFORE_MS = 2 * 60_000;
/** However the clocks disagree, renewals are at least this far apart. */
const MIN_RENEW_DELAY_MS = 30_000;

export interface PlaybackGrant {
  /** The answer's recording URL with the current grant; null until the first grant arrives. */
  urlFor: (questionId: string) => string | null;
  /** The last request for a grant failed. */
  failed: boolean;
  /** Ask for a new grant (e.g. the server refused the current one); one request at a time. */
  renew: () => void;
}

/**
 * The interview's playback grant: requested once when it has recordings (`enabled`), renewed
 * shortly before it expires and whenever a player finds it refused.
 */
export function usePlaybackGrant(interviewId: string, enabled: boolean): PlaybackGrant {
  const [grant, setGrant] = useState<{ token: string; expiresAt: number } | null>(null);
  const request = useMutation(() => createPlaybackGrant(interviewId), {
    fallback: REVIEW_MESSAGES.recordingFailed,
  });
  const { run } = request;
  const inFlight = useRef(false);
  const renew = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    void run().then((result) => {
      inFlight.current = false;
      if (result.ok)
        setGrant({ token: result.value.grant, expiresAt: Date.parse(result.value.expiresAt) });
    });
  }, [run]);

  const wanted = enabled && grant === null;
  useEffect(() => {
    if (wanted) renew();
  }, [wanted, renew]);

  useEffect(() => {
    if (!grant) return undefined;
    const left = Number.isFinite(grant.expiresAt) ? grant.expiresAt - Date.now() : 0;
    const timer = setTimeout(renew, Math.max(left - RENEW_BEFORE_MS, MIN_RENEW_DELAY_MS));
    return () => clearTimeout(timer);
  }, [grant, renew]);

  const token = grant?.token ?? null;
  const urlFor = useCallback(
    (questionId: string) => (token ? recordingUrl(interviewId, questionId, token) : null),
    [interviewId, token],
  );
  return { urlFor, failed: request.error !== null, renew };
}
