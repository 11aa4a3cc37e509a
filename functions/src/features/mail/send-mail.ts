import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import nodemailer from 'nodemailer';
import { db } from '../../lib/firebase';
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from '../../lib/config';
import { logger } from '../../lib/logger';

export const MAX_MAIL_ATTEMPTS = 5;
const LEASE_MS = 60_000;

interface MailDoc {
  to: string;
  message: {
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: string; contentType: string }[];
  };
  delivery?: { state?: string; attempts?: number; leaseExpireTime?: Timestamp };
}

function smtpPassword(): string {
  try {
    return SMTP_PASSWORD.value();
  } catch {
    return '';
  }
}

/**
 * Claims a mail for sending in a transaction: only one delivery attempt holds the lease, so a
 * duplicate trigger event (at-least-once delivery) never sends twice.
 */
async function claim(id: string): Promise<MailDoc | null> {
  const ref = db.doc(`mail/${id}`);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const mail = snap.data() as MailDoc;
    const state = mail.delivery?.state ?? 'PENDING';
    const attempts = mail.delivery?.attempts ?? 0;
    const leased =
      state === 'PROCESSING' && (mail.delivery?.leaseExpireTime?.toMillis() ?? 0) > Date.now();
    if (state === 'SUCCESS' || leased || attempts >= MAX_MAIL_ATTEMPTS) return null;
    tx.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts + 1,
      'delivery.startTime': Timestamp.now(),
      'delivery.leaseExpireTime': Timestamp.fromMillis(Date.now() + LEASE_MS),
    });
    return mail;
  });
}

/** Sends one queued mail and records the outcome on its document. */
export async function deliverMail(id: string): Promise<'sent' | 'skipped' | 'failed'> {
  const mail = await claim(id);
  if (!mail) return 'skipped';
  const ref = db.doc(`mail/${id}`);
  const password = smtpPassword();
  const transport = nodemailer.createTransport({
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_PORT.value() === 465,
    auth: SMTP_USER.value() ? { user: SMTP_USER.value(), pass: password } : undefined,
    connectionTimeout: 10_000,
  });
  try {
    const info = await transport.sendMail({
      from: MAIL_FROM.value(),
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: (mail.message.attachments ?? []).map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.now(),
      'delivery.messageId': info.messageId ?? null,
      'delivery.error': null,
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn('mail delivery failed', { id, error: message });
    await ref.update({
      'delivery.state': 'ERROR',
      'delivery.endTime': Timestamp.now(),
      'delivery.error': message,
      'delivery.leaseExpireTime': null,
    });
    return 'failed';
  } finally {
    transport.close();
  }
}

/** `mail/{id}` created → deliver it. */
export const sendMail = onDocumentCreated(
  { document: 'mail/{id}', secrets: [SMTP_PASSWORD] },
  async (event) => {
    const outcome = await deliverMail(event.params.id);
    logger.info(`mail ${event.params.id}: ${outcome}`);
  },
);
