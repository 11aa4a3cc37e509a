// When a candidate completes an interview, the staff member who scheduled it hears about it, unless
// their org's owners turned the notice off (settings.notifyOnComplete; absent means on). The mail
// joins the completion's own batch, so it goes if and only if the completion commits.
import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/constants/domain';
import { appPaths } from '../../shared/contract/app-routes';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { appLink } from '../../lib/config';
import { db, docRef } from '../../lib/firebase';
import { readableTime } from '../../lib/readable-time';
import { composeMail } from '../mail/layout';
import { mailAbout, queueMail } from '../mail/queue';
import type { MailMessage } from '../mail/queue';

interface NoticeFacts {
  interviewId: string;
  interview: InterviewDoc;
  to: string;
  staffName: string;
}

function completionNoticeMail({ interviewId, interview, to, staffName }: NoticeFacts): MailMessage {
  const candidate = interview.candidateName || interview.candidateEmail;
  const kind = `${INTERVIEW_TYPE_LABELS[interview.type]} interview (${INTERVIEW_LEVEL_LABELS[interview.level]} level)`;
  return composeMail({
    to,
    subject: INTERVIEW_MESSAGES.completedSubject(candidate),
    greeting: staffName ? `Hello ${staffName},` : 'Hello,',
    paragraphs: [
      [
        { strong: candidate },
        ` has completed the ${kind.toLowerCase()} you scheduled for ${readableTime(interview.date)}.`,
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
 * scheduled the interview still belongs to the org and has an address. Fields are read one by one
 * (no schema parse), so an odd profile skips the notice instead of failing the completion.
 */
export async function queueCompletionNotice(
  batch: WriteBatch,
  doc: DocumentSnapshot<InterviewDoc>,
): Promise<void> {
  const interview = doc.data();
  if (!interview?.createdBy) return;
  const { orgId, createdBy } = interview;
  const [org, member, user] = await db.getAll(
    docRef(collections.orgs, orgId),
    docRef(collections.members, orgId, createdBy),
    docRef(collections.users, createdBy),
  );
  if (org.get('settings.notifyOnComplete') === false || !member.exists) return;
  const email = user.get('email') as unknown;
  if (typeof email !== 'string' || !email) return;
  const name = user.get('displayName') as unknown;
  queueMail(
    batch,
    completionNoticeMail({
      interviewId: doc.id,
      interview,
      to: email,
      staffName: typeof name === 'string' ? name : '',
    }),
    [mailAbout.interview(doc.id)],
  );
}
