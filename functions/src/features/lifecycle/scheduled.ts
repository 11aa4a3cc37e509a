import { runWith } from 'firebase-functions/v1';
import { RETENTION_SCHEDULE } from '../../shared/constants/limits';
import { logger } from '../../lib/logger';
import { purgeExpiredCandidateData } from './purge-expired';

/**
 * Retention, every RETENTION_SCHEDULE: candidates' recordings, transcripts and AI notes are
 * deleted once their interview's purgeAt has come. 1st-gen for the same reason as the reminders:
 * locally it runs from its Pub/Sub topic (the emulators never run a schedule themselves).
 */
export const purgeCandidateData = runWith({ timeoutSeconds: 540 })
  .pubsub.schedule(RETENTION_SCHEDULE)
  .onRun(async () => {
    const report = await purgeExpiredCandidateData(new Date());
    logger.info('retention pass', { purged: report.purged.length, failed: report.failed.length });
  });
