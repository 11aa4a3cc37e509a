import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicInterview, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { render, renderToMarkup } from '@/test/render';
import { FirstScreenTemplate, InertInterviewView } from '../components/first-screen-template';
import { initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewEvent, InterviewState } from '../model/interview-machine';
import {
  firstScreenMediaReady,
  handOverFirstScreen,
  peekFirstScreen,
  resetFirstScreenForTests,
  sessionOf,
  showFirstScreen,
} from './first-screen';

const question = (id: string): PublicQuestion => ({
  id,
  text: `${id}?`,
  hint: null,
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either',
});
const video: PublicInterview = {
  candidateName: 'Ada',
  orgName: 'Acme & Co',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
  consented: false,
  estimatedMinutes: 12,
  questionCount: 3,
  maxFollowUps: 0,
  recordingMode: 'video',
  retentionDays: 365,
  aiAssist: true,
};
const audio: PublicInterview = {
  ...video,
  orgName: 'Quiet Ltd',
  type: 'behavioral',
  recordingMode: 'audio',
  aiAssist: false,
  consented: true,
  estimatedMinutes: 1,
  questionCount: 1,
  maxFollowUps: 0,
  retentionDays: 30,
};
const threeQuestions = [question('q1'), question('q2'), question('q3')];
const stream = {} as MediaStream;

/** The app's own rendering of the screen for `state` (ids differ run to run, so they are named). */
function appScreen(state: InterviewState, withStream: boolean) {
  const { container, unmount } = render(
    <div data-app>
      <InertInterviewView state={state} stream={withStream ? stream : null} />
    </div>,
  );
  const html = normalise(container.querySelector('[data-app]')!.innerHTML);
  unmount();
  return html;
}

/** The page as built (markup only, no React attached): the loading line and the hidden first screen. */
function builtPage() {
  const root = document.createElement('div');
  root.innerHTML = renderToMarkup(
    <>
      <div data-loading-screen>Loading</div>
      <div data-first-screen hidden>
        <FirstScreenTemplate />
      </div>
    </>,
  );
  document.body.append(root);
  return root;
}

