// A <video> or <audio> element fetches its recording's ranges itself and cannot send a bearer
// token, so a reviewer first asks for a playback grant: a random token, stored by hash, for one
// interview, which the element's URL carries as ?grant=. It expires after PLAYBACK_GRANT_TTL_MS,
// and the member who asked must still be in the org on every use. A player asks for many ranges
// in a row (play, seek, the rest as it plays): a grant and membership confirmed a moment ago are
// trusted for PLAYBACK_RECHECK_MS without reading them again. The public API gives a grant to an
// API key with an interview's results: it holds while the key is neither revoked nor stripped of
// results:read, checked as a member's membership is.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { BEARER_TOKEN_BYTES, BEARER_TOKEN_PATTERN } from '../../shared/constants/ids';
import { PLAYBACK_GRANT_TTL_MS, PLAYBACK_RECHECK_MS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { ApiKeyDoc, MemberDoc } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { docRef } from '../../lib/firebase';
import { HttpError } from '../../lib/http-error';
import { memberRef } from '../../lib/membership';
import { dataOrSkip } from '../../lib/stored-document';
import { randomToken, sha256 } from '../../lib/tokens';
import { staffInterview } from './interview-access';
import { ShortCache } from './short-cache';

/** A grant to stream one interview's recordings (404 unless it is the member's org's). */
export async function createPlaybackGrant(
  member: { orgId: string; uid: string },
  interviewId: string,
): Promise<{ grant: string; expiresAt: string }> {
  await staffInterview(member.orgId, interviewId);
  const grant = randomToken(BEARER_TOKEN_BYTES);
  const expiresAt = Timestamp.fromMillis(Date.now() + PLAYBACK_GRANT_TTL_MS);
  await docRef(collections.playbackGrants, sha256(grant)).create({
    uid: member.uid,
    orgId: member.orgId,
    interviewId,
    expiresAt,
  });
  return { grant, expiresAt: expiresAt.toDate().toISOString() };
}

/**
 * A grant for an API key's caller, with an interview's results (the public API checked that the
 * interview is the key's org's). Recorded as the key's creator, with the key.
 */
export async function createApiKeyPlaybackGrant(
  key: { orgId: string; keyId: string; createdByUid: string },
  interviewId: string,
): Promise<{ grant: string; expiresAt: string }> {
  const grant = randomToken(BEARER_TOKEN_BYTES);
  const expiresAt = Timestamp.fromMillis(Date.now() + PLAYBACK_GRANT_TTL_MS);
  await docRef(collections.playbackGrants, sha256(grant)).create({
    uid: key.createdByUid,
    apiKeyId: key.keyId,
    orgId: key.orgId,
    interviewId,
    expiresAt,
  });
  return { grant, expiresAt: expiresAt.toDate().toISOString() };
}

const invalid = () => new HttpError(401, REVIEW_MESSAGES.playbackGrantInvalid);

/** Who holds a grant: the member who asked for it, in their org (or the API key given it). */
export interface GrantHolder {
  orgId: string;
  uid: string;
  apiKeyId?: string;
  /** The grant's stored id (its hash) and expiry, to remember it once confirmed. */
  grantId: string;
  expiresAtMs: number;
  /** Confirmed a member less than PLAYBACK_RECHECK_MS ago: `stillMember` has nothing to read. */
  confirmed: boolean;
  /** Whether the holder may still play, when its document was read with the grant. */
  memberFound?: boolean;
}

interface GrantFacts {
  interviewId: string;
  orgId: string;
  uid: string;
  apiKeyId?: string;
  expiresAtMs: number;
}

/** What says the holder may still play: the member's document, or the API key's. */
const holderRef = ({ orgId, uid, apiKeyId }: { orgId: string; uid: string; apiKeyId?: string }) =>
  apiKeyId ? docRef(collections.apiKeys, orgId, apiKeyId) : memberRef(orgId, uid);

/**
 * A member still in the org; a key not revoked that still has results:read. A member or key
 * document that does not read as one allows nothing.
 */
function holderAllowed(
  snap: DocumentSnapshot<ApiKeyDoc> | DocumentSnapshot<MemberDoc>,
  apiKeyId: string | undefined,
): boolean {
  const holder = dataOrSkip(snap as DocumentSnapshot<ApiKeyDoc | MemberDoc>);
  if (!holder || !apiKeyId) return !!holder;
  return 'scopes' in holder && !holder.revokedAt && holder.scopes.includes('results:read');
}

/** Grants confirmed a moment ago, by stored id; bounded, so a flood of grants can't grow it. */
const confirmedGrants = new ShortCache<GrantFacts>(10_000);

/**
 * Whose each grant read before is, by stored id, until it expires: a grant's holder, org,
 * interview and expiry never change (it can only be deleted), so a later use reads the grant and
 * its holder's member document together, in one round trip, instead of one after the other. Both
 * are still read on every use past PLAYBACK_RECHECK_MS; this only says which member to read.
 */
const grantOwners = new ShortCache<GrantFacts>(10_000);

/**
 * The holder of a grant to play this interview's recordings. 401 for a token that is malformed,
 * unknown, expired (the TTL policy deletes expired grants only eventually) or for another
 * interview. Whether the holder is still a member is `stillMember`'s to say, so a caller can
 * check that beside its own reads; for a grant used before, its member document is read here,
 * with the grant.
 */
export async function grantHolder(grant: unknown, interviewId: string): Promise<GrantHolder> {
  if (typeof grant !== 'string' || !BEARER_TOKEN_PATTERN.test(grant)) throw invalid();
  const grantId = sha256(grant);
  const known = confirmedGrants.get(grantId);
  if (known?.interviewId === interviewId)
    return {
      orgId: known.orgId,
      uid: known.uid,
      ...(known.apiKeyId ? { apiKeyId: known.apiKeyId } : {}),
      grantId,
      expiresAtMs: known.expiresAtMs,
      confirmed: true,
    };
  const owner = grantOwners.get(grantId);
  const grantRef = docRef(collections.playbackGrants, grantId);
  // Both at once (one round trip) when the holder is known.
  const [grantSnap, memberSnap] = owner
    ? await Promise.all([grantRef.get(), holderRef(owner).get()])
    : [await grantRef.get(), undefined];
  // A grant that does not read as one is as unknown as a missing one.
  const stored = dataOrSkip(grantSnap);
  if (
    !stored ||
    stored.interviewId !== interviewId ||
    !(stored.expiresAt instanceof Timestamp) ||
    stored.expiresAt.toMillis() <= Date.now()
  )
    throw invalid();
  const holder = {
    orgId: stored.orgId,
    uid: stored.uid,
    ...(stored.apiKeyId ? { apiKeyId: stored.apiKeyId } : {}),
    grantId,
    expiresAtMs: stored.expiresAt.toMillis(),
    confirmed: false,
  };
  grantOwners.set(grantId, { interviewId, ...holder }, holder.expiresAtMs);
  // The member read is the holder's only if the grant still names whom it was remembered for.
  const memberFound =
    memberSnap &&
    owner?.orgId === holder.orgId &&
    owner.uid === holder.uid &&
    owner.apiKeyId === holder.apiKeyId
      ? holderAllowed(memberSnap, holder.apiKeyId)
      : undefined;
  return { ...holder, memberFound };
}

/**
 * 401 when a grant's holder has left the org since asking for it (for an API key's grant: the key
 * was revoked or lost results:read). A holder found still allowed is remembered for
 * PLAYBACK_RECHECK_MS (and never past the grant's expiry).
 */
export async function stillMember(holder: GrantHolder, interviewId: string): Promise<void> {
  if (holder.confirmed) return;
  const found = holder.memberFound ?? holderAllowed(await holderRef(holder).get(), holder.apiKeyId);
  if (!found) throw invalid();
  const { orgId, uid, apiKeyId, expiresAtMs } = holder;
  confirmedGrants.set(
    holder.grantId,
    { interviewId, orgId, uid, ...(apiKeyId ? { apiKeyId } : {}), expiresAtMs },
    Math.min(Date.now() + PLAYBACK_RECHECK_MS, expiresAtMs),
  );
}
