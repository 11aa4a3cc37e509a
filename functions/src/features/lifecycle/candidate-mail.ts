// The mail documents that name an erased candidate: the invitation, reminders and cancellation sent
// to them and the completion notice sent about them. All are deleted: one already delivered keeps
// only its subject and addressee, which name them; one still pending must never go out.
import { collections } from '../../shared/contract/collections';
import type { MailDoc } from '../../shared/contract/collections';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { collectionRef } from '../../lib/firebase';
import { mailAbout } from '../mail/queue';

type MailSnapshot = FirebaseFirestore.QueryDocumentSnapshot<MailDoc>;

/**
 * Mail tagged with the interview, and mail queued before tags were kept (no `about`) that is
 * addressed to the candidate or whose subject is the completion notice's about them. A mail tagged
 * with another interview stays: the same address may be another org's candidate.
 */
export async function candidateMail(
  interviewId: string,
  candidate: { name: string; email: string },
): Promise<FirebaseFirestore.DocumentReference[]> {
  const mail = collectionRef(collections.mail);
  const untagged = (snap: FirebaseFirestore.QuerySnapshot<MailDoc>): MailSnapshot[] =>
    snap.docs.filter((d) => !d.data().about);
  const email = candidate.email.trim();
  const addresses = email ? [...new Set([email, email.toLowerCase()])] : [];
  const subjects = [candidate.name, email]
    .filter(Boolean)
    .map((who) => INTERVIEW_MESSAGES.completedSubject(who));
  const [tagged, ...legacy] = await Promise.all([
    mail.where('about', 'array-contains', mailAbout.interview(interviewId)).get(),
    ...addresses.map((to) => mail.where('to', '==', to).get()),
    ...subjects.map((subject) => mail.where('message.subject', '==', subject).get()),
  ]);
  const found = [...tagged.docs, ...legacy.flatMap(untagged)];
  return [...new Map(found.map((d) => [d.ref.path, d.ref])).values()];
}
