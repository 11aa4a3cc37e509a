// A teammate who leaves has seen every candidate link of the org (staff reads carry them). The
// links of interviews not yet started are replaced: a new sessionId (the old one then answers 404,
// like any unknown link) and a mail to the candidate with the new one. An interview whose candidate
// had already begun keeps its link: replacing it would cut them off mid-answer, and the answers
// they give are the org's record either way. The work goes page by page and is idempotent: a link
// issued after the removal is left alone, so a retried or repeated run mails nobody twice.
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { appPaths } from '../../shared/contract/app-links';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { appLink } from '../../lib/config';
import { isLostRace } from '../../lib/contention';
import { collectionRef, db } from '../../lib/firebase';
import { isLinkExpired } from '../../lib/link-expiry';
import { readOrg } from '../../lib/orgs';
import { dataOrSkip } from '../../lib/stored-document';
import { randomToken } from '../../lib/tokens';
import { queueMail } from '../../lib/mail/queue';
import { linkReplacedMail } from './mails';

/** Interviews per batch: each takes two writes (the interview, its mail) of the 500 allowed. */
const PAGE = 100;
/** Pages re-read after a write raced ours before giving up (the trigger is then retried). */
const MAX_RACES = 5;

/**
 * Whether the removed teammate could know this interview's link and its candidate had not begun
 * by then: a link issued before `removedAt`, no consent before it, and not already expired.
 */
function needsNewLink(interview: InterviewDoc, removedAt: number): boolean {
  if (interview.status !== 'scheduled' || isLinkExpired(interview)) return false;
  const issued = interview.sessionIssuedAt ?? interview.createdAt;
  if (issued && issued.toMillis() >= removedAt) return false;
  return !(interview.consentedAt && interview.consentedAt.toMillis() < removedAt);
}

/** Adds the interview's new link and its candidate's mail to the batch. */
function replaceLink(
  batch: FirebaseFirestore.WriteBatch,
  doc: DocumentSnapshot<InterviewDoc>,
  interview: InterviewDoc,
) {
  const sessionId = randomToken();
  batch.update(
    doc.ref,
    {
      sessionId,
      sessionIssuedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { lastUpdateTime: doc.updateTime! },
  );
  queueMail(
    batch,
    linkReplacedMail({
      to: interview.candidateEmail,
      candidateName: interview.candidateName,
      orgName: interview.orgName,
      date: interview.date,
      link: appLink(appPaths.interview(sessionId)),
    }),
  );
}

/**
 * When the org's last member left, as the removal's own commit recorded it (so the call and the
 * trigger after it agree on one cut-off and neither redoes the other's work); `otherwise` for a
 * member document deleted some other way.
 */
export async function removalCutoff(orgId: string, otherwise: Timestamp): Promise<Timestamp> {
  const left = (await readOrg(orgId))?.lastMemberLeftAt;
  return left instanceof Timestamp ? left : otherwise;
}

/**
 * Replaces the links of `orgId`'s scheduled interviews that a teammate removed at `removedAt`
 * could know; returns how many it replaced (0 when a run before it did the work).
 */
export async function rotateSessionLinks(orgId: string, removedAt: Timestamp): Promise<number> {
  const cutoff = removedAt.toMillis();
  let rotated = 0;
  let races = 0;
  let after: DocumentSnapshot | undefined;
  for (;;) {
    let query = collectionRef(collections.interviews)
      .where('orgId', '==', orgId)
      .where('status', '==', 'scheduled')
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    const batch = db.batch();
    // An interview that does not read is left (logged): its link cannot be taken either (the
    // candidate's session refuses it), and failing here would stop the others' rotation.
    const stale = page.docs.flatMap((doc) => {
      const interview = dataOrSkip(doc);
      return interview && needsNewLink(interview, cutoff) ? [{ doc, interview }] : [];
    });
    for (const { doc, interview } of stale) replaceLink(batch, doc, interview);
    try {
      if (stale.length) await batch.commit();
    } catch (error) {
      // A candidate or a teammate changed one of them meanwhile: this page is read again.
      if (!isLostRace(error) || ++races > MAX_RACES) throw error;
      continue;
    }
    rotated += stale.length;
    if (page.size < PAGE) return rotated;
    after = page.docs[page.docs.length - 1];
  }
}
