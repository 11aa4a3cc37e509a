import type { InvitationDoc, MemberDoc, OrgDoc } from '@shared/contract/collections';

/** orgs/{orgId}: the company. Its id is its domain (also the name and domain when they are empty). */
export interface TeamOrg extends Pick<OrgDoc, 'name' | 'domain' | 'memberCount'> {
  /** The settings an owner stored (absent ones take their defaults: see orgSettingsOf). */
  settings: NonNullable<OrgDoc['settings']>;
}

/** orgs/{orgId}/members/{uid}. Dates are ISO strings. */
export interface TeamMember extends Pick<
  MemberDoc,
  'uid' | 'email' | 'displayName' | 'role' | 'invitedBy'
> {
  since?: string;
}

/** orgs/{orgId}/invitations/{id}: pending until accepted or revoked. Dates are ISO strings. */
export interface TeamInvitation extends Pick<
  InvitationDoc,
  'email' | 'role' | 'invitedByName' | 'outsideDomain'
> {
  id: string;
  sentAt?: string;
  expiresAt?: string;
}
