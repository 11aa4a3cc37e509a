// Function configuration (params): defaults fit the local emulator stack; production sets them at deploy.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const APP_ORIGIN = defineString('APP_ORIGIN', {
  default: 'http://127.0.0.1:5000',
  description: 'Public origin used in links inside mails',
});
export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 1025 });
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const MAIL_FROM = defineString('MAIL_FROM', { default: 'HiQ <no-reply@hiq.test>' });
/** Set with `firebase functions:secrets:set SMTP_PASSWORD`; empty locally (MailDev needs none). */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

/** The origin for links in mails, read at call time (params are only available then). */
export const appOrigin = () => process.env.APP_ORIGIN ?? APP_ORIGIN.value();
/**
 * Azure Speech subscription key (`firebase functions:secrets:set SPEECH_KEY`); 'none' locally, where
 * the env var SPEECH_STANDIN_URL (a local stand-in) or typing takes its place.
 */
export const SPEECH_KEY = defineSecret('SPEECH_KEY');
