import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference, UpdateData } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { runWith } from 'firebase-functions/v1';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { collections } from '../../shared/contract/collections';
import type { MailDeliveryState, MailDoc } from '../../shared/contract/collections';
import { collectionRef, docRef } from '../../lib/firebase';
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from '../../lib/config';
import { logger } from '../../lib/logger';
import { claimUnderLease, dueIds } from '../../lib/outbox-lease';
import type { LeaseMode, LeasePolicy } from '../../lib/outbox-lease';

/** Sends in all (the first try and the retries); after the last failure the state is FAILED. */
const MAX_MAIL_ATTEMPTS = 5;
/** Wait before retry n (n ≥ 1): 5 min, 10 min, 20 min, 40 min. */
const RETRY_BASE_MS = 5 * 60_000;
/** A send that has not recorded its outcome after this long died with its instance: retry it. */
const LEASE_MS = 60_000;
/** A mail still PENDING this long after it was queued never reached the trigger: send it. */
const STALE_PENDING_MS = 10 * 60_000;
const RETRY_BATCH = 50;

// Delivery states on `mail/{id}.delivery` (Trigger Email layout): PENDING → PROCESSING → SUCCESS,
// or ERROR (retried by `retryMail` at `nextAttemptAt`), or FAILED after MAX_MAIL_ATTEMPTS (or at
// once for a stored mail that does not match its schema, which no send could fix).
// `attempts` counts sends, `error` is the current failure (null once sent), `lastError` the last one.

/** The final error of a stored mail that does not match its schema. */
const UNREADABLE_MAIL = 'The stored mail does not match its schema';

/** What delivers a message: nodemailer's SMTP transport in production, a stand-in in tests. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ messageId?: string }>;
  close(): void;
}

function smtpPassword(): string {
  try {
    return SMTP_PASSWORD.value();
  } catch {
    return '';
  }
}

function smtpTransport(): MailTransport {
  return nodemailer.createTransport({
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_PORT.value() === 465,
    auth: SMTP_USER.value() ? { user: SMTP_USER.value(), pass: smtpPassword() } : undefined,
    connectionTimeout: 10_000,
  });
}

/**
 * A mail's body carries links with raw tokens (registration, verification, invitations, candidate
 * links): once it is delivered, or will never be, only its subject and delivery status are kept.
 */
const withoutBody = (subject: string) => ({
  message: { subject, text: '', html: '', attachments: [] },
});

const LEASE: LeasePolicy = {
  prefix: 'delivery.',
  maxAttempts: MAX_MAIL_ATTEMPTS,
  leaseMs: LEASE_MS,
  stalePendingMs: STALE_PENDING_MS,
};

/**
 * Claims a mail for one send: only one attempt holds the lease, so a duplicate trigger event or a
 * retry racing the trigger never sends it twice. 'unreadable': the mail does not match its schema,
 * and this call failed it for good.
 */
async function claim(id: string, mode: LeaseMode, now: number) {
  return claimUnderLease({
    ref: docRef(collections.mail, id),
    mode,
    now,
    policy: LEASE,
    leaseOf: (mail) => ({ ...mail.delivery, createdAt: mail.createdAt }),
    unreadable: {
      error: UNREADABLE_MAIL,
      // Its body (which can hold raw tokens) is dropped as a delivered mail's is, keeping the
      // subject only if that reads.
      fields: (snapshot) => {
        const subject: unknown = snapshot.get('message.subject');
        return {
          ...withoutBody(typeof subject === 'string' ? subject : ''),
          'delivery.endTime': Timestamp.now(),
          'delivery.lastError': UNREADABLE_MAIL,
        };
      },
    },
    claimFields: { 'delivery.startTime': Timestamp.fromMillis(now) },
  });
}

export interface DeliverOptions {
  mode?: LeaseMode;
  transport?: () => MailTransport;
  now?: number;
}

