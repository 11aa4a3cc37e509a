// Helpers for share tests: the shared page's calls (no account, a client address of their own so
// their rate limits never meet another test's), and the codes mailed to a recipient, read from the
// mail queue.
import { collections } from '@shared/contract/collections';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { clientIp } from './access';
import { collectionRef } from './admin';
import { apiBase } from './api';
import { waitForMail } from './maildev';

export async function shareCall(
  method: string,
  path: string,
  body?: unknown,
  ip = clientIp(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${apiBase}/api/public/shares${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The queued mails to an address with a subject, oldest first. */
export async function mailsTo(to: string, subject: string) {
  const snap = await collectionRef(collections.mail).where('to', '==', to).get();
  return snap.docs
    .map((d) => d.data())
    .filter((m) => m.message.subject === subject)
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

type QueuedMail = Awaited<ReturnType<typeof mailsTo>>[number];

/**
 * A queued mail's text. Once the trigger has delivered it, its body is wiped (it carries links and
 * codes), so a mail already sent is read as MailDev received it, found by its Message-ID.
 */
export async function mailText(mail: QueuedMail): Promise<string> {
  if (mail.message.text) return mail.message.text;
  const sent = mail.delivery?.messageId;
  if (!sent) throw new Error(`the mail to ${mail.to} has no body and was not delivered`);
  const bare = (id?: string | null) => id?.replace(/^<|>$/g, '');
  return (await waitForMail(mail.to, (m) => bare(m.messageId) === bare(sent))).text ?? '';
}

/** Asks for a code and reads it from the mail queued to the recipient. */
export async function mailedCode(shareId: string, recipient: string, ip = clientIp()) {
  const before = (await mailsTo(recipient, SHARE_MESSAGES.codeSubject)).length;
  const res = await shareCall('POST', `/${shareId}/code`, {}, ip);
  if (res.status !== 200)
    throw new Error(`code request: ${res.status} ${JSON.stringify(res.body)}`);
  const mails = await mailsTo(recipient, SHARE_MESSAGES.codeSubject);
  if (mails.length !== before + 1) throw new Error('no new code mail');
  const code = /code is (\d{6})/.exec(await mailText(mails[mails.length - 1]))?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** A browser that entered a right code: its viewer token. */
export async function viewerOf(shareId: string, recipient: string, ip = clientIp()) {
  const code = await mailedCode(shareId, recipient, ip);
  const res = await shareCall('POST', `/${shareId}/verify`, { code }, ip);
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.viewerToken as string;
}
