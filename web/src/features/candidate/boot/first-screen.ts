import type { PublicInterview, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { canStart, initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewEvent, InterviewState } from '../model/interview-machine';
import { readyTexts } from '../model/ready-texts';
import type { ReadyTextKey } from '../model/ready-texts';

/**
 * The candidate's first screen before the app's code has loaded. The page is built with the
 * screen prerendered (hidden, marked `data-first-screen`, its interview-dependent words marked
 * `data-fill`); once the session answers, the page fills it in and shows it, the consent box
 * works, Start and the practice question are enabled as the app would enable them, and a press
 * is kept for the app to carry out. The app starts from this screen's state and takes it over.
 */

/** A press on the first screen the app carries out once it runs. */
export type FirstScreenIntent = 'start' | 'practice';

/** What the first screen hands to the app. */
export interface FirstScreenState {
  state: InterviewState;
  intent: FirstScreenIntent | null;
  /** The `data-action` of the control that had the focus. */
  focused: string | null;
}

interface Live extends FirstScreenState {
  root: HTMLElement;
}

let live: Live | null = null;
/** The app has begun rendering: from then on it draws the screen itself. */
let appStarted = false;

/** What the first screen shows of the session. */
interface FirstScreenSession {
  interview: PublicInterview;
  questions: PublicQuestion[];
}

/** The session's answer as the first screen needs it; null when it is not of that shape. */
export function sessionOf(data: unknown): FirstScreenSession | null {
  if (typeof data !== 'object' || data === null) return null;
  const { interview, questions } = data as Record<string, unknown>;
  if (typeof interview !== 'object' || interview === null || !Array.isArray(questions)) return null;
  const i = interview as Record<string, unknown>;
  const texts = ['orgName', 'type', 'recordingMode'].every((k) => typeof i[k] === 'string');
  const numbers = ['estimatedMinutes', 'questionCount', 'retentionDays'].every(
    (k) => typeof i[k] === 'number',
  );
  const flags = ['consented', 'aiAssist'].every((k) => typeof i[k] === 'boolean');
  if (!texts || !numbers || !flags) return null;
  return { interview: interview as PublicInterview, questions: questions as PublicQuestion[] };
}

/** Fills `screen` (the prerendered first screen) with the words for `state`'s interview. */
export function fillFirstScreen(screen: HTMLElement, state: InterviewState) {
  if (!state.interview) return;
  const texts = readyTexts(state.interview);
  for (const element of screen.querySelectorAll<HTMLElement>('[data-fill]')) {
    const key = element.dataset.fill as ReadyTextKey;
    if (!(key in texts)) continue;
    const value = texts[key];
    // An element whose words sit in an inner part (a list item's) keeps its own structure.
    const words = element.querySelector('[data-fill-item]') ?? element;
    if (value === null) element.remove();
    else if (typeof value === 'string') words.textContent = value;
  }
  for (const list of screen.querySelectorAll<HTMLElement>('[data-fill-list]')) {
    const values = texts[list.dataset.fillList as ReadyTextKey];
    const model = list.firstElementChild;
    if (!Array.isArray(values) || !model) continue;
    list.replaceChildren(
      ...values.map((value: string) => {
        const item = model.cloneNode(true) as HTMLElement;
        const label = item.querySelector('[data-fill-item]');
        if (label) label.textContent = value;
        return item;
      }),
    );
  }
}

/** Sets `name` on `element` to "true", or removes it (how the app's components mark a state). */
function mark(element: Element | null, name: string, on: boolean) {
  if (on) element?.setAttribute(name, 'true');
  else element?.removeAttribute(name);
}

/** A prerendered button enabled or disabled, with the marks the app's Button renders for it. */
function setButton(button: Element | null, enabled: boolean) {
  if (!button) return;
  button.toggleAttribute('disabled', !enabled);
  mark(button, 'data-disabled', !enabled);
  button.classList.toggle('mantine-active', enabled);
}

/** Brings the shown controls in line with the state (and a press that is waiting for the app). */
function render(screen: Live) {
  const { root, state, intent } = screen;
  const startable = canStart(state) && intent === null;
  setButton(root.querySelector('[data-action="start"]'), startable);
  setButton(root.querySelector('[data-action="practice"]'), startable);
  const consent = root.querySelector<HTMLInputElement>('input[data-action="consent"]');
  if (consent) {
    const box = consent.closest('.mantine-Checkbox-root');
    consent.checked = state.consentTicked;
    consent.toggleAttribute('checked', state.consentTicked);
    mark(box, 'data-checked', state.consentTicked);
    consent.toggleAttribute('disabled', intent !== null);
    mark(box, 'data-disabled', intent !== null);
  }
}

function send(event: InterviewEvent) {
  if (!live) return;
  live.state = interviewReducer(live.state, event);
  render(live);
}

/**
 * Shows the prerendered first screen in `root` for the session, in place of its loading line, and
 * says whether it did. Does nothing when the page has no such screen, one is already shown, or
 * the app has begun rendering (the app then renders everything itself).
 */
export function showFirstScreen(root: HTMLElement, session: FirstScreenSession): boolean {
  const screen = root.querySelector<HTMLElement>('[data-first-screen]');
  if (!screen || live || appStarted) return false;
  const state = interviewReducer(initialState, { type: 'SESSION_LOADED', ...session });
  fillFirstScreen(screen, state);
  const shown: Live = { root: screen, state, intent: null, focused: null };
  live = shown;
  screen.querySelector('[data-action="consent"]')?.addEventListener('change', (event) => {
    send({ type: 'CONSENT_TICKED', ticked: (event.currentTarget as HTMLInputElement).checked });
  });
  for (const intent of ['start', 'practice'] as const) {
    screen.querySelector(`[data-action="${intent}"]`)?.addEventListener('click', () => {
      if (live !== shown || shown.intent || !canStart(shown.state)) return;
      shown.intent = intent;
      render(shown);
    });
  }
  // Which control has the focus, for the app to give it back (the focused element is gone by the
  // time the app's screen is in, so it is noted as it moves). Focus lost because the app removed
  // the screen (the browser may report that during the removal) is not a move: it is looked at
  // once the removal is over.
  screen.addEventListener('focusin', (event) => {
    shown.focused =
      event.target instanceof HTMLElement ? (event.target.dataset.action ?? null) : null;
  });
  screen.addEventListener('focusout', () => {
    setTimeout(() => {
      if (screen.isConnected && !screen.contains(document.activeElement)) shown.focused = null;
    });
  });
  render(shown);
  root.querySelector('[data-loading-screen]')?.remove();
  screen.hidden = false;
  return true;
}

/** Camera and microphone are ready: the preview shows them and Start can be enabled. */
export function firstScreenMediaReady(stream: MediaStream) {
  if (!live) return;
  const video = live.root.querySelector('video');
  if (video) {
    video.srcObject = stream;
    video.hidden = false;
  }
  live.root.querySelector('[data-fill="previewPlaceholder"]')?.remove();
  send({ type: 'MEDIA_READY' });
}

/**
 * The first screen's state while it is shown, for the app's first render to start from; null when
 * none is shown, and none will be once the app has asked.
 */
export function peekFirstScreen(): FirstScreenState | null {
  appStarted = true;
  return live && { state: live.state, intent: live.intent, focused: live.focused };
}

/** The app has replaced the first screen: its final state, once; later events are ignored. */
export function handOverFirstScreen(): FirstScreenState | null {
  const last = peekFirstScreen();
  live = null;
  return last;
}

/** Forgets that the app has started (each test's page starts afresh). */
export function resetFirstScreenForTests() {
  live = null;
  appStarted = false;
}
