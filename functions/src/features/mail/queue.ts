import { FieldValue } from 'firebase-admin/firestore';
import type { Transaction, WithFieldValue, WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { MailDoc } from '../../shared/contract/collections';
import { collectionRef } from '../../lib/firebase';

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

function mailDocument(message: MailMessage): WithFieldValue<MailDoc> {
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
  };
}

/**
 * Queues a mail as a `mail/{id}` document (Trigger Email layout) in the transaction or batch of the
 * change that causes it, so the mail exists if and only if that change commits. The `sendMail` trigger delivers it.
 */
export function queueMail(tx: Transaction | WriteBatch, message: MailMessage): string {
  const ref = collectionRef(collections.mail).doc();
  tx.create(ref, mailDocument(message));
  return ref.id;
}
