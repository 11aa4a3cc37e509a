// All of the team feature's Firestore access: live and read-only (rules: members of the org, and
// anyone their own member document; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import type { DocumentData, DocumentReference, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { fromRef } from 'rxfire/firestore';
import { filter, map } from 'rxjs';
import { ORG_ROLES } from '@shared/constants';
import type { OrgRole } from '@shared/constants';
import { isoOf, str } from '@/lib/firebase/fields';
import { useLive } from '@/lib/firebase/use-live';
import type { LiveStatus } from '@/lib/firebase/use-live';
import type { TeamInvitation, TeamMember, TeamOrg } from '../types';

const roleOf = (value: unknown): OrgRole =>
  ORG_ROLES.includes(value as OrgRole) ? (value as OrgRole) : 'member';

export function toTeamOrg(id: string, data: DocumentData): TeamOrg {
  return {
    name: str(data.name) || id,
    domain: str(data.domain) || id,
    memberCount: typeof data.memberCount === 'number' ? data.memberCount : 0,
  };
}

export function toTeamMember(id: string, data: DocumentData): TeamMember {
  return {
    uid: str(data.uid) || id,
    email: str(data.email),
    displayName: str(data.displayName) || null,
    role: roleOf(data.role),
    since: isoOf(data.since),
    invitedBy: str(data.invitedBy) || null,
  };
}

export function toTeamInvitation(id: string, data: DocumentData): TeamInvitation {
  return {
    id,
    email: str(data.email),
    role: roleOf(data.role),
    invitedByName: str(data.invitedByName),
    sentAt: isoOf(data.sentAt),
    expiresAt: isoOf(data.expiresAt),
    outsideDomain: data.outsideDomain === true,
  };
}

export interface LiveValue<T> {
  status: LiveStatus;
  value?: T;
  errorCode?: string;
}

/**
 * A document's snapshots, skipping a "does not exist" answered by the local cache alone (offline,
 * or before the server answered): it says nothing about the document.
 */
const liveDoc = (ref: DocumentReference) =>
  fromRef(ref, { includeMetadataChanges: true }).pipe(
    filter((snap) => snap.exists() || !snap.metadata.fromCache),
  );

/**
 * A query's snapshots from the server only: a first answer from the local cache can be a partial
 * list made of the documents other listeners left there.
 */
const liveQuery = (q: Query) =>
  fromRef(q, { includeMetadataChanges: true }).pipe(filter((snap) => !snap.metadata.fromCache));

/** The org document, live; null when it does not exist. */
export function useTeamOrg(orgId: string): LiveValue<TeamOrg | null> {
  const firestore = useFirestore();
  const source = useMemo(
    () =>
      liveDoc(doc(firestore, 'orgs', orgId)).pipe(
        map((snap) => (snap.exists() ? toTeamOrg(orgId, snap.data()) : null)),
      ),
    [firestore, orgId],
  );
  return useLive(`team:${orgId}:org`, source);
}

/** Every member of the org, longest-standing first, live. */
export function useTeamMembers(orgId: string): LiveValue<TeamMember[]> {
  const firestore = useFirestore();
  const source = useMemo(
    () =>
      liveQuery(
        query(collection(firestore, 'orgs', orgId, 'members'), orderBy('since', 'asc')),
      ).pipe(map((snap) => snap.docs.map((d) => toTeamMember(d.id, d.data())))),
    [firestore, orgId],
  );
  return useLive(`team:${orgId}:members`, source);
}

/** The org's pending invitations, oldest sent first, live. */
export function useTeamInvitations(orgId: string): LiveValue<TeamInvitation[]> {
  const firestore = useFirestore();
  const source = useMemo(
    () =>
      liveQuery(
        query(collection(firestore, 'orgs', orgId, 'invitations'), orderBy('sentAt', 'asc')),
      ).pipe(map((snap) => snap.docs.map((d) => toTeamInvitation(d.id, d.data())))),
    [firestore, orgId],
  );
  return useLive(`team:${orgId}:invitations`, source);
}

/** The signed-in user's own member document, live; null once it does not exist (removed). */
export function useOwnMembership(orgId: string, uid: string): LiveValue<TeamMember | null> {
  const firestore = useFirestore();
  const source = useMemo(
    () =>
      liveDoc(doc(firestore, 'orgs', orgId, 'members', uid)).pipe(
        map((snap) => (snap.exists() ? toTeamMember(snap.id, snap.data()) : null)),
      ),
    [firestore, orgId, uid],
  );
  return useLive(`team:${orgId}:member:${uid}`, source);
}