const normalise = (html: string) =>
  html
    // Written by the server renderer or by the browser: the same style, spaced differently.
    .replace(/style="([^"]*)"/g, (_, style: string) => {
      const rules = style.split(';').map((rule) => rule.trim().replace(/:\s*/, ':'));
      return `style="${rules.filter(Boolean).join(';')}"`;
    })
    // The server renderer writes `muted` as an attribute, the browser's renderer as a property.
    .replace(' muted=""', '')
    // Browsers apply a class list in any order.
    .replace(/class="([^"]*)"/g, (_, list: string) => `class="${list.split(' ').sort().join(' ')}"`)
    .replace(/(id|for|aria-describedby|aria-labelledby)="[^"]*"/g, '$1="…"')
    .replace(/__m__-[\w-]+?_(?=[^\w-])/g, '__m__')
    // The page's own marks: where the page fills words in and which control is which.
    .replace(/ data-(fill-list|fill-item|fill|action)(="[^"]*")?/g, '');

const run = (events: InterviewEvent[]) => events.reduce(interviewReducer, initialState);

afterEach(() => {
  resetFirstScreenForTests();
  document.body.replaceChildren();
});

describe('the first screen before the app', () => {
  it('is filled in exactly as the app renders it, for a video interview with AI assist', () => {
    const root = builtPage();
    expect(showFirstScreen(root, { interview: video, questions: threeQuestions })).toBe(true);
    const screen = root.querySelector<HTMLElement>('[data-first-screen]')!;
    expect(screen.hidden).toBe(false);
    expect(root.querySelector('[data-loading-screen]')).toBeNull();
    const loaded = run([{ type: 'SESSION_LOADED', interview: video, questions: threeQuestions }]);
    expect(normalise(screen.innerHTML)).toBe(appScreen(loaded, false));
    expect(screen.textContent).toContain('Acme & Co · Technical interview');
    expect(screen.textContent).toContain('3 questions');
    expect(screen.textContent).toContain('The AI assist reads only the words of your answers.');
  });

  it('says how many follow-ups may come and why where the interview asks them, as the app does', () => {
    const root = builtPage();
    const withFollowUps = { ...video, maxFollowUps: 3 };
    showFirstScreen(root, { interview: withFollowUps, questions: threeQuestions });
    const screen = root.querySelector<HTMLElement>('[data-first-screen]')!;
    const loaded = run([
      { type: 'SESSION_LOADED', interview: withFollowUps, questions: threeQuestions },
    ]);
    expect(normalise(screen.innerHTML)).toBe(appScreen(loaded, false));
    expect(screen.textContent).toContain('Up to 3 short follow-up questions');
    expect(screen.textContent).toContain('a follow-up can only add to your answer');
  });

  it('drops what an audio-only interview without AI assist does not show, and keeps a given consent', () => {
    const root = builtPage();
    showFirstScreen(root, { interview: audio, questions: [question('q1')] });
    firstScreenMediaReady(stream);
    const screen = root.querySelector<HTMLElement>('[data-first-screen]')!;
    const ready = run([
      { type: 'SESSION_LOADED', interview: audio, questions: [question('q1')] },
      { type: 'MEDIA_READY' },
    ]);
    expect(normalise(screen.innerHTML)).toBe(appScreen(ready, true));
    expect(screen.textContent).toContain('1 question');
    expect(screen.textContent).not.toContain('analysed automatically');
    expect(screen.textContent).toContain('No AI analyses your answers');
    expect(screen.textContent).not.toContain('follow-up');
    // A reload after consenting: Start is enabled at once, as in the app.
    expect(screen.querySelector('button[data-action="start"]')).not.toHaveAttribute('disabled');
  });

  it('enables Start once consent is ticked and the camera is ready, and keeps a press for the app', () => {
    const root = builtPage();
    showFirstScreen(root, { interview: video, questions: threeQuestions });
    const start = root.querySelector<HTMLButtonElement>('button[data-action="start"]')!;
    const consent = root.querySelector<HTMLInputElement>('input[data-action="consent"]')!;
    fireEvent.click(start);
    expect(peekFirstScreen()?.intent).toBeNull();
    fireEvent.click(consent);
    expect(start).toHaveAttribute('disabled');
    firstScreenMediaReady(stream);
    expect(start).not.toHaveAttribute('disabled');
    const ticked = run([
      { type: 'SESSION_LOADED', interview: video, questions: threeQuestions },
      { type: 'CONSENT_TICKED', ticked: true },
      { type: 'MEDIA_READY' },
    ]);
    const screen = root.querySelector<HTMLElement>('[data-first-screen]')!;
    expect(normalise(screen.innerHTML)).toBe(appScreen(ticked, true));

    start.focus();
    fireEvent.click(start);
    // Pressed once: nothing more can be pressed until the app has taken over.
    expect(start).toHaveAttribute('disabled');
    expect(consent).toHaveAttribute('disabled');
    const last = handOverFirstScreen();
    expect(last).toMatchObject({ intent: 'start', focused: 'start' });
    expect(last?.state.consentTicked).toBe(true);
    expect(last?.state.media).toBe('ready');
    // Handed over once; the screen left behind no longer changes anything.
    expect(handOverFirstScreen()).toBeNull();
  });

  it('keeps a press on the practice question too, and only once', () => {
    const root = builtPage();
    showFirstScreen(root, { interview: audio, questions: [question('q1')] });
    firstScreenMediaReady(stream);
    const practice = root.querySelector<HTMLButtonElement>('button[data-action="practice"]')!;
    const start = root.querySelector<HTMLButtonElement>('button[data-action="start"]')!;
    fireEvent.click(practice);
    fireEvent.click(start);
    expect(practice).toHaveAttribute('disabled');
    expect(handOverFirstScreen()?.intent).toBe('practice');
  });

  it('reads only a session of the expected shape', () => {
    expect(sessionOf({ interview: video, questions: [] })).not.toBeNull();
    expect(sessionOf(null)).toBeNull();
    expect(sessionOf({ interview: video })).toBeNull();
    expect(sessionOf({ interview: { ...video, retentionDays: '30' }, questions: [] })).toBeNull();
    expect(sessionOf({ interview: { ...video, aiAssist: undefined }, questions: [] })).toBeNull();
  });

  it('shows nothing when the page has no prerendered screen', () => {
    const root = document.createElement('div');
    expect(showFirstScreen(root, { interview: video, questions: [] })).toBe(false);
    expect(peekFirstScreen()).toBeNull();
  });

  it('shows nothing once the app has begun rendering (it then draws the screen itself)', () => {
    expect(peekFirstScreen()).toBeNull();
    const root = builtPage();
    expect(showFirstScreen(root, { interview: video, questions: threeQuestions })).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-first-screen]')!.hidden).toBe(true);
    expect(root.querySelector('[data-loading-screen]')).not.toBeNull();
  });
});
