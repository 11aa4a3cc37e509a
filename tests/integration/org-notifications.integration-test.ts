// The org's completion notice: owners turn it on or off (PATCH /api/team/settings), and a
// completed interview mails whoever scheduled it, with a link to its review, while it is on.
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEMPLATES } from '@shared/messages/feedback';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { waitForMail } from '../support/maildev';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { callApi } from '../support/call-api';
import { callEndpoint } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const notify = (as: TestUser, notifyOnComplete: boolean) =>
  callEndpoint(endpoints.updateOrgSettings, { as, body: { notifyOnComplete } });
const settingsOf = async (orgId: string) =>
  (await docRef(collections.orgs, orgId).get()).data()?.settings;

const mailsTo = async (to: string) =>
  (await collectionRef(collections.mail).where('to', '==', to).get()).docs.map((d) => d.data());

/** An interview of the org scheduled by `uid`, completed by its candidate through the API. */
async function completeInterviewOf(orgId: string, uid: string) {
  const interview = await createTestInterview({ orgId, candidateName: 'Casey Completer' });
  await docRef(collections.interviews, interview.id).update({ createdBy: uid });
  const res = await fetch(`${apiBase}/api/public/interviews/${interview.sessionId}/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ questionHistory: [] }),
  });
  expect(res.status, await res.text()).toBe(200);
  return interview;
}

describe('PATCH /api/team/settings', () => {
  it('an owner turns the completion notice off and on; the org stores it', async () => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    expect(await settingsOf(orgId)).toBeUndefined();
    const off = await notify(owner, false);
    expect(off).toEqual({
      ok: true,
      status: 200,
      body: {
        settings: {
          notifyOnComplete: false,
          recordingMode: 'video',
          retentionDays: 365,
          linkExpiryDays: 14,
          aiAssist: true,
          followUps: true,
          candidateFeedback: true,
          feedbackTemplates: FEEDBACK_TEMPLATES,
        },
      },
    });
    expect(await settingsOf(orgId)).toEqual({ notifyOnComplete: false });
    const on = await notify(owner, true);
    expect(on.status).toBe(200);
    expect(await settingsOf(orgId)).toEqual({ notifyOnComplete: true });
  });

  it('a member is refused (403) and nothing changes', async () => {
    const { orgId } = await createTestOrg('Settings Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const res = await notify(member, false);
    expect(res).toEqual({ ok: false, status: 403, body: { error: TEAM_MESSAGES.notOwner } });
    expect(await settingsOf(orgId)).toBeUndefined();
  });

  it('a bad body is a 400 and nothing changes', async () => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    // Bodies the contract cannot type, sent as they are.
    const notBoolean = await callApi('PATCH', '/team/settings', owner, { notifyOnComplete: 'no' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error).toBe(TEAM_MESSAGES.notifyOnCompleteInvalid);
    const extra = await callApi('PATCH', '/team/settings', owner, {
      notifyOnComplete: false,
      orgId: 'another-org.test',
    });
    expect(extra.status).toBe(400);
    expect(await settingsOf(orgId)).toBeUndefined();
  });
});

describe('the completion notice', () => {
  it('on (the default): whoever scheduled the interview gets a mail with the review link', async () => {
    const { orgId, staff } = await createTestOrg('Notice Co');
    const interview = await completeInterviewOf(orgId, staff.uid);
    const mails = await mailsTo(staff.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].message.subject).toBe('Casey Completer completed their interview');
    expect((await waitForMail(staff.email)).text).toContain(`/interviews/${interview.id}`);
  });

  it('off: completing sends nothing to staff', async () => {
    const { orgId, staff } = await createTestOrg('Quiet Co');
    const off = await notify(staff, false);
    expect(off.status).toBe(200);
    const interview = await completeInterviewOf(orgId, staff.uid);
    expect((await docRef(collections.interviews, interview.id).get()).get('status')).toBe(
      'completed',
    );
    expect(await mailsTo(staff.email)).toHaveLength(0);
  });
});
