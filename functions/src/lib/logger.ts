// Structured logs: Cloud Logging reads JSON lines; the emulator prints them.
import { logger as functionsLogger } from 'firebase-functions';

export const logger = functionsLogger;
