// A candidate's request for another format or an adjustment: kept on the interview (the staff
// dashboard flags it) and mailed to whoever scheduled it. The interview itself is untouched: the
// link keeps working and the candidate may still start. The request's words are never logged.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { ADJUSTMENT_REQUESTS_MAX } from '../../shared/constants/limits';
import { appPaths } from '../../shared/contract/app-links';
import type { InterviewDoc } from '../../shared/contract/collections';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { appLink } from '../../lib/config';
import { commitRacingChange } from '../../lib/contention';
import { db } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { readableTime } from '../../lib/readable-time';
import { composeMail } from '../../lib/mail/layout';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import type { MailMessage } from '../../lib/mail/queue';
import { interviewFacts, schedulerContact, schedulerRefs } from './scheduler-mail';
import { assertTakeable, findInterview, interviewOf } from './session';

function adjustmentMail(
  interviewId: string,
  interview: InterviewDoc,
  message: string,
  contact: { to: string; greeting: string },
): MailMessage {
  const { candidate, kind } = interviewFacts(interview);
  return composeMail({
    ...contact,
    subject: INTERVIEW_MESSAGES.adjustmentRequestedSubject(candidate),
    paragraphs: [
      [
        { strong: candidate },
        ` (${interview.candidateEmail}) asked for another format or an adjustment for the ${kind} you scheduled for ${readableTime(interview.date)}. In their words:`,
      ],
      [message],
      [
        'Please reply to them by email. Their interview link still works, so they may start the interview meanwhile.',
      ],
    ],
    action: {
      intro: 'The interview:',
      label: 'Open the interview',
      url: appLink(appPaths.interviewReview(interviewId)),
    },
    after: ['You get this mail because you scheduled the interview.'],
  });
}

/**
 * Queues the mail in `batch` when whoever scheduled the interview still belongs to the org and has
 * an address; otherwise the dashboard's flag alone tells the team. Fields are read one by one (no
 * schema parse), so an odd profile skips the mail instead of refusing the candidate.
 */
async function queueAdjustmentMail(
  batch: WriteBatch,
  doc: DocumentSnapshot<InterviewDoc>,
  message: string,
): Promise<void> {
  const interview = interviewOf(doc);
  const [member, user] = await db.getAll(...schedulerRefs(interview));
  const contact = schedulerContact(member, user);
  if (!contact) return;
  // Tagged with the interview, so erasing the candidate's data deletes it too.
  queueMail(batch, adjustmentMail(doc.id, interview, message, contact), [
    mailAbout.interview(doc.id),
  ]);
}

/**
 * Stores the request on a takeable interview and queues its mail in the same batch: both or
 * neither. At most ADJUSTMENT_REQUESTS_MAX per interview (409 after that). Answers how many the
 * candidate may still send.
 */
export async function requestAdjustment(sessionId: string, message: string): Promise<number> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const doc = await findInterview(sessionId);
      assertTakeable(doc);
      const sent = interviewOf(doc).adjustmentRequests ?? [];
      if (sent.length >= ADJUSTMENT_REQUESTS_MAX)
        throw conflict(CANDIDATE_MESSAGES.adjustmentLimit);
      await queueAdjustmentMail(batch, doc, message);
      batch.update(
        doc.ref,
        { adjustmentRequests: [...sent, { message, requestedAt: Timestamp.now() }] },
        { lastUpdateTime: doc.updateTime! },
      );
      return ADJUSTMENT_REQUESTS_MAX - sent.length - 1;
    },
  );
}
