// Function configuration (params): defaults fit the local emulator stack; production sets them at deploy.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

const APP_ORIGIN = defineString('APP_ORIGIN', {
  default: 'http://127.0.0.1:5000',
  description: 'Public origin used in links inside mails',
});
export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 1025 });
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const MAIL_FROM = defineString('MAIL_FROM', { default: 'HiQ <no-reply@hiq.test>' });
/** Set with `firebase functions:secrets:set SMTP_PASSWORD`; empty locally (MailDev needs none). */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

/**
 * The key of invitation ids (an HMAC of the org and the address), so an address can't be checked
 * against the ids, and of the codes a share mails (so the share's readers can't work one out): `firebase functions:secrets:set INVITATION_ID_KEY` with 32 random bytes in hex,
 * set once and never changed (a pending invitation is found again by its id). Locally
 * scripts/lib/setup.mjs writes a random one into functions/.secret.local.
 */
export const INVITATION_ID_KEY = defineSecret('INVITATION_ID_KEY');

/** The origin for links in mails, read at call time (params are only available then). */
const appOrigin = () => process.env.APP_ORIGIN ?? APP_ORIGIN.value();
/** An absolute link into the app for a mail: the origin and an app path ('/register/…'). */
export const appLink = (path: string) => `${appOrigin().replace(/\/$/, '')}${path}`;
/**
 * Azure Speech subscription key (`firebase functions:secrets:set SPEECH_KEY`); 'none' locally, where
 * the env var SPEECH_STANDIN_URL (a local stand-in) or typing takes its place.
 */
export const SPEECH_KEY = defineSecret('SPEECH_KEY');

/**
 * AI assist's language model: an OpenAI-compatible chat-completions endpoint. The base URL is the
 * part before `/chat/completions`, with any query it needs kept (OpenAI
 * `https://api.openai.com/v1`; Azure OpenAI
 * `https://RESOURCE.openai.azure.com/openai/deployments/DEPLOYMENT?api-version=2024-10-21`; a
 * self-hosted server's `/v1`). Empty (the default) means no model: reviewers get the local
 * engine's suggestions, and no transcript leaves the project.
 */
export const LLM_BASE_URL = defineString('LLM_BASE_URL', {
  default: '',
  description: 'OpenAI-compatible base URL for AI assist (empty: local engine only)',
});
/** The model (OpenAI, self-hosted) or deployment (Azure) name; also the insights' engine version. */
export const LLM_MODEL = defineString('LLM_MODEL', {
  default: '',
  description: 'Model or deployment name for AI assist',
});
/**
 * The endpoint's key (`firebase functions:secrets:set LLM_API_KEY`), sent both as a bearer token
 * (OpenAI, most servers) and as `api-key` (Azure); 'none' locally and for servers that need none.
 */
export const LLM_API_KEY = defineSecret('LLM_API_KEY');
/** How long the model may take per answer before the local engine answers instead. */
export const LLM_TIMEOUT_SECONDS = defineInt('LLM_TIMEOUT_SECONDS', {
  default: 15,
  description: 'Seconds the AI-assist model may take per answer before the local engine answers',
});

/**
 * How many proxies in front of the api function append to X-Forwarded-For; the client address is
 * the entry that many places from the right, and anything a client writes further left is ignored
 * (`trust proxy` as a hop count, never `true`, so a made-up X-Forwarded-For can't dodge the rate
 * limits). Production (Firebase Hosting's CDN → Google front end → Cloud Run): the CDN appends the
 * client, the front end appends the CDN's address and its own — `<sent>, <client>, <cdn>, <gfe>` —
 * so 3. Locally the hosting and functions emulators append nothing (measured): functions/.env sets 1,
 * so the caller in front of the hosting emulator (the tests, standing in for the CDN) names the client.
 * Too low a count only makes clients share a bucket; too high lets clients pick their own.
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 3;
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', {
  default: DEFAULT_TRUSTED_PROXY_HOPS,
  description: 'Proxies in front of the api function that append to X-Forwarded-For',
});
