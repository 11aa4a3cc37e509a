import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/api';
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { clientIp, pendingRequest, submit, verifiedCaptcha } from '../support/access';
import { linkIn, waitForMail } from '../support/maildev';
import { bearer, createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ role: 'admin' });
  staff = (await createTestOrg()).staff;
});

const post = (path: string, user?: { idToken: string }, body?: unknown) =>
  fetch(`${apiBase}/api/access/requests${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(user ? bearer(user) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = (query: string, user?: { idToken: string }) =>
  fetch(`${apiBase}/api/access/requests${query}`, { headers: user ? bearer(user) : {} });

describe('GET /api/access/requests', () => {
  it('anonymous → 401, staff → 403', async () => {
    const anon = await list('?status=pending');
    expect(anon.status).toBe(401);
    expect((await anon.json()).error).toBe(API_MESSAGES.unauthenticated);
    const res = await list('?status=pending', staff);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(API_MESSAGES.forbidden);
  });

  it('the admin gets the requests of one status, newest first; pending by default', async () => {
    const a = await pendingRequest({ teamSize: 7 });
    const b = await pendingRequest();
    const rejected = await pendingRequest();
    expect((await post(`/${rejected.id}/reject`, admin, { reason: 'No' })).status).toBe(200);

    const pending = (await (await list('?status=pending', admin)).json()).requests as {
      id: string;
      createdAt: string;
    }[];
    const ids = pending.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(rejected.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(pending.find((r) => r.id === a.id)).toMatchObject({
      email: a.email,
      workDomain: a.domain,
      teamSize: 7,
      status: 'pending',
    });

    const byDefault = (await (await list('', admin)).json()).requests as { id: string }[];
    expect(byDefault.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const rejectedList = (await (await list('?status=rejected', admin)).json()).requests as {
      id: string;
      rejectionReason: string;
    }[];
    expect(rejectedList.find((r) => r.id === rejected.id)?.rejectionReason).toBe('No');
  });

  it('an unknown status → 400', async () => {
    expect((await list('?status=everything', admin)).status).toBe(400);
  });
});

describe('POST /api/access/requests/{id}/approve', () => {
  it('anonymous → 401, staff → 403, unknown id → 404', async () => {
    const { id } = await pendingRequest();
    expect((await post(`/${id}/approve`)).status).toBe(401);
    expect((await post(`/${id}/approve`, staff)).status).toBe(403);
    const missing = await post('/no-such-request/approve', admin);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(ADMIN_MESSAGES.notFound);
    expect((await docRef(collections.accessRequests, id).get()).get('status')).toBe('pending');
  });

  it('approves: the org, a hashed single-use token for 7 days and the invitation mail with its link', async () => {
    const { id, email, domain } = await pendingRequest();
    const res = await post(`/${id}/approve`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      orgId: domain,
      existingOrg: false,
      status: 'approved',
    });

    const request = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(request).toMatchObject({
      status: 'approved',
      decidedBy: admin.uid,
      orgId: domain,
      rejectionReason: null,
    });
    expect(request.decidedAt?.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect((await docRef(collections.orgs, domain).get()).data()).toMatchObject({
      name: domain,
      domain,
      memberCount: 0,
      ownerCount: 0,
    });

    const mail = await waitForMail(email, (m) => m.subject === ADMIN_MESSAGES.invitationSubject);
    const link = linkIn(mail, /\/register\//);
    expect(link.startsWith('http://127.0.0.1:5000/register/')).toBe(true);
    expect(mail.html).toContain(link);
    const token = link.split('/register/')[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const tokens = await collectionRef(collections.registrationTokens)
      .where('requestId', '==', id)
      .get();
    expect(tokens.size).toBe(1);
    const stored = tokens.docs[0];
    expect(stored.id).toBe(sha256(token));
    expect(JSON.stringify(stored.data())).not.toContain(token);
    expect(stored.data()).toMatchObject({
      email,
      orgId: domain,
      orgName: domain,
      orgRole: 'owner',
      usedAt: null,
      usedBy: null,
    });
    const ttl = stored.get('expiresAt').toMillis() - stored.get('createdAt').toMillis();
    // The link works for 7 days.
    expect(ttl).toBe(7 * 24 * 60 * 60_000);
  });

  it('an existing customer: no token and no membership; the requester and the owners are told', async () => {
    const { orgId, staff: owner } = await createTestOrg('Existing Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const { id, email } = await pendingRequest({
      workDomain: `https://www.${orgId.toUpperCase()}/careers`,
      email: `new@${orgId}`,
    });
    const before = (await docRef(collections.orgs, orgId).get()).data();
    const res = await post(`/${id}/approve`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, orgId, existingOrg: true, status: 'approved' });
    expect((await docRef(collections.orgs, orgId).get()).data()).toEqual(before);
    expect(
      (await collectionRef(collections.registrationTokens).where('email', '==', email).get()).size,
    ).toBe(0);
    expect((await collectionRef(collections.members, orgId).get()).size).toBe(2);

    const told = await waitForMail(
      email,
      (m) => m.subject === ADMIN_MESSAGES.alreadyCustomerSubject,
    );
    expect(told.text).toContain('Existing Corp already uses HiQ');
    expect(told.text).not.toMatch(/\/register\//);
    const ask = await waitForMail(
      owner.email,
      (m) => m.subject === ADMIN_MESSAGES.joinRequestSubject(email),
    );
    expect(linkIn(ask, /\/team\?invite=/)).toBe(
      `http://127.0.0.1:5000/team?invite=${encodeURIComponent(email)}`,
    );
    // Only owners are asked (the mails are queued in the approval's own batch).
    const queuedTo = async (to: string) =>
      (await collectionRef(collections.mail).where('to', '==', to).get()).size;
    expect(await queuedTo(owner.email)).toBe(1);
    expect(await queuedTo(member.email)).toBe(0);
  });

  it('a request stored before the domain rule, from an address outside it → 400, nothing written', async () => {
    const ref = collectionRef(collections.accessRequests).doc();
    await ref.set({
      workDomain: 'acme-victim.test',
      email: 'mallory@mallory-consulting.test',
      status: 'pending',
      createdAt: Timestamp.now(),
      teamSize: null,
      message: null,
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
      orgId: null,
    });
    const res = await post(`/${ref.id}/approve`, admin);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(ACCESS_MESSAGES.emailNotAtWorkDomain);
    expect((await ref.get()).get('status')).toBe('pending');
    expect((await docRef(collections.orgs, 'acme-victim.test').get()).exists).toBe(false);
  });

  it('a decided request → 409; the requester may then ask again', async () => {
    const { id, email, domain } = await pendingRequest();
    expect((await post(`/${id}/approve`, admin)).status).toBe(200);
    const again = await post(`/${id}/approve`, admin);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(ADMIN_MESSAGES.notPending);
    expect((await post(`/${id}/reject`, admin, { reason: 'late' })).status).toBe(409);
    const ip = clientIp();
    expect(
      (await submit(ip, { workDomain: domain, email, captchaId: await verifiedCaptcha(ip) }))
        .status,
    ).toBe(201);
  });
});

