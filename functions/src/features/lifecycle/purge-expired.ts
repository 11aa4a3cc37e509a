// The retention job's pass: every interview whose purgeAt has come has its candidate's data
// deleted. A pass that fails on one interview goes on with the others; the next pass retries it.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { collectionRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { purgeInterview } from './candidate-data';

const PAGE_SIZE = 100;

export interface PurgeReport {
  purged: string[];
  failed: string[];
}

export async function purgeExpiredCandidateData(now: Date): Promise<PurgeReport> {
  const report: PurgeReport = { purged: [], failed: [] };
  const due = collectionRef(collections.interviews)
    .where('purgeAt', '<=', Timestamp.fromDate(now))
    .orderBy('purgeAt')
    .limit(PAGE_SIZE);
  for (;;) {
    const page = await due.get();
    const todo = page.docs.filter((d) => !report.failed.includes(d.id));
    if (todo.length === 0) break;
    for (const doc of todo) {
      try {
        // One whose fields do not read is left (logged) and reported, as a failure is.
        if (await purgeInterview(doc.id)) report.purged.push(doc.id);
        else report.failed.push(doc.id);
      } catch (error) {
        logger.error('retention purge failed', {
          interviewId: doc.id,
          error: error instanceof Error ? error.message : String(error),
        });
        report.failed.push(doc.id);
      }
    }
    if (page.size < PAGE_SIZE) break;
  }
  return report;
}
