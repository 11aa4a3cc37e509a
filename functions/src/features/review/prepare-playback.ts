import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { logger } from '../../lib/logger';
import { readOrSkip } from '../../lib/stored-document';
import { prepareRecordings } from './recordings';

/** Only the status is read: an interview whose other fields do not read still gets its heads. */
const statusOnly = collections.interviews.schema.pick({ status: true });

/**
 * interviews/{id} completed → the seekable heads of its recordings are built now, while nobody
 * waits (every chunk is in: the candidate's browser flushes its uploads before completing).
 * Without this the first reviewer to press play would wait for every chunk to be read; if it
 * fails, that first play still builds the head itself.
 */
export const preparePlayback = onDocumentUpdated(
  collections.interviews.doc('{id}'),
  async (event) => {
    const before = readOrSkip(statusOnly, event.data?.before);
    const after = readOrSkip(statusOnly, event.data?.after);
    if (before?.status === 'completed' || after?.status !== 'completed') return;
    const stored = await prepareRecordings(event.params.id);
    if (stored > 0) logger.info(`playback: ${stored} seekable heads stored for ${event.params.id}`);
  },
);
