// Mails to whoever scheduled an interview (its completion, a candidate's request): who they go to,
// and how they name the candidate and the interview. A profile that does not read skips the mail
// instead of failing what it accompanies.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '../../shared/messages/vocabulary';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { docRef } from '../../lib/firebase';
import { mailGreeting } from '../../lib/mail/greeting';
import { profileData, profileRef } from '../../lib/profiles';

/** The scheduler's membership and profile, to read together (with whatever else the caller needs). */
export const schedulerRefs = ({
  orgId,
  createdBy,
}: Pick<InterviewDoc, 'orgId' | 'createdBy'>): [DocumentReference, DocumentReference] => [
  docRef(collections.members, orgId, createdBy),
  profileRef(createdBy),
];

/**
 * The scheduler's address and display name, read from the snapshots of `schedulerRefs`; null when
 * they no longer belong to the org or have no address.
 */
export function schedulerContact(
  member: DocumentSnapshot,
  user: DocumentSnapshot,
): { to: string; greeting: string } | null {
  if (!member.exists) return null;
  const profile = profileData(user);
  if (!profile?.email) return null;
  return { to: profile.email, greeting: mailGreeting(profile.displayName) };
}

/** The candidate as the mail names them, and the interview's kind ("technical interview (mid level)"). */
export function interviewFacts(interview: InterviewDoc): { candidate: string; kind: string } {
  const kind = `${INTERVIEW_TYPE_LABELS[interview.type]} interview (${INTERVIEW_LEVEL_LABELS[interview.level]} level)`;
  return {
    candidate: interview.candidateName || interview.candidateEmail,
    kind: kind.toLowerCase(),
  };
}
