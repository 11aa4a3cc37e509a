// Team helpers: an owner's invitation through the API, and the link its mail carries.
import { endpoints } from '@shared/contract/endpoints';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { bodyOf, callEndpoint } from './endpoint-client';
import { linkIn, waitForMail } from './maildev';
import type { TestUser } from './users';

/** Invites `email` as `role`; returns the raw registration token from the mail. */
export async function inviteAndReadLink(
  owner: TestUser,
  orgName: string,
  email: string,
  role: 'owner' | 'member' = 'member',
  extra: { outsideDomain?: boolean } = {},
): Promise<{ token: string; invitationId: string }> {
  const res = await callEndpoint(endpoints.inviteTeammate, {
    as: owner,
    body: { email, role, ...extra },
  });
  const invitationId = bodyOf(res, 201).invitation.id;
  const mail = await waitForMail(
    email,
    (m) => m.subject === TEAM_MESSAGES.invitationSubject(orgName),
  );
  return { token: linkIn(mail, /\/register\//).split('/register/')[1], invitationId };
}
