// An org's members: owners change roles and remove teammates. An org keeps at least one owner;
// every change is one racing change preconditioned on the member and the org, whose counts
// (memberCount, ownerCount) it keeps, so two owners demoting each other at once can't both win.
// An owner who stops being one (demoted, removed) takes their pending invitations with them.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { teamEndpoints } from '../../shared/contract/endpoints/team';
import type { OrgRole } from '../../shared/constants/domain';
import { TEAM_MESSAGES } from '../../shared/messages/team';
import { commitRacingChange } from '../../lib/contention';
import { db } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { logger } from '../../lib/logger';
import { orgData, orgReadRef } from '../../lib/orgs';
import { requiredData } from '../../lib/stored-document';
import { endMembership, memberRef, orgRef, voidInvitationsBy } from '../../lib/membership';
import { removalCutoff, rotateSessionLinks } from './session-rotation';

type MemberView = ResponseOf<typeof teamEndpoints.changeMemberRole>['member'];

export async function changeMemberRole(
  orgId: string,
  uid: string,
  role: OrgRole,
): Promise<MemberView> {
  const member = memberRef(orgId, uid);
  const org = orgRef(orgId);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const [memberSnap, orgSnap] = await Promise.all([member.get(), orgReadRef(orgId).get()]);
      // A member document that does not read as one is not a member (404); an org that does not
      // read counts no owners, so an owner is never demoted past the last one.
      const missing = notFound(TEAM_MESSAGES.memberNotFound);
      const stored = requiredData(memberSnap, missing);
      const current = stored.role;
      if (current === role) throw conflict(TEAM_MESSAGES.roleUnchanged);
      if (current === 'owner' && (orgData(orgSnap)?.ownerCount ?? 0) <= 1)
        throw conflict(TEAM_MESSAGES.lastOwner);
      if (current === 'owner') await voidInvitationsBy(batch, orgId, uid);
      batch.update(member, { role }, { lastUpdateTime: memberSnap.updateTime! });
      batch.update(
        org,
        { ownerCount: FieldValue.increment(role === 'owner' ? 1 : -1) },
        { lastUpdateTime: orgSnap.updateTime! },
      );
      return { uid, email: stored.email, role };
    },
  );
}

/**
 * Removes a teammate: their access ends at the next read or call (see endMembership), and the
 * candidate links they saw are replaced before the answer. If replacing fails here, the
 * member-removed trigger finishes it: the removal has committed and is not undone.
 */
export async function removeMember(orgId: string, uid: string): Promise<void> {
  await endMembership(orgId, uid, {
    notFoundMessage: TEAM_MESSAGES.memberNotFound,
    lastOwnerMessage: TEAM_MESSAGES.lastOwner,
    mayLeaveEmptyOrg: false,
  });
  await removalCutoff(orgId, Timestamp.now())
    .then((cutoff) => rotateSessionLinks(orgId, cutoff))
    .catch((error: unknown) =>
      logger.error(`session links of ${orgId} not yet replaced after a removal`, error),
    );
}
