import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { orgSettingsOf } from '../../shared/schemas/team';
import type { OrgSettings } from '../../shared/schemas/team';
import { logger } from '../../lib/logger';
import { shortenRetention } from './shorten-retention';

const retentionOf = (settings: unknown) =>
  orgSettingsOf(settings as Partial<OrgSettings> | undefined).retentionDays;

/** orgs/{orgId} updated with a shorter retention → the org's interviews are kept no longer. */
export const applyShorterRetention = onDocumentUpdated(
  { document: collections.orgs.doc('{orgId}'), retry: true },
  async (event) => {
    const before = retentionOf(event.data?.before.get('settings'));
    const after = retentionOf(event.data?.after.get('settings'));
    if (after >= before) return;
    const changed = await shortenRetention(event.params.orgId, after);
    logger.info(
      `retention: ${event.params.orgId} shortened from ${before} to ${after} days; ${changed} interviews now kept no longer`,
    );
  },
);
