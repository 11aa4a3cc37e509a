// Access requests: submission (public) and the admin's decisions. Every state change is one
// preconditioned batch (lib/contention.ts), so racing submissions and decisions resolve to exactly
// one outcome.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { AccessRequestStatus } from '../../shared/constants';
import { REGISTRATION_TOKEN_TTL_MS } from '../../shared/constants';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '../../shared/messages/access';
import type { AccessRequestFormValues } from '../../shared/schemas/access';
import { emailDomain, normaliseDomain } from '../../shared/schemas/access';
import { appOrigin } from '../../lib/config';
import { db } from '../../lib/firebase';
import { commitRacingChange } from '../../lib/contention';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/tokens';
import { queueMail } from '../mail/queue';
import { usableCaptcha } from './captcha';
import { isFreeMailDomain } from './free-mail';
import { invitationMail, rejectionMail } from './mails';

const requests = db.collection('accessRequests');
/**
 * One document per email while a request from it is pending, keyed by sha256(email): two
 * simultaneous submissions both try to create it, and only one can commit.
 */
const pendingLock = (email: string) => db.doc(`accessRequestLocks/${sha256(email)}`);

export interface SubmitInput extends AccessRequestFormValues {
  captchaId: string;
}

export async function submitAccessRequest(input: SubmitInput): Promise<{ id: string }> {
  if (isFreeMailDomain(emailDomain(input.email)))
    throw badRequest(ACCESS_MESSAGES.workEmailRequired);
  const workDomain = normaliseDomain(input.workDomain);
  const ref = requests.doc();
  const lockRef = pendingLock(input.email);
  // Simultaneous submissions race for the captcha (marked used, preconditioned) and the email's
  // lock (a create): once one has them, the rest get what a later submission would (400 for a used
  // captcha, 409 pending).
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const captcha = await usableCaptcha(input.captchaId);
      if ((await lockRef.get()).exists) throw conflict(ACCESS_MESSAGES.alreadyPendingServer);
      batch.update(
        captcha.ref,
        { usedAt: Timestamp.now() },
        { lastUpdateTime: captcha.updateTime },
      );
      batch.create(lockRef, {
        email: input.email,
        requestId: ref.id,
        createdAt: FieldValue.serverTimestamp(),
      });
      batch.create(ref, {
        workDomain,
        email: input.email,
        teamSize: input.teamSize,
        message: input.message,
        status: 'pending' satisfies AccessRequestStatus,
        createdAt: FieldValue.serverTimestamp(),
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
        orgId: null,
      });
    },
  );
  return { id: ref.id };
}

export interface AccessRequestView {
  id: string;
  workDomain: string;
  email: string;
  teamSize: number | null;
  message: string | null;
  status: AccessRequestStatus;
  createdAt: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  orgId: string | null;
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function toView(snap: QueryDocumentSnapshot<DocumentData>): AccessRequestView {
  const d = snap.data();
  return {
    id: snap.id,
    workDomain: d.workDomain,
    email: d.email,
    teamSize: d.teamSize ?? null,
    message: d.message ?? null,
    status: d.status,
    createdAt: iso(d.createdAt),
    decidedAt: iso(d.decidedAt),
    rejectionReason: d.rejectionReason ?? null,
    orgId: d.orgId ?? null,
  };
}

export async function listAccessRequests(
  status: AccessRequestStatus,
): Promise<AccessRequestView[]> {
  const snap = await requests
    .where('status', '==', status)
    .orderBy('createdAt', 'desc')
    .limit(500)
    .get();
  return snap.docs.map(toView);
}

/** The request as it is now, if it is still pending (404 unknown, 409 decided). */
async function pendingSnapshot(id: string) {
  const snap = await requests.doc(id).get();
  if (!snap.exists) throw notFound(ADMIN_MESSAGES.notFound);
  if (snap.get('status') !== 'pending') throw conflict(ADMIN_MESSAGES.notPending);
  return { ref: snap.ref, data: snap.data()!, updateTime: snap.updateTime! };
}

/**
 * A decision is one racing change (lib/contention.ts) whose update of the request carries the
 * request's last update time: of many admins deciding at once exactly one commits, and the others
 * answer 409 after a fresh read.
 */
function decide<T>(
  id: string,
  write: (
    batch: FirebaseFirestore.WriteBatch,
    request: Awaited<ReturnType<typeof pendingSnapshot>>,
  ) => Promise<T>,
): Promise<T> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => write(batch, await pendingSnapshot(id)),
  );
}

/**
 * Approve: creates (or reuses) the org for the request's domain, a single-use registration token
 * (stored hashed, 7 days) and the invitation mail, in the one batch that decides the request.
 */
export async function approveAccessRequest(
  id: string,
  adminUid: string,
): Promise<{ id: string; orgId: string }> {
  return decide(id, async (batch, { ref, data, updateTime }) => {
    const orgId = normaliseDomain(String(data.workDomain ?? ''));
    if (!orgId) throw badRequest(ACCESS_MESSAGES.invalidWorkDomain);
    const orgRef = db.doc(`orgs/${orgId}`);
    const org = await orgRef.get();
    const orgName = (org.get('name') as string | undefined) ?? orgId;
    const email = String(data.email);

    if (!org.exists) {
      // merge: a simultaneous approval for the same domain writes the same org, never fails.
      batch.set(
        orgRef,
        { name: orgName, domain: orgId, createdAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    const token = randomToken();
    const now = Date.now();
    batch.create(db.doc(`registrationTokens/${sha256(token)}`), {
      email,
      orgId,
      orgName,
      requestId: id,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + REGISTRATION_TOKEN_TTL_MS),
      usedAt: null,
      usedBy: null,
    });
    queueMail(batch, invitationMail(email, orgName, `${appOrigin()}/register/${token}`));
    batch.update(
      ref,
      {
        status: 'approved' satisfies AccessRequestStatus,
        decidedAt: FieldValue.serverTimestamp(),
        decidedBy: adminUid,
        orgId,
        rejectionReason: null,
      },
      { lastUpdateTime: updateTime },
    );
    batch.delete(pendingLock(email));
    return { id, orgId };
  });
}

/** Reject with a reason; the requester gets a polite mail that quotes it. */
export async function rejectAccessRequest(
  id: string,
  adminUid: string,
  reason: string,
): Promise<{ id: string }> {
  return decide(id, async (batch, { ref, data, updateTime }) => {
    const email = String(data.email);
    batch.update(
      ref,
      {
        status: 'rejected' satisfies AccessRequestStatus,
        decidedAt: FieldValue.serverTimestamp(),
        decidedBy: adminUid,
        rejectionReason: reason,
      },
      { lastUpdateTime: updateTime },
    );
    batch.delete(pendingLock(email));
    queueMail(batch, rejectionMail(email, String(data.workDomain ?? ''), reason));
    return { id };
  });
}
