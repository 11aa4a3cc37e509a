import { SESSION_ID_PATTERN } from '@shared/constants/ids';
import { API_TIMEOUT_MS } from '@shared/constants/ui';
import { apiHeaders, apiUrl } from '@/lib/api-client';
import {
  AudioCapture,
  browserSupportsCapture,
  prepareCaptureContext,
  requestCameraAndMicrophone,
  stopStream,
} from '../audio/capture';
import type * as FirstScreenModule from './first-screen';

/**
 * Marks a moment of the page's start on the performance timeline (`hiq:<name>`), where the
 * browser's tools and the benchmark read how long each step took.
 */
const timing = (name: string) => performance.mark(`hiq:${name}`);

/** The session's questions, as the contract's getQuestions path says (a unit test holds them equal). */
export const sessionUrl = (sessionId: string) =>
  apiUrl(`/public/interviews/${sessionId}/questions`);

interface EarlyMedia {
  stream: Promise<MediaStream>;
  capture: Promise<AudioCapture>;
  /** Both, once both are open (so the screen can start from them without waiting). */
  opened: { stream: MediaStream; capture: AudioCapture } | null;
}

interface Early {
  sessionId: string;
  session: Promise<Response> | null;
  media: EarlyMedia | null;
}

let early: Early | null = null;
let firstScreen: Promise<typeof FirstScreenModule> | null = null;
/** The first screen's code once it has loaded (the app reaches the first screen through it). */
let firstScreenCode: typeof FirstScreenModule | null = null;

/**
 * What the candidate's page starts before its screen's code has arrived: the session lookup and
 * the capture's audio context at once, and, once the session answers that it can be taken, the
 * camera, microphone and capture pipeline (asked only then, as the screen would) and the
 * prerendered first screen (in `root()`, looked up once the document is parsed). The screen takes
 * each once (`takeEarly…`); whatever it never takes is released. Resolves once the first screen is
 * shown, or it is known that it won't be (the app then shows why).
 */
export function startEarly(sessionId: string, root: () => HTMLElement | null): Promise<void> {
  if (!SESSION_ID_PATTERN.test(sessionId)) return Promise.resolve();
  timing('session-requested');
  const session = fetch(sessionUrl(sessionId), {
    method: 'GET',
    headers: apiHeaders(),
    credentials: 'include',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  // The audio context and its worklet take a while to start and show nothing: they are made
  // beside the session lookup, and closed if the session cannot be taken.
  const audio = browserSupportsCapture() ? prepareCaptureContext() : null;
  audio?.catch(() => undefined);
  const closeAudio = () => closeContext(audio);
  const started: Early = { sessionId, session, media: null };
  early = started;
  // The first screen's code, fetched beside the session (not before it: the entry stays small).
  firstScreen = import('./first-screen').then((code) => {
    timing('first-screen-code');
    return (firstScreenCode = code);
  });
  // Registered before the screen reads the response, so the media is started by the time the
  // screen hears that the session is open.
  return session.then((response) => {
    timing('session-answered');
    if (!response.ok || early !== started) return closeAudio();
    if (audio) started.media = openMedia(audio);
    return showWhenParsed(root, response.clone());
  }, closeAudio);
}

async function showWhenParsed(root: () => HTMLElement | null, response: Response) {
  const screen = await firstScreen?.catch(() => null);
  const session = screen?.sessionOf(await response.json().catch(() => null));
  if (!screen || !session) return;
  // Loaded async, this may run before the document is parsed.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
  const container = root();
  if (!container) return;
  // Marked only when this screen is what the candidate sees (not when the app got there first).
  if (!screen.showFirstScreen(container, session)) return;
  timing('first-screen-shown');
  const media = early?.media;
  if (media?.opened) screen.firstScreenMediaReady(media.opened.stream);
}

/** Closes an audio context made for a capture that will not be. */
const closeContext = (audio: Promise<AudioContext> | null) =>
  void audio?.then((context) => context.close()).catch(() => undefined);

function openMedia(audio: Promise<AudioContext>): EarlyMedia {
  const stream = requestCameraAndMicrophone();
  const capture = stream.then(
    (media) => {
      timing('media-stream-open');
      return AudioCapture.open(media, audio);
    },
    (error: unknown) => {
      closeContext(audio);
      throw error;
    },
  );
  const media: EarlyMedia = { stream, capture, opened: null };
  Promise.all([stream, capture]).then(
    ([opened, pipeline]) => {
      timing('media-ready');
      media.opened = { stream: opened, capture: pipeline };
      void firstScreen?.then(
        (screen) => screen.firstScreenMediaReady(opened),
        () => undefined,
      );
    },
    // Their failures are the screen's to report when it takes them.
    () => undefined,
  );
  return media;
}

/** The first screen's state for the app's first render; null when none is shown. */
export const peekFirstScreen = () => firstScreenCode?.peekFirstScreen() ?? null;

/** The app has replaced the first screen: its final state, once (null when none was shown). */
export const handOverFirstScreen = () => firstScreenCode?.handOverFirstScreen() ?? null;

/** The camera and microphone started early, if they are open by now (without taking them). */
export const earlyOpenedMedia = () => early?.media?.opened ?? null;

/** The session response started for `sessionId`, once; null when none was (or it was taken). */
export function takeEarlySession(sessionId: string): Promise<Response> | null {
  if (early?.sessionId !== sessionId || !early.session) return null;
  const session = early.session;
  early.session = null;
  return session;
}

/** The camera, microphone and capture started early, once; null when none were. */
export function takeEarlyMedia(): EarlyMedia | null {
  const media = early?.media ?? null;
  if (early) early.media = null;
  return media;
}

/** The session turned out unusable: whatever was opened for it is closed. */
export function releaseEarlyMedia() {
  const media = takeEarlyMedia();
  if (!media) return;
  media.capture.then(
    (capture) => capture.close(),
    () => undefined,
  );
  media.stream.then(stopStream, () => undefined);
}
