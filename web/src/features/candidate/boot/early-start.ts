import { API_TIMEOUT_MS, SESSION_ID_PATTERN } from '@shared/constants';
import { API_HEADERS, apiUrl } from '@/lib/api-client';
import {
  AudioCapture,
  browserSupportsCapture,
  requestCameraAndMicrophone,
  stopStream,
} from '../audio/capture';

/** The session's questions, as the contract's getQuestions path says (a unit test holds them equal). */
export const sessionUrl = (sessionId: string) =>
  apiUrl(`/public/interviews/${sessionId}/questions`);

interface EarlyMedia {
  stream: Promise<MediaStream>;
  capture: Promise<AudioCapture>;
}

interface Early {
  sessionId: string;
  session: Promise<Response> | null;
  media: EarlyMedia | null;
}

let early: Early | null = null;

/**
 * What the candidate's page starts before its screen's code has arrived: the session lookup at
 * once, and, once the session answers that it can be taken, the camera, microphone and capture
 * pipeline (asked only then, as the screen would). The screen takes each once (`takeEarly…`);
 * whatever it never takes is released.
 */
export function startEarly(sessionId: string) {
  if (!SESSION_ID_PATTERN.test(sessionId)) return;
  const session = fetch(sessionUrl(sessionId), {
    method: 'GET',
    headers: API_HEADERS(),
    credentials: 'include',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const started: Early = { sessionId, session, media: null };
  early = started;
  // Registered before the screen reads the response, so the media is started by the time the
  // screen hears that the session is open.
  session.then(
    (response) => {
      if (response.ok && browserSupportsCapture() && early === started) started.media = openMedia();
    },
    () => undefined,
  );
}

function openMedia(): EarlyMedia {
  const stream = requestCameraAndMicrophone();
  const capture = stream.then((media) => AudioCapture.open(media));
  // Their failures are the screen's to report when it takes them.
  stream.catch(() => undefined);
  capture.catch(() => undefined);
  return { stream, capture };
}

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
