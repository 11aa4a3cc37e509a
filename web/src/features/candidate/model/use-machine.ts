import { useCallback, useReducer, useRef } from 'react';
import { initialState, interviewReducer } from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';

/**
 * The interview's state machine, with a mirror async steps read the latest state through (the
 * reducer is pure, so it is replayed).
 */
export function useMachine() {
  const [state, dispatch] = useReducer(interviewReducer, initialState);
  const latest = useRef<InterviewState>(initialState);
  const send = useCallback((event: InterviewEvent) => {
    latest.current = interviewReducer(latest.current, event);
    dispatch(event);
  }, []);
  return { state, latest, send };
}
