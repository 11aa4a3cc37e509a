import { useCallback, useReducer, useRef } from 'react';
import { initialState, interviewReducer } from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';

/**
 * The interview's state machine, with a mirror async steps read the latest state through (the
 * reducer is pure, so it is replayed). It starts from `initial()` (the first screen's state when
 * the page showed it before this code ran).
 */
export function useMachine(initial: () => InterviewState = () => initialState) {
  const [state, dispatch] = useReducer(interviewReducer, undefined, initial);
  // The first render's state (later renders' arguments are ignored).
  const latest = useRef<InterviewState>(state);
  const send = useCallback((event: InterviewEvent) => {
    latest.current = interviewReducer(latest.current, event);
    dispatch(event);
  }, []);
  return { state, latest, send };
}
