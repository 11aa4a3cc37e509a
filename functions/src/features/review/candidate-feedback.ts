// Feedback to a candidate after a decision: a staff member's own message, mailed once per
// interview. The interview keeps who sent it and when; the words live only in the mail, which is
// tagged with the interview so erasure deletes it. The message is never logged.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { FEEDBACK_MESSAGES, fillFeedback, firstNameOf } from '../../shared/messages/feedback';
import { orgSettingsOf } from '../../shared/schemas/team';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { staffNameOf } from '../../lib/membership';
import { readOrg } from '../../lib/orgs';
import { dataOrSkip } from '../../lib/stored-document';
import { composeMail } from '../../lib/mail/layout';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import type { Reviewer } from './reviews';
import { staffInterview } from './interview-access';

type SentFeedback = ResponseOf<typeof reviewEndpoints.sendCandidateFeedback>['candidateFeedback'];

function feedbackMail(interview: InterviewDoc, message: string, senderName: string) {
  const facts = { firstName: firstNameOf(interview.candidateName), orgName: interview.orgName };
  return composeMail({
    to: interview.candidateEmail,
    subject: FEEDBACK_MESSAGES.mailSubject(interview.orgName),
    // The message greets the candidate itself; the mail only says who it is from.
    greeting: FEEDBACK_MESSAGES.mailIntro(interview.orgName),
    paragraphs: fillFeedback(message, facts)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    after: [FEEDBACK_MESSAGES.mailSentBy(senderName, interview.orgName)],
  });
}

/** Any reviewer's review carries an overall decision. */
async function hasDecision(interviewId: string): Promise<boolean> {
  const reviews = await collectionRef(collections.reviews, interviewId).get();
  return reviews.docs.some((review) => dataOrSkip(review)?.decision != null);
}

/**
 * Queues the feedback mail and records it on the interview in one preconditioned batch, so of
 * many parallel sends exactly one commits (the others then find it sent: 409).
 */
export async function sendCandidateFeedback(
  sender: Reviewer,
  interviewId: string,
  message: string,
): Promise<SentFeedback> {
  const sentByName = await staffNameOf(sender.uid, sender.email);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const [{ snap, interview }, org] = await Promise.all([
        staffInterview(sender.orgId, interviewId),
        readOrg(sender.orgId),
      ]);
      if (interview.erasedAt || !interview.candidateEmail) throw conflict(FEEDBACK_MESSAGES.erased);
      if (interview.status !== 'completed') throw conflict(FEEDBACK_MESSAGES.notCompleted);
      // An org document that does not read leaves the settings at their defaults.
      const settings = orgSettingsOf(org?.settings);
      if (!settings.candidateFeedback) throw conflict(FEEDBACK_MESSAGES.turnedOff);
      if (interview.candidateFeedback) throw conflict(FEEDBACK_MESSAGES.alreadySent);
      if (!(await hasDecision(interviewId))) throw conflict(FEEDBACK_MESSAGES.noDecision);
      const sentAt = Timestamp.now();
      queueMail(batch, feedbackMail(interview, message, sentByName), [
        mailAbout.interview(interviewId),
      ]);
      batch.update(
        snap.ref,
        { candidateFeedback: { sentAt, sentBy: sender.uid, sentByName }, updatedAt: sentAt },
        { lastUpdateTime: snap.updateTime! },
      );
      return { sentAt: sentAt.toDate().toISOString(), sentBy: sender.uid, sentByName };
    },
  );
}
