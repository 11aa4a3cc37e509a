import { runWith } from 'firebase-functions/v1';
import { LLM_API_KEY } from '../../lib/config';
import { logger } from '../../lib/logger';
import { refreshStaleInsights } from './refresh-insights';

/** Often enough that a new engine reaches every answer within a day or so (200 per run). */
const REFRESH_SCHEDULE = 'every 30 minutes';

/**
 * Insights computed by another engine than the configured one are recomputed, a batch per run.
 * 1st-gen for the same reason as the reminders: locally it runs from its Pub/Sub topic (the
 * emulators never run a schedule themselves). The model's key is listed for the analyses.
 */
export const refreshInsights = runWith({ timeoutSeconds: 540, secrets: [LLM_API_KEY] })
  .pubsub.schedule(REFRESH_SCHEDULE)
  .onRun(async () => {
    const report = await refreshStaleInsights();
    logger.info('insights refresh pass', {
      engineVersion: report.engineVersion,
      recomputed: report.recomputed.length,
      deleted: report.deleted.length,
      skipped: report.skipped.length,
      failed: report.failed.length,
    });
  });
