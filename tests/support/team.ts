// Team helpers: an owner's invitation through the API, and the link its mail carries.
import { expect } from 'vitest';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { callApi } from './call-api';
import { linkIn, waitForMail } from './maildev';
import type { TestUser } from './users';

/** Invites `email` as `role`; returns the raw registration token from the mail. */
export async function inviteAndReadLink(
  owner: TestUser,
  orgName: string,
  email: string,
  role: 'owner' | 'member' = 'member',
  extra: Record<string, unknown> = {},
): Promise<{ token: string; invitationId: string }> {
  const res = await callApi('POST', '/team/invitations', owner, { email, role, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const invitationId = (res.body.invitation as { id: string }).id;
  const mail = await waitForMail(
    email,
    (m) => m.subject === TEAM_MESSAGES.invitationSubject(orgName),
  );
  return { token: linkIn(mail, /\/register\//).split('/register/')[1], invitationId };
}
