// All of the team feature's Firestore access: live and read-only (rules: members of the org, and
// anyone their own member document; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import type { InvitationDoc, MemberDoc, OrgDoc } from '@shared/contract/collections';
import type { Readable } from '@shared/contract/read-document';
import { isoOf } from '@/lib/firebase/fields';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import type { Live } from '@/lib/firebase/live';
import { readSnapshot, readSnapshots, unlessUnreadable } from '@/lib/firebase/read';
import type { StoredDocument } from '@/lib/firebase/read';
import type { TeamInvitation, TeamMember, TeamOrg } from '../types';

const toTeamOrg = (org: OrgDoc, id: string): TeamOrg => ({
  name: org.name || id,
  domain: org.domain || id,
  memberCount: org.memberCount,
  settings: org.settings ?? {},
});

const toTeamMember = (member: MemberDoc): TeamMember => ({
  uid: member.uid,
  email: member.email,
  displayName: member.displayName || null,
  role: member.role,
  since: isoOf(member.since),
  invitedBy: member.invitedBy || null,
});

const toTeamInvitation = (invitation: InvitationDoc, id: string): TeamInvitation => ({
  id,
  email: invitation.email,
  role: invitation.role,
  invitedByName: invitation.invitedByName,
  sentAt: isoOf(invitation.sentAt),
  expiresAt: isoOf(invitation.expiresAt),
  outsideDomain: invitation.outsideDomain,
});

/** Member documents in order, each as its row, or unreadable (the table shows an error row). */
export const toMembers = (docs: readonly StoredDocument[]) =>
  readSnapshots(collections.members.schema, docs, toTeamMember);

/** Invitation documents in order, each as its row, or unreadable (an error row). */
export const toInvitations = (docs: readonly StoredDocument[]) =>
  readSnapshots(collections.invitations.schema, docs, toTeamInvitation);

const SERVER_CONFIRMED = { skipCacheOnly: true };

const toOrg = (snap: DocumentSnapshot) => readSnapshot(collections.orgs.schema, snap, toTeamOrg);
const toMember = (snap: DocumentSnapshot) =>
  readSnapshot(collections.members.schema, snap, toTeamMember);
const toMemberRows = (snap: QuerySnapshot) => toMembers(snap.docs);
const toInvitationRows = (snap: QuerySnapshot) => toInvitations(snap.docs);

/** The org document, live; null when it does not exist; an unreadable one is an error. */
export function useTeamOrg(orgId: string): Live<TeamOrg | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, collections.orgs.doc(orgId)), [firestore, orgId]);
  return unlessUnreadable(useLiveDoc(ref, toOrg, SERVER_CONFIRMED));
}

/** Every member of the org, longest-standing first, live. */
export function useTeamMembers(orgId: string): Live<Readable<TeamMember>[]> {
  const firestore = useFirestore();
  const members = useMemo(
    () => query(collection(firestore, collections.members.path(orgId)), orderBy('since', 'asc')),
    [firestore, orgId],
  );
  return useLiveQuery(members, toMemberRows, SERVER_CONFIRMED);
}

/** The org's pending invitations, oldest sent first, live. */
export function useTeamInvitations(orgId: string): Live<Readable<TeamInvitation>[]> {
  const firestore = useFirestore();
  const invitations = useMemo(
    () =>
      query(collection(firestore, collections.invitations.path(orgId)), orderBy('sentAt', 'asc')),
    [firestore, orgId],
  );
  return useLiveQuery(invitations, toInvitationRows, SERVER_CONFIRMED);
}

/**
 * The signed-in user's own member document, live; null once it does not exist (removed); an
 * unreadable one is an error.
 */
export function useOwnMembership(orgId: string, uid: string): Live<TeamMember | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, collections.members.doc(orgId, uid)),
    [firestore, orgId, uid],
  );
  return unlessUnreadable(useLiveDoc(ref, toMember, SERVER_CONFIRMED));
}
