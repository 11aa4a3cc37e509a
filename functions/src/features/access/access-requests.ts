// Access requests: submission and confirmation (public) and the admin's decisions. Every state
// change is one preconditioned batch (lib/contention.ts), so racing submissions, confirmations and
// decisions resolve to exactly one outcome. A request counts only once its requester confirms it
// from their inbox: anyone can type someone else's address into the form, and such a request must
// neither reach the admin nor stand in the real owner's way.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { accessEndpoints } from '../../shared/contract/endpoints/access';
import type { AccessRequestStatus } from '../../shared/constants/domain';
import { REGISTRATION_TOKEN_TTL_MS } from '../../shared/constants/limits';
import { appPaths } from '../../shared/contract/app-links';
import { collections } from '../../shared/contract/collections';
import type { AccessRequestDoc } from '../../shared/contract/collections';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '../../shared/messages/access';
import type { AccessRequestFormValues } from '../../shared/schemas/access';
import { isEmailAtDomain, normaliseDomain } from '../../shared/schemas/access';
import { appLink } from '../../lib/config';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { commitRacingChange } from '../../lib/contention';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { membersOf, orgRef } from '../../lib/membership';
import { orgData, orgReadRef } from '../../lib/orgs';
import { dataOrSkip, storedData } from '../../lib/stored-document';
import { randomToken, sha256 } from '../../lib/tokens';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import { isoOrNull } from '../../lib/iso-time';
import { usableCaptcha } from './captcha';
import {
  CONFIRMATION_TTL_MS,
  alreadyCustomerMail,
  confirmationMail,
  invitationMail,
  joinRequestMail,
  rejectionMail,
} from './mails';

const requests = collectionRef(collections.accessRequests);
/**
 * One document per email while a confirmed request from it is pending, keyed by sha256(email): two
 * simultaneous confirmations both try to create it, and only one can commit.
 */
const pendingLock = (email: string) => docRef(collections.accessRequestLocks, sha256(email));

export interface SubmitInput extends AccessRequestFormValues {
  captchaId: string;
}

/**
 * Stores the request unconfirmed and mails its requester a confirmation link (a random token,
 * stored hashed). Refused (409) only while a confirmed request from the address is pending; an
 * unconfirmed one blocks nobody, and asking again simply sends a new link.
 */
export async function submitAccessRequest(input: SubmitInput): Promise<{ id: string }> {
  const workDomain = normaliseDomain(input.workDomain);
  const ref = requests.doc();
  const lockRef = pendingLock(input.email);
  const token = randomToken();
  const now = Date.now();
  // Simultaneous submissions race for the captcha (marked used, preconditioned): once one has it,
  // the rest get what a later submission would (400 for a used captcha).
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
      batch.create(ref, {
        workDomain,
        email: input.email,
        teamSize: input.teamSize,
        message: input.message,
        status: 'unconfirmed',
        confirmTokenHash: sha256(token),
        confirmedAt: null,
        expiresAt: Timestamp.fromMillis(now + CONFIRMATION_TTL_MS),
        createdAt: FieldValue.serverTimestamp(),
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
        orgId: null,
      });
      queueMail(
        batch,
        confirmationMail(input.email, workDomain, appLink(appPaths.confirmAccessRequest(token))),
      );
    },
  );
  return { id: ref.id };
}

/**
 * The link from the mail: the request becomes pending, takes the address's pending lock and shows
 * in the admin's list. Confirming again answers the same; an unknown, forged or expired token is
 * 404, and a second confirmed request while one is pending 409.
 */
export async function confirmAccessRequest(token: string): Promise<void> {
  const tokenHash = sha256(token);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const found = await requests.where('confirmTokenHash', '==', tokenHash).limit(1).get();
      const snap = found.docs[0];
      if (!snap) throw notFound(ACCESS_MESSAGES.confirmLinkInvalid);
      // One that does not read as a request is as an unknown link (logged).
      const request = storedData(snap, notFound(ACCESS_MESSAGES.confirmLinkInvalid));
      // Confirmed already (the hash stays on the request): the same answer as the first time.
      if (request.status !== 'unconfirmed') return;
      if (!request.expiresAt || request.expiresAt.toMillis() <= Date.now())
        throw notFound(ACCESS_MESSAGES.confirmLinkInvalid);
      const lockRef = pendingLock(request.email);
      const lock = await lockRef.get();
      // Held for this very request: another click on the same link confirmed it between our two
      // reads, so this one answers what that click did.
      // A lock that does not read still holds the address: the 409 below.
      if (dataOrSkip(lock)?.requestId === snap.id) return;
      if (lock.exists) throw conflict(ACCESS_MESSAGES.alreadyPendingServer);
      batch.create(lockRef, {
        email: request.email,
        requestId: snap.id,
        createdAt: FieldValue.serverTimestamp(),
      });
      batch.update(
        snap.ref,
        {
          status: 'pending' satisfies AccessRequestStatus,
          confirmedAt: FieldValue.serverTimestamp(),
          expiresAt: null,
        },
        { lastUpdateTime: snap.updateTime },
      );
    },
  );
}

