import type { ZodError } from 'zod';
import { API_MESSAGES } from '../messages/api';

/** What refused input is told, by the API and by the web before it sends: its first issue's message. */
export const issueMessage = (error: ZodError): string =>
  error.issues[0]?.message ?? API_MESSAGES.validation;

/** Every issue, as the API's 400 body lists them under `details`. */
export const issueDetails = (error: ZodError) =>
  error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
