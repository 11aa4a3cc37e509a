// The mails the team sends, in the one mail layout (lib/mail/layout.ts): a teammate's invitation, and a
// candidate's new interview link when a teammate leaves.
// Both go to addresses that may be outside the org, so they name the org and nothing anyone typed
// about themselves: a display name in them would let an owner send HiQ-branded text to any address.
import type { OrgRole } from '../../shared/constants/domain';
import { INVITATION_TTL_MS } from '../../shared/constants/limits';
import { CANDIDATE_MAIL_MESSAGES } from '../../shared/messages/candidate-mail';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { readableTime } from '../../lib/readable-time';
import { mailGreeting } from '../../lib/mail/greeting';
import { composeMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/queue';

const TTL_DAYS = Math.round(INVITATION_TTL_MS / (24 * 60 * 60_000));

export function teamInvitationMail(facts: {
  to: string;
  orgName: string;
  role: OrgRole;
  link: string;
}): MailMessage {
  return composeMail({
    to: facts.to,
    subject: TEAM_MESSAGES.invitationSubject(facts.orgName),
    greeting: mailGreeting(),
    paragraphs: [
      [
        TEAM_MESSAGES.invitationTextBefore,
        { strong: facts.orgName },
        TEAM_MESSAGES.invitationTextAfter(facts.role),
      ],
    ],
    action: {
      intro: TEAM_MESSAGES.invitationLinkIntro,
      label: TEAM_MESSAGES.invitationLinkLabel,
      url: facts.link,
    },
    after: [TEAM_MESSAGES.invitationAfter(TTL_DAYS)],
  });
}

/**
 * The candidate's new link for an interview not yet started, after a teammate who had seen the
 * old one left the team (the old one no longer works).
 */
export function linkReplacedMail(facts: {
  to: string;
  candidateName: string;
  orgName: string;
  date: string;
  link: string;
}): MailMessage {
  return composeMail({
    to: facts.to,
    subject: INTERVIEW_MESSAGES.linkReplacedSubject(facts.orgName),
    greeting: mailGreeting(facts.candidateName),
    paragraphs: [
      INTERVIEW_MESSAGES.linkReplacedText,
      [{ strong: CANDIDATE_MAIL_MESSAGES.when }, ` ${readableTime(facts.date)}`],
    ],
    action: {
      intro: CANDIDATE_MAIL_MESSAGES.newLinkIntro,
      label: CANDIDATE_MAIL_MESSAGES.openInterview,
      url: facts.link,
    },
  });
}
