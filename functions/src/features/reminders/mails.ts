// The candidate's reminder mails: one the day before (within REMINDER_LEAD_MS of the interview)
// and one when its time has come and they have not started.
import { CANDIDATE_MAIL_MESSAGES as M } from '../../shared/messages/candidate-mail';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/messages/vocabulary';
import type { InterviewDoc } from '../../shared/contract/collections';
import { appPaths } from '../../shared/contract/app-links';
import { appLink } from '../../lib/config';
import { readableTime } from '../../lib/readable-time';
import { mailGreeting } from '../../lib/mail/greeting';
import { composeMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/queue';

type ReminderFacts = Pick<
  InterviewDoc,
  'candidateName' | 'candidateEmail' | 'orgName' | 'type' | 'level' | 'date' | 'sessionId'
>;

const describe = (f: ReminderFacts) =>
  M.interview(INTERVIEW_TYPE_LABELS[f.type], INTERVIEW_LEVEL_LABELS[f.level]).toLowerCase();

const linkAction = (f: ReminderFacts) => ({
  intro: M.linkIntro,
  label: M.openInterview,
  url: appLink(appPaths.interview(f.sessionId)),
});

export function dayBeforeReminderMail(f: ReminderFacts): MailMessage {
  return composeMail({
    to: f.candidateEmail,
    subject: M.dayBeforeSubject(f.orgName),
    greeting: mailGreeting(f.candidateName),
    paragraphs: [
      M.dayBeforeText(f.orgName, describe(f)),
      [{ strong: M.when }, ` ${readableTime(f.date)}`],
    ],
    action: linkAction(f),
    after: [M.openAtTheTime],
  });
}

export function atTimeReminderMail(f: ReminderFacts): MailMessage {
  return composeMail({
    to: f.candidateEmail,
    subject: M.atTimeSubject(f.orgName),
    greeting: mailGreeting(f.candidateName),
    paragraphs: [M.atTimeText(f.orgName, describe(f), readableTime(f.date))],
    action: linkAction(f),
    after: [M.openNow],
  });
}
