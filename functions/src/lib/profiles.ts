// Staff profiles (`users/{uid}`) are read with every field optional: a profile from an older seed
// may lack fields (the CLI completes them), and its owner still gets their profile, their name and
// their address.
import { collections } from '../shared/contract/collections';
import { partialReads } from './partial-reads';

export const {
  ref: profileRef,
  data: profileData,
  read: readProfile,
} = partialReads(collections.users);
