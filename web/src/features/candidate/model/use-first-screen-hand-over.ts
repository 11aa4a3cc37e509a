import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { handOverFirstScreen } from '../boot/early-start';
import type { FirstScreenIntent } from '../boot/first-screen';
import { canStart } from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';

/**
 * Once this screen has replaced the first screen the page showed before the app ran: what changed
 * there since the first render began (the consent box), the focus, and a press on Start or the
 * practice question, carried out here once it can be.
 */
export function useFirstScreenHandOver({
  state,
  latest,
  send,
  start,
  practice,
}: {
  state: InterviewState;
  latest: RefObject<InterviewState>;
  send: (event: InterviewEvent) => void;
  start: () => Promise<void>;
  practice: () => Promise<void>;
}) {
  const intent = useRef<FirstScreenIntent | null>(null);
  useLayoutEffect(() => {
    const last = handOverFirstScreen();
    if (!last) return;
    if (last.state.consentTicked !== latest.current.consentTicked)
      send({ type: 'CONSENT_TICKED', ticked: last.state.consentTicked });
    if (last.focused)
      document.querySelector<HTMLElement>(`[data-action="${last.focused}"]`)?.focus();
    intent.current = last.intent;
  }, [latest, send]);
  useEffect(() => {
    const pressed = intent.current;
    if (!pressed || !canStart(state)) return;
    intent.current = null;
    void (pressed === 'start' ? start() : practice());
  }, [state, start, practice]);
}
