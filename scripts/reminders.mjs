// `npm run reminders`: runs the reminder job once on the running local stack (`npm start` or
// `npm run dev`), by publishing to its schedule's topic on the Pub/Sub emulator.
import { publishSchedule } from './lib/services.mjs';
import { fail, log } from './lib/setup.mjs';

try {
  await publishSchedule('sendReminders');
  log(
    'the reminder job is running: due reminders appear in the mail inbox (http://127.0.0.1:1080)',
  );
} catch (error) {
  fail(`${error.message} (is the local stack running? start it with \`npm start\`)`);
}