/** One request as the admin list answers it (its shape is the endpoint's response). */
type AccessRequestView = ResponseOf<typeof accessEndpoints.listAccessRequests>['requests'][number];

function toView(id: string, d: AccessRequestDoc, status: AccessRequestStatus): AccessRequestView {
  return {
    id,
    workDomain: d.workDomain,
    email: d.email,
    teamSize: d.teamSize ?? null,
    message: d.message ?? null,
    status,
    createdAt: isoOrNull(d.createdAt),
    decidedAt: isoOrNull(d.decidedAt),
    rejectionReason: d.rejectionReason ?? null,
    orgId: d.orgId ?? null,
    existingOrg: d.existingOrg === true,
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
  // A request that does not read is left out of the list (and logged), not the list refused.
  return snap.docs.flatMap((doc) => {
    const request = dataOrSkip(doc);
    return request ? [toView(doc.id, request, status)] : [];
  });
}

/**
 * The request as it is now, if it is still pending (404 unknown, 409 decided, or stored so that it
 * does not read as a request and cannot be decided).
 */
async function pendingSnapshot(id: string) {
  const snap = await requests.doc(id).get();
  if (!snap.exists) throw notFound(ADMIN_MESSAGES.notFound);
  const data = storedData(snap, conflict(ADMIN_MESSAGES.notPending))!;
  if (data.status !== 'pending') throw conflict(ADMIN_MESSAGES.notPending);
  return { ref: snap.ref, data, updateTime: snap.updateTime! };
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
 * Approve. A new company: its org (with no members yet), a single-use registration token (stored
 * hashed, 7 days) that makes the requester the org's first owner, and the invitation mail. A
 * company that already uses HiQ: no membership is granted; the requester is told to ask an owner,
 * and the owners get the request with a link to invite them. Either way in the one batch that
 * decides the request (two approvals for one new domain: the org is a create, so the second finds
 * it on its fresh read and takes the existing-company path).
 */
export async function approveAccessRequest(
  id: string,
  adminUid: string,
): Promise<{ id: string; orgId: string; existingOrg: boolean }> {
  return decide(id, async (batch, { ref, data, updateTime }) => {
    const orgId = normaliseDomain(data.workDomain);
    if (!orgId) throw badRequest(ACCESS_MESSAGES.invalidWorkDomain);
    const email = data.email;
    // Requests stored before this rule existed are held to it too.
    if (!isEmailAtDomain(email, orgId)) throw badRequest(ACCESS_MESSAGES.emailNotAtWorkDomain);
    const orgDoc = orgRef(orgId);
    const org = await orgReadRef(orgId).get();
    // An org that does not read as one is still an existing company, named by its domain.
    const orgName = orgData(org)?.name ?? orgId;

    if (org.exists) {
      const owners = await membersOf(orgId).where('role', '==', 'owner').get();
      queueMail(batch, alreadyCustomerMail(email, orgName));
      for (const owner of owners.docs) {
        const to = dataOrSkip(owner)?.email;
        if (to)
          queueMail(
            batch,
            joinRequestMail(to, orgName, email, appLink(appPaths.teamInvite(email))),
            [mailAbout.person(email)],
          );
      }
    } else {
      batch.create(orgDoc, {
        name: orgName,
        domain: orgId,
        memberCount: 0,
        ownerCount: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
      const token = randomToken();
      const now = Date.now();
      batch.create(docRef(collections.registrationTokens, sha256(token)), {
        email,
        orgId,
        orgName,
        orgRole: 'owner',
        requestId: id,
        createdAt: Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + REGISTRATION_TOKEN_TTL_MS),
        usedAt: null,
        usedBy: null,
      });
      queueMail(batch, invitationMail(email, orgName, appLink(appPaths.registerWithToken(token))));
    }
    batch.update(
      ref,
      {
        status: 'approved' satisfies AccessRequestStatus,
        decidedAt: FieldValue.serverTimestamp(),
        decidedBy: adminUid,
        orgId,
        existingOrg: org.exists,
        rejectionReason: null,
      },
      { lastUpdateTime: updateTime },
    );
    batch.delete(pendingLock(email));
    return { id, orgId, existingOrg: org.exists };
  });
}

/** Reject with a reason; the requester gets a polite mail that quotes it. */
export async function rejectAccessRequest(
  id: string,
  adminUid: string,
  reason: string,
): Promise<{ id: string }> {
  return decide(id, async (batch, { ref, data, updateTime }) => {
    const email = data.email;
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
    queueMail(batch, rejectionMail(email, data.workDomain, reason));
    return { id };
  });
}
