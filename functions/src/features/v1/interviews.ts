// The key's org's interviews as the public API v1 gives them: a page at a time, newest first,
// each in the v1 view (never the candidate's session link).
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { InterviewStatus } from '../../shared/constants/domain';
import { DOCUMENT_ID_PATTERN } from '../../shared/constants/ids';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc, TimestampLike } from '../../shared/contract/collections';
import type { V1Interview } from '../../shared/contract/endpoints/v1';
import { INTEGRATIONS_MESSAGES } from '../../shared/messages/integrations';
import { db, docRef } from '../../lib/firebase';
import { badRequest, notFound } from '../../lib/http-error';
import { readOrSkip, storedData } from '../../lib/stored-document';
import { isoOrNull } from '../../lib/iso-time';

export function v1View(id: string, interview: InterviewDoc): V1Interview {
  return {
    id,
    status: interview.status,
    candidate: { name: interview.candidateName, email: interview.candidateEmail },
    position: { type: interview.type, level: interview.level },
    scheduledAt: interview.date,
    createdAt: isoOrNull(interview.createdAt) ?? '',
    completedAt: isoOrNull(interview.completedAt),
    questionSetId: interview.questionSetId ?? null,
  };
}

/**
 * Where a page ends: the last interview's creation time and id, so the next page starts after
 * it whatever is added meanwhile. Opaque to callers (base64url JSON).
 */
const cursorOf = (createdAt: TimestampLike, id: string) =>
  Buffer.from(JSON.stringify([createdAt.seconds, createdAt.nanoseconds, id])).toString('base64url');

function readCursor(cursor: string): [Timestamp, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isSafeInteger(value[0]) &&
      Number.isInteger(value[1]) &&
      value[1] >= 0 &&
      value[1] < 1e9 &&
      typeof value[2] === 'string' &&
      DOCUMENT_ID_PATTERN.test(value[2])
    )
      return [new Timestamp(value[0] as number, value[1] as number), value[2]];
  } catch {
    // not base64url JSON: refused below
  }
  throw badRequest(INTEGRATIONS_MESSAGES.cursorInvalid);
}

/** What the page's cursor is made of: read on its own, so an unreadable last one still has it. */
const cursorField = collections.interviews.schema.pick({ createdAt: true });

export async function listV1Interviews(
  orgId: string,
  options: { limit: number; cursor?: string; status?: InterviewStatus },
): Promise<{ data: V1Interview[]; nextCursor: string | null }> {
  // Not converter-bound: each document is read through the schema below, the cursor's field apart.
  let query = db.collection(collections.interviews.path()).where('orgId', '==', orgId);
  if (options.status) query = query.where('status', '==', options.status);
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (options.cursor) query = query.startAfter(...readCursor(options.cursor));
  // One more than the page: whether there is a next page, without a second query.
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit);
  const last = page[page.length - 1];
  const lastCreated = readOrSkip(cursorField, last)?.createdAt;
  const nextCursor =
    snap.docs.length > options.limit && lastCreated ? cursorOf(lastCreated, last.id) : null;
  const data = page.flatMap((doc) => {
    const interview = readOrSkip(collections.interviews.schema, doc);
    return interview ? [v1View(doc.id, interview)] : [];
  });
  return { data, nextCursor };
}

/** 404 for an id that is not the org's, whether or not it exists elsewhere. */
export async function getV1Interview(orgId: string, id: string): Promise<V1Interview> {
  const missing = notFound(INTEGRATIONS_MESSAGES.interviewNotFound);
  const snap = await docRef(collections.interviews, id).get();
  // One that does not read as an interview is as missing.
  const interview = storedData(snap, missing);
  if (interview?.orgId !== orgId) throw missing;
  return v1View(id, interview);
}
