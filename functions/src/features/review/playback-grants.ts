// A <video> or <audio> element fetches its recording's ranges itself and cannot send a bearer
// token, so a reviewer first asks for a playback grant: a random token, stored by hash, for one
// interview, which the element's URL carries as ?grant=. It expires after PLAYBACK_GRANT_TTL_MS,
// and the member who asked must still be in the org on every use.
import { Timestamp } from 'firebase-admin/firestore';
import { PLAYBACK_GRANT_TTL_MS } from '../../shared/constants';
import { collections } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { docRef } from '../../lib/firebase';
import { HttpError } from '../../lib/http-error';
import { memberRef } from '../../lib/membership';
import { randomToken, sha256 } from '../../lib/tokens';
import { staffInterview } from './interview-access';

/** 32 random bytes, base64url. */
const GRANT_BYTES = 32;
const GRANT_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A grant to stream one interview's recordings (404 unless it is the member's org's). */
export async function createPlaybackGrant(
  member: { orgId: string; uid: string },
  interviewId: string,
): Promise<{ grant: string; expiresAt: string }> {
  await staffInterview(member.orgId, interviewId);
  const grant = randomToken(GRANT_BYTES);
  const expiresAt = Timestamp.fromMillis(Date.now() + PLAYBACK_GRANT_TTL_MS);
  await docRef(collections.playbackGrants, sha256(grant)).create({
    uid: member.uid,
    orgId: member.orgId,
    interviewId,
    expiresAt,
  });
  return { grant, expiresAt: expiresAt.toDate().toISOString() };
}

const invalid = () => new HttpError(401, REVIEW_MESSAGES.playbackGrantInvalid);

/** Who holds a grant: the member who asked for it, in their org. */
export interface GrantHolder {
  orgId: string;
  uid: string;
}

/**
 * The holder of a grant to play this interview's recordings. 401 for a token that is malformed,
 * unknown, expired (the TTL policy deletes expired grants only eventually) or for another
 * interview. Whether the holder is still a member is `stillMember`'s to say, so a caller can
 * check that beside its own reads.
 */
export async function grantHolder(grant: unknown, interviewId: string): Promise<GrantHolder> {
  if (typeof grant !== 'string' || !GRANT_PATTERN.test(grant)) throw invalid();
  const stored = (await docRef(collections.playbackGrants, sha256(grant)).get()).data();
  if (
    !stored ||
    stored.interviewId !== interviewId ||
    !(stored.expiresAt instanceof Timestamp) ||
    stored.expiresAt.toMillis() <= Date.now()
  )
    throw invalid();
  return { orgId: stored.orgId, uid: stored.uid };
}

/** 401 when a grant's holder has left the org since asking for it. */
export async function stillMember(holder: GrantHolder): Promise<void> {
  if (!(await memberRef(holder.orgId, holder.uid).get()).exists) throw invalid();
}
