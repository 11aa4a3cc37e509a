import { runWith } from 'firebase-functions/v1';
import { REMINDER_SCHEDULE } from '../../shared/constants/limits';
import { logger } from '../../lib/logger';
import { sendDueReminders } from './send-due-reminders';

/**
 * The candidates' reminder mails, every REMINDER_SCHEDULE: Cloud Scheduler publishes to the topic
 * `firebase-schedule-sendReminders…`, which runs this function. It is a 1st-gen scheduled function
 * because that one runs from its Pub/Sub topic: locally the Pub/Sub emulator delivers a message
 * published there (`npm start` and `npm run reminders` do; the emulators never run a schedule
 * themselves). The functions emulator cannot start a 2nd-gen scheduled function from Pub/Sub.
 */
export const sendReminders = runWith({ timeoutSeconds: 300 })
  .pubsub.schedule(REMINDER_SCHEDULE)
  .onRun(async () => {
    const report = await sendDueReminders(new Date());
    logger.info('reminder pass', {
      dayBefore: report.dayBefore.length,
      atTime: report.atTime.length,
      failed: report.failed.length,
    });
  });
