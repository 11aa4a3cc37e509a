import { createEvent } from 'ics';
import type { EventAttributes } from 'ics';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/messages/vocabulary';
import type { InterviewLevel, InterviewType } from '../../shared/constants/domain';
import { isMailSafeName } from '../../shared/schemas/person-name';
import { readableTime } from '../../lib/readable-time';
import { composeMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/queue';

/** How long the calendar invite blocks: the bank's five questions at 1-3 minutes each, with margin. */
const INTERVIEW_DURATION_MINUTES = 45;

export interface InterviewMailFacts {
  interviewId: string;
  candidateName: string;
  candidateEmail: string;
  orgName: string;
  type: InterviewType;
  level: InterviewLevel;
  /** ISO timestamp */
  date: string;
  link: string;
}

/**
 * The candidate is greeted by name only when it passes the name rule: a name stored before the rule
 * could carry a link, and these mails go out in the org's name.
 */
const greeting = (f: InterviewMailFacts) =>
  isMailSafeName(f.candidateName) ? `Hello ${f.candidateName},` : 'Hello,';

const describe = (f: InterviewMailFacts) =>
  `${INTERVIEW_TYPE_LABELS[f.type]} interview (${INTERVIEW_LEVEL_LABELS[f.level]} level)`;

/**
 * A name as a calendar parameter value (RFC 5545 quoted, RFC 6868 caret encoding): a double quote
 * can't end the parameter early and a line break can't start a new property.
 */
const calendarParam = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- control characters are what must go
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'");

/** The calendar entry; REQUEST to invite, CANCEL (same UID, higher SEQUENCE) to withdraw it. */
function calendarInvite(f: InterviewMailFacts, method: 'REQUEST' | 'CANCEL'): string {
  const attributes: EventAttributes = {
    start: Date.parse(f.date),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: INTERVIEW_DURATION_MINUTES },
    title: `${f.orgName}: ${describe(f)}`,
    description: `Your ${describe(f).toLowerCase()} with ${f.orgName} on HiQ. Join here: ${f.link}`,
    url: f.link,
    location: f.link,
    uid: `interview-${f.interviewId}@hiq`,
    method,
    sequence: method === 'CANCEL' ? 1 : 0,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'hiq/interviews',
    attendees: [
      {
        ...(isMailSafeName(f.candidateName) ? { name: calendarParam(f.candidateName) } : {}),
        email: f.candidateEmail,
        rsvp: false,
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar invite could not be built');
  return value;
}

export function invitationMail(f: InterviewMailFacts): MailMessage {
  return composeMail({
    to: f.candidateEmail,
    subject: `Your interview with ${f.orgName}`,
    greeting: greeting(f),
    paragraphs: [
      `${f.orgName} has scheduled a ${describe(f).toLowerCase()} with you on HiQ.`,
      [{ strong: 'When:' }, ` ${readableTime(f.date)}`],
    ],
    action: { intro: 'Your interview link:', label: 'Open your interview', url: f.link },
    after: [
      'Open the link at the scheduled time in Chrome, Firefox or Edge, on a device with a camera and a microphone.',
      'The calendar invite (invite.ics) is attached.',
    ],
    attachments: [
      {
        filename: 'invite.ics',
        content: calendarInvite(f, 'REQUEST'),
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ],
  });
}

export function cancellationMail(f: InterviewMailFacts): MailMessage {
  return composeMail({
    to: f.candidateEmail,
    subject: `Your interview with ${f.orgName} has been cancelled`,
    greeting: greeting(f),
    paragraphs: [
      `${f.orgName} has cancelled your ${describe(f).toLowerCase()} scheduled for ${readableTime(f.date)}.`,
      'The interview link no longer works. The attached update removes it from your calendar.',
    ],
    attachments: [
      {
        filename: 'cancel.ics',
        content: calendarInvite(f, 'CANCEL'),
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      },
    ],
  });
}
