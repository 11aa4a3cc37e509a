import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REMINDER_SCHEDULE } from '../../shared/constants';
import { logger } from '../../lib/logger';
import { sendDueReminders } from './send-due-reminders';

/**
 * The candidates' reminder mails, every REMINDER_SCHEDULE. Locally the Pub/Sub emulator carries
 * its topic (`firebase-schedule-sendReminders`), which `npm start` publishes to, as the emulators
 * never run a schedule themselves.
 */
export const sendReminders = onSchedule(
  { schedule: REMINDER_SCHEDULE, timeoutSeconds: 300 },
  async () => {
    const report = await sendDueReminders(new Date());
    logger.info('reminder pass', {
      dayBefore: report.dayBefore.length,
      atTime: report.atTime.length,
      failed: report.failed.length,
    });
  },
);
