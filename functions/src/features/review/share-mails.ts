// The mails of a share: the link to its recipient, their one-time codes, and the sender's notices
// (first opened, feedback given, locked after wrong codes). Each is tagged with every interview the
// share holds (erasing any of those candidates' data deletes it) and the sender (deleting their
// account does); candidates are named only when the sender did not hide them.
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/messages/vocabulary';
import { appPaths } from '../../shared/contract/app-links';
import type { InterviewDoc, ShareDoc } from '../../shared/contract/collections';
import { SHARE_MESSAGES } from '../../shared/messages/shares';
import { shortlistOf } from '../../shared/share-state';
import type { ShortlistFields } from '../../shared/share-state';
import { appLink } from '../../lib/config';
import { readableTime } from '../../lib/readable-time';
import { composeMail } from '../../lib/mail/layout';
import { mailGreeting } from '../../lib/mail/greeting';
import { mailAbout } from '../../lib/mail/queue';
import type { MailMessage } from '../../lib/mail/queue';

type ShareFacts = ShortlistFields & Pick<ShareDoc, 'createdByEmail'>;

/** What every share mail is tagged with. */
export const shareMailAbout = (share: ShareFacts) => [
  ...shortlistOf(share).map((item) => mailAbout.interview(item.interviewId)),
  mailAbout.person(share.createdByEmail),
];

const kindOf = (interview: InterviewDoc) =>
  `${INTERVIEW_TYPE_LABELS[interview.type]} interview (${INTERVIEW_LEVEL_LABELS[interview.level]} level)`.toLowerCase();

/**
 * The candidate as a shared page names them: when hidden, by their place on the shortlist
 * ("Candidate A", "Candidate B", …).
 */
export const sharedCandidateName = (
  interview: InterviewDoc,
  share: Pick<ShareDoc, 'hideCandidate'>,
  index: number,
) =>
  share.hideCandidate
    ? SHARE_MESSAGES.hiddenCandidateAt(index)
    : interview.candidateName || SHARE_MESSAGES.hiddenCandidateAt(index);

export function shareMail(
  shareId: string,
  share: ShareDoc,
  interviews: InterviewDoc[],
  senderName: string,
): MailMessage {
  const [first] = interviews;
  const about =
    interviews.length === 1
      ? SHARE_MESSAGES.shareCandidate(sharedCandidateName(first, share, 0), kindOf(first))
      : SHARE_MESSAGES.shortlistCandidates(
          interviews
            .map(
              (interview, i) =>
                `${sharedCandidateName(interview, share, i)} (${kindOf(interview)})`,
            )
            .join(', '),
        );
  return composeMail({
    to: share.recipientEmail,
    subject:
      interviews.length === 1
        ? SHARE_MESSAGES.shareSubject(first.orgName)
        : SHARE_MESSAGES.shortlistSubject(first.orgName, interviews.length),
    greeting: mailGreeting(),
    paragraphs: [
      SHARE_MESSAGES.shareIntro(senderName, first.orgName),
      about,
      ...(share.message ? [SHARE_MESSAGES.shareMessageIntro, share.message] : []),
      SHARE_MESSAGES.shareExpires(readableTime(share.expiresAt.toDate().toISOString())),
    ],
    action: {
      intro: SHARE_MESSAGES.shareActionIntro,
      label: SHARE_MESSAGES.shareAction,
      url: appLink(appPaths.sharedInterview(shareId)),
    },
  });
}

export function codeMail(share: ShareDoc, code: string): MailMessage {
  return composeMail({
    to: share.recipientEmail,
    subject: SHARE_MESSAGES.codeSubject,
    greeting: mailGreeting(),
    paragraphs: [SHARE_MESSAGES.codeBody(code)],
    after: [SHARE_MESSAGES.codeIgnore],
  });
}

/** A notice to the sender about their share: it was opened, got feedback, or locked. */
export function senderNotice(share: ShareDoc, kind: 'opened' | 'feedback' | 'locked'): MailMessage {
  const { recipientEmail: recipient } = share;
  const [subject, body] = {
    opened: [SHARE_MESSAGES.openedSubject(recipient), SHARE_MESSAGES.openedBody(recipient)],
    feedback: [SHARE_MESSAGES.feedbackSubject(recipient), SHARE_MESSAGES.feedbackBody(recipient)],
    locked: [SHARE_MESSAGES.lockedSubject(recipient), SHARE_MESSAGES.lockedBody(recipient)],
  }[kind];
  return composeMail({
    to: share.createdByEmail,
    subject,
    greeting: mailGreeting(),
    paragraphs: [body],
    action: {
      intro: SHARE_MESSAGES.openInterviewIntro,
      label: SHARE_MESSAGES.openInterview,
      // The first interview the share still holds: its review screen lists the share.
      url: appLink(appPaths.interviewReview(shortlistOf(share)[0]?.interviewId ?? '')),
    },
    after: [SHARE_MESSAGES.senderNote],
  });
}
