// The candidate's session link (/{sessionId}, served as candidate.html): a build of its own
// (HIQ_PAGE=candidate, vite.config.ts). This module is small and runs first, without waiting for
// the stylesheet: it asks for the session (and, once that answers, the camera and microphone) and
// shows the prerendered first screen before the app's code has loaded.
import './features/candidate/styles.css';
import { startEarly } from './features/candidate/boot/early-start';

const sessionId = window.location.pathname.split('/').pop() ?? '';
const root = () => document.getElementById('root');
// The app's code is fetched once the first screen is up (or won't be), so that it does not share
// the connection and the processor with the session, the first screen and the camera; the first
// screen works meanwhile (a press on Start is carried out when the app has taken over).
await startEarly(sessionId, root);
const { mountCandidateApp } = await import('./candidate-app');
// Loaded async, this may run before the document is parsed.
if (document.readyState === 'loading')
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
mountCandidateApp(root()!, sessionId);
