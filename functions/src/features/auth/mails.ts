import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages/auth';
import { appOrigin } from '../../lib/config';
import type { MailMessage } from '../mail/queue';
import { escapeHtml } from '../mail/queue';

/** The verification mail sent when registration completes: text and HTML, one link. */
export function verificationMail(
  to: string,
  token: string,
  displayName?: string | null,
): MailMessage {
  const link = `${appOrigin()}/verify-email/${token}`;
  const greeting = displayName ? `Hello ${displayName},` : 'Hello,';
  return {
    to,
    subject: VERIFY_EMAIL_MESSAGES.mailSubject,
    text: [
      greeting,
      '',
      'Welcome to HiQ. Please confirm your email address by opening this link:',
      '',
      link,
      '',
      'The link works once and expires in 7 days. If you did not create a HiQ account, ignore this email.',
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>Welcome to HiQ. Please confirm your email address.</p>
<p><a href="${escapeHtml(link)}">Verify my email</a></p>
<p>Or paste this link into your browser: ${escapeHtml(link)}</p>
<p>The link works once and expires in 7 days. If you did not create a HiQ account, ignore this email.</p>`,
  };
}
