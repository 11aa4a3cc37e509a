// The mail a teammate's invitation sends, in the one mail layout (mail/layout.ts).
import type { OrgRole } from '../../shared/constants';
import { INVITATION_TTL_MS } from '../../shared/constants';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { composeMail } from '../mail/layout';
import type { MailMessage } from '../mail/queue';

const TTL_DAYS = Math.round(INVITATION_TTL_MS / (24 * 60 * 60_000));

export function teamInvitationMail(facts: {
  to: string;
  orgName: string;
  inviterName: string;
  role: OrgRole;
  link: string;
}): MailMessage {
  return composeMail({
    to: facts.to,
    subject: TEAM_MESSAGES.invitationSubject(facts.orgName),
    greeting: 'Hello,',
    paragraphs: [
      [
        `${facts.inviterName} invited you to join `,
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
