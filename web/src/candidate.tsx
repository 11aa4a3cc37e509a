// The candidate's session link (/{sessionId}, served as candidate.html): a build of its own
// (HIQ_PAGE=candidate, vite.config.ts). This module is small and runs first, without waiting for
// the stylesheet: it asks for the session (and, once that answers, the camera and microphone)
// while the screen's code downloads.
import './features/candidate/styles.css';
import { startEarly } from './features/candidate/boot/early-start';

const sessionId = window.location.pathname.split('/').pop() ?? '';
startEarly(sessionId);
const { mountCandidateApp } = await import('./candidate-app');
// Loaded async, this may run before the document is parsed.
if (document.readyState === 'loading')
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
mountCandidateApp(document.getElementById('root')!, sessionId);
