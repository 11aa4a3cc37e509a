// When a candidate completes an interview, the staff member who scheduled it hears about it, unless
// their org's owners turned the notice off (settings.notifyOnComplete; absent means on). The mail
// joins the completion's own batch, so it goes if and only if the completion commits.
import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { appPaths } from '../../shared/contract/app-links';
import type { InterviewDoc } from '../../shared/contract/collections';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { appLink } from '../../lib/config';
import { db } from '../../lib/firebase';
import { readableTime } from '../../lib/readable-time';
import { orgData, orgReadRef } from '../../lib/orgs';
import { dataOrSkip } from '../../lib/stored-document';
import { composeMail } from '../../lib/mail/layout';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import type { MailMessage } from '../../lib/mail/queue';
import { interviewFacts, schedulerContact, schedulerRefs } from './scheduler-mail';

function completionNoticeMail(
  interviewId: string,
  interview: InterviewDoc,
  contact: { to: string; greeting: string },
): MailMessage {
  const { candidate, kind } = interviewFacts(interview);
  return composeMail({
    ...contact,
    subject: INTERVIEW_MESSAGES.completedSubject(candidate),
    paragraphs: [
      [
        { strong: candidate },
        ` has completed the ${kind} you scheduled for ${readableTime(interview.date)}.`,
      ],
    ],
    action: {
      intro: 'Their answers are ready for review:',
      label: 'Review the interview',
      url: appLink(appPaths.interviewReview(interviewId)),
    },
    after: [
      'You get this mail because you scheduled the interview. Your team’s owners can turn these mails off on the Team screen.',
    ],
  });
}

/**
 * Queues the notice in `batch` (the completion's) when the org's setting is on and whoever
 * scheduled the interview still belongs to the org and has an address. A profile that does not
 * read skips the notice, and an org that does not read has the default setting (on), instead of
 * failing the completion.
 */
export async function queueCompletionNotice(
  batch: WriteBatch,
  doc: DocumentSnapshot<InterviewDoc>,
): Promise<void> {
  // One that does not read (logged) sends no notice, as one with no scheduler.
  const interview = dataOrSkip(doc);
  if (!interview?.createdBy) return;
  const { orgId, createdBy } = interview;
  const [org, member, user] = await db.getAll(
    orgReadRef(orgId),
    ...schedulerRefs({ orgId, createdBy }),
  );
  if (orgData(org)?.settings?.notifyOnComplete === false) return;
  const contact = schedulerContact(member, user);
  if (!contact) return;
  queueMail(batch, completionNoticeMail(doc.id, interview, contact), [mailAbout.interview(doc.id)]);
}
