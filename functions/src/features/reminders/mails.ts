// The candidate's reminder mails: one the day before (within REMINDER_LEAD_MS of the interview)
// and one when its time has come and they have not started.
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/messages/vocabulary';
import type { InterviewDoc } from '../../shared/contract/collections';
import { appPaths } from '../../shared/contract/app-links';
import { isMailSafeName } from '../../shared/schemas/person-name';
import { appLink } from '../../lib/config';
import { readableTime } from '../../lib/readable-time';
import { composeMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/queue';

type ReminderFacts = Pick<
  InterviewDoc,
  'candidateName' | 'candidateEmail' | 'orgName' | 'type' | 'level' | 'date' | 'sessionId'
>;

const describe = (f: ReminderFacts) =>
  `${INTERVIEW_TYPE_LABELS[f.type]} interview (${INTERVIEW_LEVEL_LABELS[f.level]} level)`.toLowerCase();

const linkAction = (f: ReminderFacts) => ({
  intro: 'Your interview link:',
  label: 'Open your interview',
  url: appLink(appPaths.interview(f.sessionId)),
});

/** By name only when it passes the name rule (one stored before the rule could carry a link). */
const greeting = (f: ReminderFacts) =>
  isMailSafeName(f.candidateName) ? `Hello ${f.candidateName},` : 'Hello,';

export function dayBeforeReminderMail(f: ReminderFacts): MailMessage {
  return composeMail({
    to: f.candidateEmail,
    subject: `Reminder: your interview with ${f.orgName}`,
    greeting: greeting(f),
    paragraphs: [
      `A reminder of your ${describe(f)} with ${f.orgName} on HiQ.`,
      [{ strong: 'When:' }, ` ${readableTime(f.date)}`],
    ],
    action: linkAction(f),
    after: [
      'Open the link at the scheduled time in Chrome, Firefox or Edge, on a device with a camera and a microphone.',
    ],
  });
}

export function atTimeReminderMail(f: ReminderFacts): MailMessage {
  return composeMail({
    to: f.candidateEmail,
    subject: `Your interview with ${f.orgName} is ready`,
    greeting: greeting(f),
    paragraphs: [
      `Your ${describe(f)} with ${f.orgName} was scheduled for ${readableTime(f.date)} and is ready for you now.`,
    ],
    action: linkAction(f),
    after: ['Use Chrome, Firefox or Edge, on a device with a camera and a microphone.'],
  });
}
