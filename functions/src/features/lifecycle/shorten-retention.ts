// A shorter retention applies to the org's interviews already scheduled or ended, not only to
// those scheduled after the change: an ended one's data goes that many days sooner. A longer one
// applies only to interviews scheduled after it, since their candidates were told the shorter
// period before consenting.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { collectionRef, db } from '../../lib/firebase';
import { isPreconditionFailure } from '../../lib/contention';
import { readOrSkip } from '../../lib/stored-document';

const DAY_MS = 24 * 60 * 60_000;
/** Interviews per batch (Firestore allows 500 writes). */
const PAGE = 300;
/** Pages re-read after a write raced ours before giving up (the trigger is then retried). */
const MAX_RACES = 5;

/**
 * The two fields the change reads, on their own (not through the converter): an interview whose
 * other fields do not read still has its retention shortened.
 */
const retentionFields = collections.interviews.schema.pick({ retentionDays: true, purgeAt: true });

/** The change that brings one interview down to `days` (its purgeAt moved by the difference). */
export function shortenedRetention(
  interview: Pick<InterviewDoc, 'retentionDays' | 'purgeAt'>,
  days: number,
) {
  const had = interview.retentionDays;
  if (had === undefined || had <= days) return null;
  const change: { retentionDays: number; purgeAt?: Timestamp } = { retentionDays: days };
  if (interview.purgeAt)
    change.purgeAt = Timestamp.fromMillis(interview.purgeAt.toMillis() - (had - days) * DAY_MS);
  return change;
}

/**
 * Brings every interview of `orgId` kept longer than `days` down to it; returns how many changed.
 * Each write is conditional on the interview being as read, so one ending meanwhile (its purgeAt
 * just set from the old figure) is read again instead of left on the longer period. One whose
 * retention fields do not read is left (logged) and read past.
 */
export async function shortenRetention(orgId: string, days: number): Promise<number> {
  let changed = 0;
  let races = 0;
  // The changed interviews leave the query; the unreadable ones stay in it and are read past.
  const unreadable = new Set<string>();
  for (;;) {
    const page = await collectionRef(collections.interviews)
      .withConverter(null)
      .where('orgId', '==', orgId)
      .where('retentionDays', '>', days)
      .limit(PAGE + unreadable.size)
      .get();
    const batch = db.batch();
    let writes = 0;
    let newlyUnreadable = 0;
    for (const doc of page.docs) {
      if (unreadable.has(doc.id)) continue;
      const read = readOrSkip(retentionFields, doc);
      if (!read) {
        unreadable.add(doc.id);
        newlyUnreadable += 1;
        continue;
      }
      const change = shortenedRetention(read, days);
      if (!change) continue;
      batch.update(doc.ref, change, { lastUpdateTime: doc.updateTime });
      writes += 1;
    }
    // Nothing left but what does not read.
    if (writes === 0 && newlyUnreadable === 0) return changed;
    if (writes === 0) continue;
    try {
      await batch.commit();
      changed += writes;
    } catch (error) {
      if (!isPreconditionFailure(error) || ++races > MAX_RACES) throw error;
    }
  }
}
