// The mail registration sends, in the one mail layout (lib/mail/layout.ts).
import { appPaths } from '../../shared/contract/app-links';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages/auth';
import { appLink } from '../../lib/config';
import { composeMail } from '../../lib/mail/layout';
import { mailGreeting } from '../../lib/mail/greeting';
import type { MailMessage } from '../../lib/mail/queue';

/** The verification mail sent when registration completes. */
export function verificationMail(
  to: string,
  token: string,
  displayName?: string | null,
): MailMessage {
  return composeMail({
    to,
    subject: VERIFY_EMAIL_MESSAGES.mailSubject,
    greeting: mailGreeting(displayName),
    paragraphs: [],
    action: {
      intro: 'Welcome to HiQ. Please confirm your email address by opening this link:',
      label: 'Verify my email',
      url: appLink(appPaths.verifyEmail(token)),
    },
    after: [
      'The link works once and expires in 7 days. If you did not create a HiQ account, ignore this email.',
    ],
  });
}
