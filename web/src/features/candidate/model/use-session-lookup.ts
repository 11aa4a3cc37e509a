import { useEffect } from 'react';
import { SESSION_ID_PATTERN } from '@shared/constants';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { anyStatus, messageFor } from '@/lib/error-message';
import { getQuestions } from '../api/get-questions';
import type { InterviewEvent } from './interview-machine';

/**
 * The session: which interview this is and its questions (the first screen counts them), or why it
 * cannot be taken. One request, the one the prerendered page already started.
 */
export function useSessionLookup(sessionId: string, send: (event: InterviewEvent) => void) {
  useEffect(() => {
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      send({ type: 'SESSION_UNAVAILABLE', message: CANDIDATE_MESSAGES.sessionNotFound });
      return;
    }
    const controller = new AbortController();
    getQuestions(sessionId, controller.signal)
      .then((data) =>
        send({ type: 'SESSION_LOADED', interview: data.interview, questions: data.questions }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        send({
          type: 'SESSION_UNAVAILABLE',
          message: messageFor(error, CANDIDATE_MESSAGES.startFailed, { show: anyStatus }),
        });
      });
    return () => controller.abort();
  }, [sessionId, send]);
}
