import { useEffect } from 'react';
import { SESSION_ID_PATTERN } from '@shared/constants/ids';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { anyStatus, messageFor } from '@/lib/error-message';
import { lookUpSession } from '../api/get-questions';
import { releaseEarlyMedia } from '../boot/early-start';
import type { InterviewEvent } from './interview-machine';

/**
 * The session: which interview this is and its questions (the first screen counts them), or why it
 * cannot be taken. One request, the one the page started before this code arrived; none when the
 * page has already shown the session's first screen (`known`).
 */
export function useSessionLookup(
  sessionId: string,
  known: boolean,
  send: (event: InterviewEvent) => void,
) {
  useEffect(() => {
    if (known) return;
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      send({ type: 'SESSION_UNAVAILABLE', message: CANDIDATE_MESSAGES.sessionNotFound });
      return;
    }
    const controller = new AbortController();
    lookUpSession(sessionId, controller.signal)
      .then((data) => {
        // The early request is not aborted with the effect: its answer is dropped here instead.
        if (controller.signal.aborted) return releaseEarlyMedia();
        send({ type: 'SESSION_LOADED', interview: data.interview, questions: data.questions });
      })
      .catch((error: unknown) => {
        releaseEarlyMedia();
        if (controller.signal.aborted) return;
        send({
          type: 'SESSION_UNAVAILABLE',
          message: messageFor(error, CANDIDATE_MESSAGES.startFailed, { show: anyStatus }),
        });
      });
    return () => controller.abort();
  }, [sessionId, known, send]);
}
