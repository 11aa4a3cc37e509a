import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { INVITATION_ID_KEY, SPEECH_KEY } from './lib/config';

/** All of /api, reached through the Hosting rewrite. */
export const api = onRequest(
  { region: 'us-central1', cors: false, secrets: [SPEECH_KEY, INVITATION_ID_KEY] },
  createApp(),
);

export { retryMail, sendMail } from './features/mail/send-mail';
export { countInterviews } from './features/interviews/counters';
export { sendReminders } from './features/reminders/scheduled';
export { purgeCandidateData } from './features/lifecycle/scheduled';
export { applyShorterRetention } from './features/lifecycle/retention-change';
export { onMemberRemoved } from './features/team/member-removed';
export { preparePlayback } from './features/review/prepare-playback';
export { analyseAnswers } from './features/insights/analyse-answers';
export { refreshInsights } from './features/insights/scheduled';
export { retryWebhooks, sendWebhook } from './features/integrations/webhook-delivery';
export {
  ashbyOnInterview,
  ashbyOnReview,
  retryAshbyUpdates,
  sendAshbyUpdate,
} from './features/ats/ashby-updates';
export { webhooksOnInterview, webhooksOnReview } from './features/integrations/webhook-events';
