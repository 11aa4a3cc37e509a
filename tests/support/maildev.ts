import { maildevBase } from './api';

export interface ReceivedMail {
  id: string;
  /** Its Message-ID header, without the angle brackets. */
  messageId?: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

/**
 * The messages MailDev holds for an address. Filtered by MailDev itself (its exact match on
 * `to.address`): a whole run leaves thousands of messages, and listing them all on every poll
 * loads the machine the functions under test share.
 */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const spellings = [...new Set([to, to.toLowerCase()])];
  const lists = await Promise.all(
    spellings.map(async (address) => {
      const res = await fetch(
        `${maildevBase}/email?${new URLSearchParams({ 'to.address': address })}`,
      );
      return (await res.json()) as ReceivedMail[];
    }),
  );
  return [...new Map(lists.flat().map((m) => [m.id, m])).values()];
}

/**
 * A mail is sent by the emulator's trigger after whatever the functions emulator is still doing,
 * and MailDev lists it a moment after SMTP accepted it: poll, for up to 45 s on a busy machine.
 */
export async function waitForMail(
  to: string,
  predicate: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 45_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to)).find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The first link in a mail's text that matches a path pattern. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = (mail.text ?? mail.html ?? '').match(
    new RegExp(`https?://[^\\s"'<>]*${pattern.source}[^\\s"'<>]*`),
  );
  if (!match) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
  return match[0];
}
