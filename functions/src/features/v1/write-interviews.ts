// Scheduling and cancelling with an API key: the staff operations themselves (the same checks,
// mails and counters), recorded as made with the key. A create is idempotent per API key and
// Idempotency-Key, so an integration may retry it after a lost answer without scheduling twice.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { IDEMPOTENCY_KEY_TTL_MS, STAFF_MAIL_LIMITS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { IdempotencyRecordDoc } from '../../shared/contract/collections';
import type { V1Interview } from '../../shared/contract/endpoints/v1';
import { API_MESSAGES } from '../../shared/messages/api';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import type { ScheduleInterviewInput } from '../../shared/schemas/interviews';
import { orgSettingsOf } from '../../shared/schemas/team';
import type { OrgSettings } from '../../shared/schemas/team';
import type { ApiKeyCaller } from '../../lib/api-key-auth';
import { isLostRace } from '../../lib/contention';
import { docRef } from '../../lib/firebase';
import { HttpError, conflict } from '../../lib/http-error';
import { checkRateLimit } from '../../lib/rate-limit';
import { readOrg } from '../../lib/orgs';
import { dataOrSkip } from '../../lib/stored-document';
import { sha256 } from '../../lib/tokens';
import { cancelInterview } from '../interviews/cancel-interview';
import { scheduleInterview } from '../interviews/schedule-interview';
import { getV1Interview } from './interviews';

/** The body as JSON with every object's keys sorted: the same request whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * A mail in the org's name, from its API key: counted against the org's hourly quota, which its
 * staff share (the key's own 120 a minute bounds it further).
 */
const orgMailQuota = (orgId: string) => checkRateLimit(STAFF_MAIL_LIMITS.perOrg, orgId);

/**
 * The org as scheduling needs it: its name and settings (new interviews copy some). An org
 * document that does not read leaves them at their defaults, as a missing one.
 */
async function orgOf(orgId: string): Promise<{ orgName: string; settings: OrgSettings }> {
  const org = await readOrg(orgId);
  return { orgName: org?.name || orgId, settings: orgSettingsOf(org?.settings) };
}

/** The record while it holds; one that does not read is as expired (a new create replaces it). */
const liveRecord = (snap: DocumentSnapshot<IdempotencyRecordDoc>) => {
  const record = dataOrSkip(snap);
  return record && record.expiresAt.toMillis() > Date.now() ? record : undefined;
};

/**
 * Schedules the interview `body` asks for once per (API key, Idempotency-Key) within 24 hours.
 * A key already used answers its interview when the body is the same (`created: false`) and 409
 * when it is not, before the body is validated again (a retry whose time has since passed still
 * answers what was made). The record is written in the interview's own batch with create (or,
 * over an expired record, an update preconditioned on it), so of parallel identical creates
 * exactly one commits; the others read its record and answer its interview.
 */
export async function createV1Interview(
  key: ApiKeyCaller,
  idempotencyKey: string,
  body: unknown,
  parseBody: (body: unknown) => ScheduleInterviewInput,
): Promise<{ interview: V1Interview; created: boolean }> {
  const requestSha256 = sha256(canonicalJson(body));
  const ref = docRef(collections.idempotencyRecords, key.orgId, key.keyId, sha256(idempotencyKey));
  const replay = async (record: { requestSha256: string; interviewId: string }) => {
    if (record.requestSha256 !== requestSha256) throw conflict(M.idempotencyKeyReused);
    return { interview: await getV1Interview(key.orgId, record.interviewId), created: false };
  };

  const first = await ref.get();
  const used = liveRecord(first);
  if (used) return replay(used);
  const input = parseBody(body);
  const [org] = await Promise.all([orgOf(key.orgId), orgMailQuota(key.orgId)]);
  let previous = first;
  for (let attempt = 1; attempt <= 6; attempt++) {
    const over = previous;
    try {
      const scheduled = await scheduleInterview(
        { orgId: key.orgId, uid: key.createdByUid, ...org },
        input,
        undefined,
        {
          apiKeyId: key.keyId,
          alongside: (batch, interviewId) => {
            const now = Date.now();
            const record = {
              requestSha256,
              interviewId,
              createdAt: Timestamp.fromMillis(now),
              expiresAt: Timestamp.fromMillis(now + IDEMPOTENCY_KEY_TTL_MS),
            };
            if (over.exists) batch.update(ref, record, { lastUpdateTime: over.updateTime! });
            else batch.create(ref, record);
          },
        },
      );
      return { interview: await getV1Interview(key.orgId, scheduled.id), created: true };
    } catch (error) {
      if (!isLostRace(error)) throw error;
      // Another create with this key committed first: its record decides the answer.
      previous = await ref.get();
      const won = liveRecord(previous);
      if (won) return replay(won);
    }
  }
  throw new HttpError(429, API_MESSAGES.tooManyRequests);
}

/** Cancels as staff cancelling does (409 unless scheduled), recorded as the key's. */
export async function cancelV1Interview(key: ApiKeyCaller, id: string): Promise<V1Interview> {
  // Another org's id is 404 before anything is counted.
  await getV1Interview(key.orgId, id);
  await orgMailQuota(key.orgId);
  await cancelInterview({ orgId: key.orgId, uid: key.createdByUid, apiKeyId: key.keyId }, id);
  return getV1Interview(key.orgId, id);
}
