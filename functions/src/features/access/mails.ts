// The mails an admin's decision sends. Each has a text and an HTML part; values are escaped in HTML.
import { REGISTRATION_TOKEN_TTL_MS } from '../../shared/constants';
import { ADMIN_MESSAGES } from '../../shared/messages/access';
import { escapeHtml } from '../mail/queue';
import type { MailMessage } from '../mail/queue';

const TTL_DAYS = Math.round(REGISTRATION_TOKEN_TTL_MS / (24 * 60 * 60_000));

export function invitationMail(to: string, orgName: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Good news: your request for access to HiQ for ${orgName} has been approved.`,
    '',
    'Create your account with this link:',
    link,
    '',
    `The link works once and expires in ${TTL_DAYS} days.`,
    '',
    'The HiQ team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello,</p>
<p>Good news: your request for access to HiQ for <strong>${escapeHtml(orgName)}</strong> has been approved.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4c6ef5;color:#fff;border-radius:6px;text-decoration:none">Create your account</a></p>
<p>Or paste this link into your browser: <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once and expires in ${TTL_DAYS} days.</p>
<p>The HiQ team</p>
</body></html>`;
  return { to, subject: ADMIN_MESSAGES.invitationSubject, text, html };
}

export function rejectionMail(to: string, workDomain: string, reason: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Thank you for your interest in HiQ. We have reviewed your request for ${workDomain} and are unable to approve it at this time.`,
    '',
    `Reason: ${reason}`,
    '',
    'You are welcome to submit a new request if your circumstances change.',
    '',
    'The HiQ team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello,</p>
<p>Thank you for your interest in HiQ. We have reviewed your request for <strong>${escapeHtml(workDomain)}</strong> and are unable to approve it at this time.</p>
<p><strong>Reason:</strong> ${escapeHtml(reason)}</p>
<p>You are welcome to submit a new request if your circumstances change.</p>
<p>The HiQ team</p>
</body></html>`;
  return { to, subject: ADMIN_MESSAGES.rejectionSubject, text, html };
}

/** An approved request for a company that already uses HiQ: access comes from an owner there. */
export function alreadyCustomerMail(to: string, orgName: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Thank you for your interest in HiQ. ${orgName} already uses HiQ, so we have not created a new account for your company.`,
    '',
    'An owner of your team can invite you: we have let them know that you asked to join.',
    '',
    'The HiQ team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello,</p>
<p>Thank you for your interest in HiQ. <strong>${escapeHtml(orgName)}</strong> already uses HiQ, so we have not created a new account for your company.</p>
<p>An owner of your team can invite you: we have let them know that you asked to join.</p>
<p>The HiQ team</p>
</body></html>`;
  return { to, subject: ADMIN_MESSAGES.alreadyCustomerSubject, text, html };
}

/** To each owner of an existing customer: someone at their domain asked to join. */
export function joinRequestMail(
  to: string,
  orgName: string,
  requester: string,
  inviteLink: string,
): MailMessage {
  const text = [
    'Hello,',
    '',
    `${requester} asked for access to HiQ for ${orgName}. Nobody joins your team without an owner's invitation.`,
    '',
    'If you know them, invite them from your Team page:',
    inviteLink,
    '',
    'If you do not, there is nothing to do.',
    '',
    'The HiQ team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello,</p>
<p><strong>${escapeHtml(requester)}</strong> asked for access to HiQ for <strong>${escapeHtml(orgName)}</strong>. Nobody joins your team without an owner's invitation.</p>
<p><a href="${escapeHtml(inviteLink)}">Invite ${escapeHtml(requester)}</a> from your Team page, if you know them.</p>
<p>If you do not, there is nothing to do.</p>
<p>The HiQ team</p>
</body></html>`;
  return { to, subject: ADMIN_MESSAGES.joinRequestSubject(requester), text, html };
}
