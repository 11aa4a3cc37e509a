// All of the team feature's Firestore access: live and read-only (rules: members of the org, and
// anyone their own member document; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import { ORG_ROLES, RECORDING_MODES } from '@shared/constants/domain';
import type { OrgRole, RecordingMode } from '@shared/constants/domain';
import type { OrgSettings } from '@shared/schemas/team';
import { isoOf, str } from '@/lib/firebase/fields';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import type { Live } from '@/lib/firebase/live';
import type { TeamInvitation, TeamMember, TeamOrg } from '../types';

const roleOf = (value: unknown): OrgRole =>
  ORG_ROLES.includes(value as OrgRole) ? (value as OrgRole) : 'member';

const wholeDays = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/** The settings the org stored, each only if it has its type (the screen fills in defaults). */
function toStoredSettings(data: DocumentData | undefined): Partial<OrgSettings> {
  const stored: Partial<OrgSettings> = {};
  if (typeof data?.notifyOnComplete === 'boolean') stored.notifyOnComplete = data.notifyOnComplete;
  if (RECORDING_MODES.includes(data?.recordingMode as RecordingMode))
    stored.recordingMode = data?.recordingMode as RecordingMode;
  const retentionDays = wholeDays(data?.retentionDays);
  if (retentionDays !== undefined) stored.retentionDays = retentionDays;
  const linkExpiryDays = wholeDays(data?.linkExpiryDays);
  if (linkExpiryDays !== undefined) stored.linkExpiryDays = linkExpiryDays;
  if (typeof data?.aiAssist === 'boolean') stored.aiAssist = data.aiAssist;
  return stored;
}

function toTeamOrg(id: string, data: DocumentData): TeamOrg {
  return {
    name: str(data.name) || id,
    domain: str(data.domain) || id,
    memberCount: typeof data.memberCount === 'number' ? data.memberCount : 0,
    settings: toStoredSettings(data.settings as DocumentData | undefined),
  };
}

function toTeamMember(id: string, data: DocumentData): TeamMember {
  return {
    uid: str(data.uid) || id,
    email: str(data.email),
    displayName: str(data.displayName) || null,
    role: roleOf(data.role),
    since: isoOf(data.since),
    invitedBy: str(data.invitedBy) || null,
  };
}

function toTeamInvitation(id: string, data: DocumentData): TeamInvitation {
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

const SERVER_CONFIRMED = { skipCacheOnly: true };

const toOrg = (snap: DocumentSnapshot) => (snap.exists() ? toTeamOrg(snap.id, snap.data()) : null);
const toMember = (snap: DocumentSnapshot) =>
  snap.exists() ? toTeamMember(snap.id, snap.data()) : null;
const toMembers = (snap: QuerySnapshot) => snap.docs.map((d) => toTeamMember(d.id, d.data()));
const toInvitations = (snap: QuerySnapshot) =>
  snap.docs.map((d) => toTeamInvitation(d.id, d.data()));

/** The org document, live; null when it does not exist. */
export function useTeamOrg(orgId: string): Live<TeamOrg | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, collections.orgs.doc(orgId)), [firestore, orgId]);
  return useLiveDoc(ref, toOrg, SERVER_CONFIRMED);
}

/** Every member of the org, longest-standing first, live. */
export function useTeamMembers(orgId: string): Live<TeamMember[]> {
  const firestore = useFirestore();
  const members = useMemo(
    () => query(collection(firestore, collections.members.path(orgId)), orderBy('since', 'asc')),
    [firestore, orgId],
  );
  return useLiveQuery(members, toMembers, SERVER_CONFIRMED);
}

/** The org's pending invitations, oldest sent first, live. */
export function useTeamInvitations(orgId: string): Live<TeamInvitation[]> {
  const firestore = useFirestore();
  const invitations = useMemo(
    () =>
      query(collection(firestore, collections.invitations.path(orgId)), orderBy('sentAt', 'asc')),
    [firestore, orgId],
  );
  return useLiveQuery(invitations, toInvitations, SERVER_CONFIRMED);
}

/** The signed-in user's own member document, live; null once it does not exist (removed). */
export function useOwnMembership(orgId: string, uid: string): Live<TeamMember | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, collections.members.doc(orgId, uid)),
    [firestore, orgId, uid],
  );
  return useLiveDoc(ref, toMember, SERVER_CONFIRMED);
}
