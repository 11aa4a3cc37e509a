import { maildevBase } from './api';

export interface ReceivedMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

/** MailDev may list a message a moment after SMTP accepted it: poll. */
export async function waitForMail(
  to: string,
  predicate: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${maildevBase}/email`)).json()) as ReceivedMail[];
    const found = list.find(
      (m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) && predicate(m),
    );
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
