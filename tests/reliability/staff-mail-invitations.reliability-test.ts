// Inviting a teammate and resending an invitation each mail someone in the org's name, so each
// call counts against the caller's hourly limit and the org's. Up to a limit every call is served;
// the next one is a 429 with the shared message and writes nothing: no invitation, no link, no mail.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { API_MESSAGES } from '@shared/messages/api';
import { collectionRef } from '../support/admin';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

/** The product's limits, written out: a change to them must change this test too. */
const MAILS_PER_USER_PER_HOUR = 60;
const MAILS_PER_ORG_PER_HOUR = 300;
const HOUR = 60 * 60_000;
/**
 * How long each test may take (about 10 s and 40 s here): see inOneWindow. A test waits for the
 * next window when less than its budget is left, so a budget far above need only adds waiting.
 */
const PER_USER_BUDGET_MS = 60_000;
const PER_ORG_BUDGET_MS = 150_000;

const address = (orgId: string) => `t-${randomUUID().slice(0, 8)}@${orgId}`;
const invite = (owner: TestUser, email: string) =>
  callEndpoint(endpoints.inviteTeammate, { as: owner, body: { email, role: 'member' } });
const resend = (owner: TestUser, invitationId: string) =>
  callEndpoint(endpoints.resendInvitation, { as: owner, params: { id: invitationId } });
const idOf = (res: Awaited<ReturnType<typeof invite>>) => bodyOf(res, 201).invitation.id;

/** `count` calls, five at a time: the functions emulator starts a process per concurrent request. */
async function inFives<T>(count: number, call: (i: number) => Promise<T>) {
  const answers: T[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => call(i + j));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

/** `count` resends of one invitation, one after another (each replaces the one before's link). */
async function resends(owner: TestUser, invitationId: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await resend(owner, invitationId)).status);
  return statuses;
}

/** Every invitation, registration link and queued mail of the org, with when it was last written. */
async function written(orgId: string) {
  const [invitations, links, mails] = await Promise.all([
    collectionRef(collections.invitations, orgId).get(),
    collectionRef(collections.registrationTokens).where('orgId', '==', orgId).get(),
    collectionRef(collections.mail).get(),
  ]);
  // A queued mail's delivery state changes as it is sent: only which mails exist is compared.
  const ours = mails.docs.filter((d) => String(d.get('to')).endsWith(`@${orgId}`));
  return [
    ...[...invitations.docs, ...links.docs].map((d) => `${d.ref.path}@${d.updateTime.toMillis()}`),
    ...ours.map((d) => d.ref.path),
  ].sort();
}

async function expectRefused(res: Parameters<typeof refusal>[0], why: string) {
  expect(refusal(res), why).toEqual([429, API_MESSAGES.tooManyRequests]);
}

describe('staff mail limits: invitations and resends', () => {
  it(
    `one owner: ${MAILS_PER_USER_PER_HOUR} invitations an hour, then 429 for an invitation and a resend, nothing written; a co-owner is unaffected`,
    inOneWindow(HOUR, PER_USER_BUDGET_MS, async () => {
      const { orgId, staff: owner } = await createTestOrg('Quota Corp');
      const sent = await inFives(MAILS_PER_USER_PER_HOUR, () => invite(owner, address(orgId)));
      expect(sent.map((r) => r.status)).toEqual(Array(MAILS_PER_USER_PER_HOUR).fill(201));
      const before = await written(orgId);
      await expectRefused(await invite(owner, address(orgId)), 'invitation over the limit');
      await expectRefused(await resend(owner, idOf(sent[0])), 'resend over the limit');
      expect(await written(orgId)).toEqual(before);
      const coOwner = await createTestUser({ role: 'staff', orgId, orgRole: 'owner' }, orgId);
      expect((await invite(coOwner, address(orgId))).status).toBe(201);
      console.log(
        `[staff mail] ${MAILS_PER_USER_PER_HOUR} invitations by one owner → 201 each; the next invitation and a resend → 429; a co-owner → 201`,
      );
    }),
    oneWindowTimeout(PER_USER_BUDGET_MS),
  );

  it(
    `one owner: an invitation and ${MAILS_PER_USER_PER_HOUR - 1} resends an hour, then the next resend is 429 and the link stays`,
    inOneWindow(HOUR, PER_USER_BUDGET_MS, async () => {
      const { orgId, staff: owner } = await createTestOrg('Resend Quota Corp');
      const first = await invite(owner, address(orgId));
      expect(first.status).toBe(201);
      const id = idOf(first);
      const served = await resends(owner, id, MAILS_PER_USER_PER_HOUR - 1);
      expect(served).toEqual(Array(MAILS_PER_USER_PER_HOUR - 1).fill(200));
      const before = await written(orgId);
      await expectRefused(await resend(owner, id), 'resend over the limit');
      expect(await written(orgId)).toEqual(before);
      console.log(
        `[staff mail] 1 invitation + ${MAILS_PER_USER_PER_HOUR - 1} resends → served; resend ${MAILS_PER_USER_PER_HOUR} → 429`,
      );
    }),
    oneWindowTimeout(PER_USER_BUDGET_MS),
  );

  it(
    `one org: ${MAILS_PER_ORG_PER_HOUR} invitations and resends an hour from its owners, then 429 for any owner's invitation or resend`,
    inOneWindow(HOUR, PER_ORG_BUDGET_MS, async () => {
      const { orgId, staff: first } = await createTestOrg('Busy Corp');
      const coOwners = await Promise.all(
        Array.from({ length: 5 }, () =>
          createTestUser({ role: 'staff', orgId, orgRole: 'owner' }, orgId),
        ),
      );
      const owners = [first, ...coOwners];
      // Four owners invite up to their own limit (240 calls) ...
      const invitations = 4 * MAILS_PER_USER_PER_HOUR;
      const sent = await inFives(invitations, (i) =>
        invite(owners[Math.floor(i / MAILS_PER_USER_PER_HOUR)], address(orgId)),
      );
      expect(sent.map((r) => r.status)).toEqual(Array(invitations).fill(201));
      // ... a fifth invites once and resends the rest of the org's allowance (60 calls).
      const fifth = owners[4];
      const hers = await invite(fifth, address(orgId));
      expect(hers.status).toBe(201);
      const resent = await resends(fifth, idOf(hers), MAILS_PER_ORG_PER_HOUR - invitations - 1);
      expect(resent).toEqual(Array(MAILS_PER_ORG_PER_HOUR - invitations - 1).fill(200));
      // The sixth owner has sent nothing, yet the org's allowance is spent.
      const sixth = owners[5];
      const before = await written(orgId);
      await expectRefused(await invite(sixth, address(orgId)), 'invitation over the org limit');
      await expectRefused(await resend(sixth, idOf(hers)), 'resend over the org limit');
      expect(await written(orgId)).toEqual(before);
      console.log(
        `[staff mail] ${MAILS_PER_ORG_PER_HOUR} calls by five owners → served; a sixth owner's invitation and resend → 429`,
      );
    }),
    oneWindowTimeout(PER_ORG_BUDGET_MS),
  );
});
