import { createEvent } from 'ics';
import type { EventAttributes } from 'ics';
import { CANDIDATE_MAIL_MESSAGES as M } from '../../shared/messages/candidate-mail';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/messages/vocabulary';
import type { InterviewLevel, InterviewType } from '../../shared/constants/domain';
import { isMailSafeName } from '../../shared/schemas/person-name';
import { readableTime } from '../../lib/readable-time';
import { mailGreeting } from '../../lib/mail/greeting';
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

const describe = (f: InterviewMailFacts) =>
  M.interview(INTERVIEW_TYPE_LABELS[f.type], INTERVIEW_LEVEL_LABELS[f.level]);

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
    title: M.calendarTitle(f.orgName, describe(f)),
    description: M.calendarDescription(f.orgName, describe(f).toLowerCase(), f.link),
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
    subject: M.invitationSubject(f.orgName),
    greeting: mailGreeting(f.candidateName),
    paragraphs: [
      M.invitationText(f.orgName, describe(f).toLowerCase()),
      [{ strong: M.when }, ` ${readableTime(f.date)}`],
    ],
    action: { intro: M.linkIntro, label: M.openInterview, url: f.link },
    after: [M.openAtTheTime, M.calendarAttached],
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
    subject: M.cancellationSubject(f.orgName),
    greeting: mailGreeting(f.candidateName),
    paragraphs: [
      M.cancellationText(f.orgName, describe(f).toLowerCase(), readableTime(f.date)),
      M.cancellationAfter,
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
