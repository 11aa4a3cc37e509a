// The org's settings (PATCH /api/team/settings takes any of them and answers all of them), and
// what a scheduled interview keeps of them: its recording mode, retention and link expiry.
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { FEEDBACK_TEMPLATES } from '@shared/messages/feedback';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { docRef } from '../support/admin';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { scheduleBody } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const DAY_MS = 24 * 60 * 60_000;
// The product's ranges and defaults, written out so that a changed one fails here: retention
// 7..3650 days (365 by default), link expiry 1..90 days (14 by default).
const RETENTION_INVALID = TEAM_MESSAGES.retentionDaysInvalid(7, 3650);
const LINK_EXPIRY_INVALID = TEAM_MESSAGES.linkExpiryDaysInvalid(1, 90);
const DEFAULT_SETTINGS = {
  notifyOnComplete: true,
  recordingMode: 'video',
  retentionDays: 365,
  linkExpiryDays: 14,
  aiAssist: true,
  followUps: true,
  candidateFeedback: true,
  feedbackTemplates: FEEDBACK_TEMPLATES,
};
const TEMPLATE_REQUIRED = 'Write a message, or restore the default text';
const TEMPLATE_TOO_LONG = 'A template must be at most 2000 characters';
const OWN_TEMPLATES = { advance: 'Yes, {firstName}!', hold: 'Soon.', reject: 'No, sorry.' };

const patch = (as: TestUser, body: RequestOf<typeof endpoints.updateOrgSettings>) =>
  callEndpoint(endpoints.updateOrgSettings, { as, body });
/** A body sent as it is: for those the contract cannot type, and the oracle below. */
const patchAsSent = (user: TestUser, body: unknown) =>
  callApi('PATCH', '/team/settings', user, body);

/** The org document's stored settings and when it was last written. */
async function orgState(orgId: string) {
  const snap = await docRef(collections.orgs, orgId).get();
  return { settings: snap.get('settings') as unknown, updated: snap.updateTime?.toMillis() };
}

describe('PATCH /api/team/settings: each setting on its own', () => {
  it.each([
    ['recordingMode', 'audio'],
    ['recordingMode', 'video'],
    ['retentionDays', 7],
    ['retentionDays', 3650],
    ['linkExpiryDays', 1],
    ['linkExpiryDays', 90],
    ['notifyOnComplete', false],
    ['followUps', false],
    ['feedbackTemplates', OWN_TEMPLATES],
  ] as const)('%s = %s is stored alone; the answer has every setting', async (key, value) => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const res = await patchAsSent(owner, { [key]: value });
    expect(res).toEqual({
      status: 200,
      body: { settings: { ...DEFAULT_SETTINGS, [key]: value } },
    });
    expect((await orgState(orgId)).settings).toEqual({ [key]: value });
  });

  it('templates are trimmed and stored whole; 2000 characters is the most a template holds', async () => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    const longest = 'x'.repeat(2000);
    const res = await patch(owner, {
      feedbackTemplates: { advance: '  Yes!\n', hold: longest, reject: 'No.' },
    });
    const stored = { advance: 'Yes!', hold: longest, reject: 'No.' };
    expect(bodyOf(res, 200).settings).toEqual({ ...DEFAULT_SETTINGS, feedbackTemplates: stored });
    expect((await orgState(orgId)).settings).toEqual({ feedbackTemplates: stored });
  });

  it('several at once, and a later change keeps the others', async () => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    const first = await patch(owner, { recordingMode: 'audio', retentionDays: 30 });
    expect(first.status).toBe(200);
    const second = await patch(owner, { linkExpiryDays: 3 });
    expect(second.body).toEqual({
      settings: {
        notifyOnComplete: true,
        recordingMode: 'audio',
        retentionDays: 30,
        linkExpiryDays: 3,
        aiAssist: true,
        followUps: true,
        candidateFeedback: true,
        feedbackTemplates: FEEDBACK_TEMPLATES,
      },
    });
    expect((await orgState(orgId)).settings).toEqual({
      recordingMode: 'audio',
      retentionDays: 30,
      linkExpiryDays: 3,
    });
  });
});

