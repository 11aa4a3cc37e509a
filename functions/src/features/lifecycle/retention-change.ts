import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { orgSettingsOf } from '../../shared/schemas/team';
import { logger } from '../../lib/logger';
import { readOrSkip } from '../../lib/stored-document';
import { shortenRetention } from './shorten-retention';

/** Only the settings are read: an org whose other fields do not read still has its retention. */
const settingsOnly = collections.orgs.schema.pick({ settings: true });

/** The side's retention; one whose settings do not read counts as the default (logged). */
const retentionOf = (side: FirebaseFirestore.DocumentSnapshot | undefined) =>
  orgSettingsOf(readOrSkip(settingsOnly, side)?.settings).retentionDays;

/** orgs/{orgId} updated with a shorter retention → the org's interviews are kept no longer. */
export const applyShorterRetention = onDocumentUpdated(
  { document: collections.orgs.doc('{orgId}'), retry: true },
  async (event) => {
    const before = retentionOf(event.data?.before);
    const after = retentionOf(event.data?.after);
    if (after >= before) return;
    const changed = await shortenRetention(event.params.orgId, after);
    logger.info(
      `retention: ${event.params.orgId} shortened from ${before} to ${after} days; ${changed} interviews now kept no longer`,
    );
  },
);
