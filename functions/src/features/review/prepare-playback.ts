import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { logger } from '../../lib/logger';
import { prepareRecordings } from './recordings';

/**
 * interviews/{id} completed → the seekable heads of its recordings are built now, while nobody
 * waits (every chunk is in: the candidate's browser flushes its uploads before completing).
 * Without this the first reviewer to press play would wait for every chunk to be read; if it
 * fails, that first play still builds the head itself.
 */
export const preparePlayback = onDocumentUpdated(
  collections.interviews.doc('{id}'),
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (before?.status === 'completed' || after?.status !== 'completed') return;
    const stored = await prepareRecordings(event.params.id);
    if (stored > 0) logger.info(`playback: ${stored} seekable heads stored for ${event.params.id}`);
  },
);