describe('PATCH /api/team/settings: refused, nothing written', () => {
  it.each([
    [{ recordingMode: 'screen' }, TEAM_MESSAGES.recordingModeInvalid],
    [{ recordingMode: null }, TEAM_MESSAGES.recordingModeInvalid],
    [{ retentionDays: 6 }, RETENTION_INVALID],
    [{ retentionDays: 3651 }, RETENTION_INVALID],
    [{ retentionDays: 30.5 }, RETENTION_INVALID],
    [{ retentionDays: '30' }, RETENTION_INVALID],
    [{ linkExpiryDays: 0 }, LINK_EXPIRY_INVALID],
    [{ linkExpiryDays: 91 }, LINK_EXPIRY_INVALID],
    [{ linkExpiryDays: -3 }, LINK_EXPIRY_INVALID],
    [{ notifyOnComplete: 'yes' }, TEAM_MESSAGES.notifyOnCompleteInvalid],
    [{ followUps: 'no' }, TEAM_MESSAGES.followUpsInvalid],
    [{ candidateFeedback: 'no' }, 'candidateFeedback must be true or false'],
    [{ feedbackTemplates: { ...OWN_TEMPLATES, hold: '   ' } }, TEMPLATE_REQUIRED],
    [{ feedbackTemplates: { ...OWN_TEMPLATES, reject: 'x'.repeat(2001) } }, TEMPLATE_TOO_LONG],
    [{ feedbackTemplates: { advance: 'Yes', hold: 'Soon' } }, TEMPLATE_REQUIRED],
    [
      { feedbackTemplates: { ...OWN_TEMPLATES, maybe: 'Perhaps' } },
      'feedbackTemplates must hold a message for each decision: advance, hold and reject',
    ],
    [
      { feedbackTemplates: 'Dear {firstName}' },
      'feedbackTemplates must hold a message for each decision: advance, hold and reject',
    ],
    // One bad field refuses the whole change: the good one is not stored either.
    [{ recordingMode: 'audio', retentionDays: 1 }, RETENTION_INVALID],
    [{}, TEAM_MESSAGES.settingsEmpty],
  ])('%j → 400 "%s"', async (body, message) => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    const before = await orgState(orgId);
    const res = await patchAsSent(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await orgState(orgId)).toEqual(before);
  });

  it('a field that is not a setting (even beside a good one) → 400', async () => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    const before = await orgState(orgId);
    for (const body of [
      { memberCount: 99 },
      { recordingMode: 'audio', orgId: 'another-org.test' },
      { settings: { recordingMode: 'audio' } },
    ]) {
      const res = await patchAsSent(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await orgState(orgId)).toEqual(before);
  });

  it('not an object → 400', async () => {
    const { orgId, staff: owner } = await createTestOrg('Settings Co');
    const before = await orgState(orgId);
    for (const body of [null, [], 'audio', 30]) {
      expect((await patchAsSent(owner, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await orgState(orgId)).toEqual(before);
  });

  it('a member → 403; no sign-in → 401', async () => {
    const { orgId } = await createTestOrg('Settings Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const before = await orgState(orgId);
    const res = await patch(member, { recordingMode: 'audio', retentionDays: 30 });
    expect(res).toEqual({ ok: false, status: 403, body: { error: TEAM_MESSAGES.notOwner } });
    const anonymous = await callEndpoint(endpoints.updateOrgSettings, {
      body: { retentionDays: 30 },
    });
    expect(anonymous.status).toBe(401);
    expect(await orgState(orgId)).toEqual(before);
  });
});

describe('scheduling keeps a copy of the settings', () => {
  async function schedule(as: TestUser) {
    const res = await callEndpoint(endpoints.scheduleInterview, {
      as,
      body: scheduleBody({ candidateName: 'Sam Settings', level: 'mid' }),
    });
    const { interview } = bodyOf(res, 201);
    const stored = (await docRef(collections.interviews, interview.id).get()).data()!;
    return { interview, stored };
  }

  it('an org that set nothing: video, the default retention, the link expires the default days after', async () => {
    const { staff: owner } = await createTestOrg('Default Co');
    const { interview, stored } = await schedule(owner);
    expect(stored.recordingMode).toBe('video');
    expect(stored.retentionDays).toBe(365);
    expect(stored.aiAssist).toBe(true);
    // Follow-ups on: up to 3 in the interview.
    expect(stored.maxFollowUps).toBe(3);
    const expected = Date.parse(interview.date) + 14 * DAY_MS;
    expect(stored.linkExpiresAt?.toMillis()).toBe(expected);
    expect(interview.linkExpiresAt).toBe(new Date(expected).toISOString());
    expect(interview).toMatchObject({
      recordingMode: 'video',
      retentionDays: 365,
    });
  });

  it("the org's own settings; changing them later leaves scheduled interviews as they were", async () => {
    const { orgId, staff: owner } = await createTestOrg('Audio Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const set = await patch(owner, {
      recordingMode: 'audio',
      retentionDays: 30,
      linkExpiryDays: 2,
      aiAssist: false,
      followUps: false,
    });
    expect(set.status).toBe(200);
    // A member schedules with the org's settings too.
    const { interview, stored } = await schedule(member);
    expect(stored).toMatchObject({
      recordingMode: 'audio',
      retentionDays: 30,
      aiAssist: false,
      maxFollowUps: 0,
    });
    expect(stored.linkExpiresAt?.toMillis()).toBe(Date.parse(interview.date) + 2 * DAY_MS);

    const changed = await patch(owner, {
      recordingMode: 'video',
      retentionDays: 90,
      linkExpiryDays: 20,
      aiAssist: true,
      followUps: true,
    });
    expect(changed.status).toBe(200);
    const after = (await docRef(collections.interviews, interview.id).get()).data()!;
    expect(after).toMatchObject({
      recordingMode: 'audio',
      retentionDays: 30,
      aiAssist: false,
      maxFollowUps: 0,
    });
    expect(after.linkExpiresAt?.toMillis()).toBe(stored.linkExpiresAt?.toMillis());
    const next = await schedule(owner);
    expect(next.stored).toMatchObject({
      recordingMode: 'video',
      retentionDays: 90,
      maxFollowUps: 3,
    });
    expect(next.stored.linkExpiresAt?.toMillis()).toBe(
      Date.parse(next.interview.date) + 20 * DAY_MS,
    );
  });
});
