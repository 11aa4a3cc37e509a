import { FieldValue } from 'firebase-admin/firestore';
import type { Transaction, WithFieldValue, WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { MailDoc } from '../../shared/contract/collections';
import { collectionRef } from '../firebase';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * What a mail concerns beyond its addressee, stored on it as `about`: its text may name a candidate
 * or a requester, so erasing the one or deleting the other's account finds it by these.
 */
export const mailAbout = {
  interview: (interviewId: string) => `interview:${interviewId}`,
  person: (email: string) => `person:${email.trim().toLowerCase()}`,
};

function mailDocument(message: MailMessage, about: string[]): WithFieldValue<MailDoc> {
  return {
    to: message.to,
    message: {
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments ?? [],
    },
    delivery: { state: 'PENDING', attempts: 0, error: null },
    createdAt: FieldValue.serverTimestamp(),
    ...(about.length > 0 ? { about } : {}),
  };
}

/**
 * Queues a mail as a `mail/{id}` document (Trigger Email layout) in the transaction or batch of the
 * change that causes it, so the mail exists if and only if that change commits. The `sendMail` trigger delivers it.
 */
export function queueMail(
  tx: Transaction | WriteBatch,
  message: MailMessage,
  about: string[] = [],
): string {
  const ref = collectionRef(collections.mail).doc();
  tx.create(ref, mailDocument(message, about));
  return ref.id;
}
