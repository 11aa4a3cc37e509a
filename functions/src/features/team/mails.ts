// The mail a teammate's invitation sends, in the one mail layout (mail/layout.ts). It goes to an
// address that may be outside the org, so it names the org and nothing anyone typed about
// themselves: a display name in it would let an owner send HiQ-branded text to any address.
import type { OrgRole } from '../../shared/constants';
import { INVITATION_TTL_MS } from '../../shared/constants';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { composeMail } from '../mail/layout';
import type { MailMessage } from '../mail/queue';

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
    greeting: 'Hello,',
    paragraphs: [
      [
        'You are invited to join ',
        { strong: facts.orgName },
        ` on HiQ as ${facts.role === 'owner' ? 'an owner' : 'a member'}.`,
      ],
    ],
    action: {
      intro: 'Create your account with this link:',
      label: 'Create your account',
      url: facts.link,
    },
    after: [
      `The link works once and expires in ${TTL_DAYS} days. If you did not expect this invitation, ignore this email.`,
    ],
  });
}