/** Sends one queued mail and records the outcome (and, on failure, when to try again). */
export async function deliverMail(
  id: string,
  options: DeliverOptions = {},
): Promise<'sent' | 'skipped' | 'failed'> {
  const now = options.now ?? Date.now();
  const claimed = await claim(id, options.mode ?? 'first', now);
  if (claimed === 'unreadable') return 'failed';
  if (!claimed) return 'skipped';
  const { data: mail, attempts } = claimed;
  const ref = docRef(collections.mail, id);
  const transport = (options.transport ?? smtpTransport)();
  let messageId: string | null;
  try {
    const info = await transport.sendMail({
      from: MAIL_FROM.value(),
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: mail.message.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
    messageId = info.messageId ?? null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = attempts >= MAX_MAIL_ATTEMPTS;
    logger.warn('mail delivery failed', { id, attempts, final, error: message });
    await recordOutcome(ref, {
      ...(final ? withoutBody(mail.message.subject) : {}),
      'delivery.state': (final ? 'FAILED' : 'ERROR') satisfies MailDeliveryState,
      'delivery.endTime': Timestamp.now(),
      'delivery.error': message,
      'delivery.lastError': message,
      'delivery.leaseExpireTime': null,
      'delivery.nextAttemptAt': final
        ? null
        : Timestamp.fromMillis(now + RETRY_BASE_MS * 2 ** (attempts - 1)),
    });
    return 'failed';
  } finally {
    transport.close();
  }
  await recordOutcome(ref, {
    ...withoutBody(mail.message.subject),
    'delivery.state': 'SUCCESS' satisfies MailDeliveryState,
    'delivery.endTime': Timestamp.now(),
    'delivery.messageId': messageId,
    'delivery.error': null,
    'delivery.leaseExpireTime': null,
  });
  return 'sent';
}

/** gRPC status of an update to a document that no longer exists. */
const NOT_FOUND = 5;

/**
 * Records a send's outcome on its mail. A mail erased while it was being sent (the candidate's
 * data erased meanwhile) has nothing left to record on, and must not come back: that is the
 * erasure's outcome, not a failure of the send.
 */
async function recordOutcome(
  ref: DocumentReference<MailDoc>,
  fields: UpdateData<MailDoc>,
): Promise<void> {
  try {
    await ref.update(fields);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    logger.info('mail erased while it was being sent', { id: ref.id });
  }
}

export interface RetryReport {
  sent: string[];
  failed: string[];
  skipped: string[];
}

/**
 * One pass of the retry job: every mail in ERROR whose backoff has passed, every send that died
 * holding its lease, every mail the trigger never saw. Each goes through the same claim, so two
 * passes (or a pass and the trigger) at once still send a mail once.
 */
export async function retryFailedMail(
  options: { now?: number; transport?: () => MailTransport } = {},
): Promise<RetryReport> {
  const now = options.now ?? Date.now();
  const ids = await dueIds(collectionRef(collections.mail), LEASE, now, RETRY_BATCH);
  const report: RetryReport = { sent: [], failed: [], skipped: [] };
  for (const id of ids) {
    const outcome = await deliverMail(id, { mode: 'retry', now, transport: options.transport });
    report[outcome].push(id);
  }
  return report;
}

/** `mail/{id}` created → deliver it (first attempt only; retries belong to `retryMail`). */
export const sendMail = onDocumentCreated(
  { document: collections.mail.doc('{id}'), secrets: [SMTP_PASSWORD] },
  async (event) => {
    const outcome = await deliverMail(event.params.id);
    logger.info(`mail ${event.params.id}: ${outcome}`);
  },
);

/**
 * Every 5 minutes: retry failed mail with backoff, and send mail a crash or lost event stranded.
 * 1st-gen, like the other scheduled jobs: the functions emulator runs a 1st-gen schedule from its
 * Pub/Sub topic (`firebase-schedule-retryMail`), so the job can be run locally and in tests.
 */
export const retryMail = runWith({ timeoutSeconds: 300, secrets: [SMTP_PASSWORD] })
  .pubsub.schedule('every 5 minutes')
  .onRun(async () => {
    const report = await retryFailedMail();
    if (report.sent.length + report.failed.length > 0)
      logger.info('mail retry pass', {
        sent: report.sent.length,
        failed: report.failed.length,
        skipped: report.skipped.length,
      });
  });
