import type { OrgRole } from '@shared/constants/domain';
import type { OrgSettings } from '@shared/schemas/team';

/** orgs/{orgId}: the company. Its id is its domain. */
export interface TeamOrg {
  name: string;
  domain: string;
  memberCount: number;
  /** The settings an owner stored (absent ones take their defaults: see orgSettingsOf). */
  settings: Partial<OrgSettings>;
}

/** orgs/{orgId}/members/{uid}. Dates are ISO strings. */
export interface TeamMember {
  uid: string;
  email: string;
  displayName: string | null;
  role: OrgRole;
  since?: string;
  invitedBy: string | null;
}

/** orgs/{orgId}/invitations/{id}: pending until accepted or revoked. */
export interface TeamInvitation {
  id: string;
  email: string;
  role: OrgRole;
  invitedByName: string;
  sentAt?: string;
  expiresAt?: string;
  outsideDomain: boolean;
}