describe('POST /api/access/requests/{id}/reject', () => {
  it('anonymous → 401, staff → 403, unknown id → 404', async () => {
    const { id } = await pendingRequest();
    expect((await post(`/${id}/reject`, undefined, { reason: 'x' })).status).toBe(401);
    expect((await post(`/${id}/reject`, staff, { reason: 'x' })).status).toBe(403);
    expect((await post('/nope/reject', admin, { reason: 'x' })).status).toBe(404);
  });

  it.each([{}, { reason: '' }, { reason: '   ' }])(
    'a missing or blank reason (%j) → 400 and still pending',
    async (body) => {
      const { id } = await pendingRequest();
      const res = await post(`/${id}/reject`, admin, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(ADMIN_MESSAGES.reasonRequired);
      expect((await docRef(collections.accessRequests, id).get()).get('status')).toBe('pending');
    },
  );

  it('rejects with the reason and mails it politely; a new request is then allowed', async () => {
    const { id, email, domain } = await pendingRequest();
    const res = await post(`/${id}/reject`, admin, { reason: '  Not a hiring company <b>  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: 'rejected' });
    const request = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(request).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not a hiring company <b>',
      decidedBy: admin.uid,
      orgId: null,
    });
    const mail = await waitForMail(email, (m) => m.subject === ADMIN_MESSAGES.rejectionSubject);
    expect(mail.text).toContain('Reason: Not a hiring company <b>');
    expect(mail.html).toContain('Not a hiring company &lt;b&gt;');
    expect(
      (await collectionRef(collections.registrationTokens).where('requestId', '==', id).get()).size,
    ).toBe(0);
    expect((await post(`/${id}/approve`, admin)).status).toBe(409);
    const ip = clientIp();
    expect(
      (await submit(ip, { workDomain: domain, email, captchaId: await verifiedCaptcha(ip) }))
        .status,
    ).toBe(201);
  });
});
