// Org documents (`orgs/{orgId}`) are read with every field optional: an org the CLI made a member
// of holds only its counts (and whatever settings its owners then set), and still has them read;
// its name falls back to its id and its settings to the defaults. Writes go through the
// converter-bound `orgRef` (lib/membership.ts).
import { collections } from '../shared/contract/collections';
import { partialReads } from './partial-reads';

export const { ref: orgReadRef, data: orgData, read: readOrg } = partialReads(collections.orgs);
