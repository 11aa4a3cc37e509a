// The mails of an access request (its confirmation, an admin's decision), in the one mail layout
// (lib/mail/layout.ts).
import { REGISTRATION_TOKEN_TTL_MS } from '../../shared/constants/limits';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '../../shared/messages/access';
import { composeMail } from '../../lib/mail/layout';
import { mailGreeting } from '../../lib/mail/greeting';
import type { MailMessage } from '../../lib/mail/queue';

const TTL_DAYS = Math.round(REGISTRATION_TOKEN_TTL_MS / (24 * 60 * 60_000));
/** How long a confirmation link works (an unconfirmed request is deleted after it). */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;
const CONFIRMATION_TTL_HOURS = CONFIRMATION_TTL_MS / (60 * 60_000);

export function invitationMail(to: string, orgName: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: ADMIN_MESSAGES.invitationSubject,
    greeting: mailGreeting(),
    paragraphs: [
      [
        'Good news: your request for access to HiQ for ',
        { strong: orgName },
        ' has been approved.',
      ],
    ],
    action: {
      intro: 'Create your account with this link:',
      label: 'Create your account',
      url: link,
    },
    after: [`The link works once and expires in ${TTL_DAYS} days.`],
  });
}

export function rejectionMail(to: string, workDomain: string, reason: string): MailMessage {
  return composeMail({
    to,
    subject: ADMIN_MESSAGES.rejectionSubject,
    greeting: mailGreeting(),
    paragraphs: [
      [
        'Thank you for your interest in HiQ. We have reviewed your request for ',
        { strong: workDomain },
        ' and are unable to approve it at this time.',
      ],
      [{ strong: 'Reason:' }, ` ${reason}`],
      'You are welcome to submit a new request if your circumstances change.',
    ],
  });
}

/** An approved request for a company that already uses HiQ: access comes from an owner there. */
export function alreadyCustomerMail(to: string, orgName: string): MailMessage {
  return composeMail({
    to,
    subject: ADMIN_MESSAGES.alreadyCustomerSubject,
    greeting: mailGreeting(),
    paragraphs: [
      [
        'Thank you for your interest in HiQ. ',
        { strong: orgName },
        ' already uses HiQ, so we have not created a new account for your company.',
      ],
      'An owner of your team can invite you: we have let them know that you asked to join.',
    ],
  });
}

/** To each owner of an existing customer: someone at their domain asked to join. */
export function joinRequestMail(
  to: string,
  orgName: string,
  requester: string,
  inviteLink: string,
): MailMessage {
  return composeMail({
    to,
    subject: ADMIN_MESSAGES.joinRequestSubject(requester),
    greeting: mailGreeting(),
    paragraphs: [
      [
        { strong: requester },
        ' asked for access to HiQ for ',
        { strong: orgName },
        ". Nobody joins your team without an owner's invitation.",
      ],
    ],
    action: {
      intro: 'If you know them, invite them from your Team page:',
      label: `Invite ${requester}`,
      url: inviteLink,
    },
    after: ['If you do not, there is nothing to do.'],
  });
}

/** To the requester, right after the form: the link that confirms the request is theirs. */
export function confirmationMail(to: string, workDomain: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: ACCESS_MESSAGES.confirmationSubject,
    greeting: mailGreeting(),
    paragraphs: [
      [
        'We received a request for access to HiQ for ',
        { strong: workDomain },
        ' from this address. Please confirm it is yours: only confirmed requests are reviewed.',
      ],
    ],
    action: {
      intro: 'Confirm your request with this link:',
      label: 'Confirm my request',
      url: link,
    },
    after: [
      `The link expires in ${CONFIRMATION_TTL_HOURS} hours.`,
      'If you did not ask for access, ignore this mail: nothing happens without your confirmation.',
    ],
  });
}
