// The mail documents that name an erased candidate: the invitation, reminders and cancellation sent
// to them and the completion notice sent about them. All are deleted: one already delivered keeps
// only its subject and addressee, which name them; one still pending must never go out.
import { collections } from '../../shared/contract/collections';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { collectionRef } from '../../lib/firebase';
import { readOrSkip } from '../../lib/stored-document';
import { mailAbout } from '../../lib/mail/queue';

/**
 * Only the tags are read, on their own (not through the converter): a mail whose other fields do
 * not read is still found and deleted. One whose tags do not read counts as untagged (logged): it
 * was found by the candidate's address or the notice's subject about them, so it names them.
 */
const aboutOnly = collections.mail.schema.pick({ about: true });
const isUntagged = (d: FirebaseFirestore.QueryDocumentSnapshot) => !readOrSkip(aboutOnly, d)?.about;

/**
 * Mail tagged with the interview, and mail queued before tags were kept (no `about`) that is
 * addressed to the candidate or whose subject is the completion notice's about them. A mail tagged
 * with another interview stays: the same address may be another org's candidate.
 */
export async function candidateMail(
  interviewId: string,
  candidate: { name: string; email: string },
): Promise<FirebaseFirestore.DocumentReference[]> {
  const mail = collectionRef(collections.mail).withConverter(null);
  const untagged = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.filter(isUntagged);
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
