// The mail a teammate's invitation sends: text and HTML, one link; values are escaped in HTML.
import type { OrgRole } from '../../shared/constants';
import { INVITATION_TTL_MS, ORG_ROLE_LABELS } from '../../shared/constants';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { escapeHtml } from '../mail/queue';
import type { MailMessage } from '../mail/queue';

const TTL_DAYS = Math.round(INVITATION_TTL_MS / (24 * 60 * 60_000));

export function teamInvitationMail(facts: {
  to: string;
  orgName: string;
  inviterName: string;
  role: OrgRole;
  link: string;
}): MailMessage {
  const role = ORG_ROLE_LABELS[facts.role].toLowerCase();
  const text = [
    'Hello,',
    '',
    `${facts.inviterName} invited you to join ${facts.orgName} on HiQ as ${role === 'owner' ? 'an owner' : 'a member'}.`,
    '',
    'Create your account with this link:',
    facts.link,
    '',
    `The link works once and expires in ${TTL_DAYS} days. If you did not expect this invitation, ignore this email.`,
    '',
    'The HiQ team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(facts.inviterName)} invited you to join <strong>${escapeHtml(facts.orgName)}</strong> on HiQ as ${role === 'owner' ? 'an owner' : 'a member'}.</p>
<p><a href="${escapeHtml(facts.link)}" style="display:inline-block;padding:10px 18px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none">Create your account</a></p>
<p>Or paste this link into your browser: <br><a href="${escapeHtml(facts.link)}">${escapeHtml(facts.link)}</a></p>
<p>The link works once and expires in ${TTL_DAYS} days. If you did not expect this invitation, ignore this email.</p>
<p>The HiQ team</p>
</body></html>`;
  return { to: facts.to, subject: TEAM_MESSAGES.invitationSubject(facts.orgName), text, html };
}
