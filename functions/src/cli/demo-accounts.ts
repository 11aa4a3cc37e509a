// The demo seed's accounts: printed by `npm start` and used by the browser tests. Emulator only.
export const DEMO_ADMIN = {
  email: 'admin@hiq.test',
  password: 'hiq-admin-2026',
  displayName: 'HiQ Admin',
} as const;

export const DEMO_ORG = { id: 'acme.test', name: 'Acme Corp', domain: 'acme.test' } as const;
/** Acme's owner: invites and removes teammates. */
export const DEMO_STAFF = {
  email: 'staff@acme.test',
  password: 'hiq-staff-2026',
  displayName: 'Sam Staff',
  orgId: DEMO_ORG.id,
  orgRole: 'owner',
} as const;
/** Acme's member: works with interviews, sees the team read-only. */
export const DEMO_MEMBER = {
  email: 'member@acme.test',
  password: 'hiq-member-2026',
  displayName: 'Mia Member',
  orgId: DEMO_ORG.id,
  orgRole: 'member',
} as const;

/** A second org, so isolation between companies can be seen and tested. */
export const OTHER_ORG = { id: 'globex.test', name: 'Globex', domain: 'globex.test' } as const;
export const OTHER_STAFF = {
  email: 'staff@globex.test',
  password: 'hiq-staff-2026',
  displayName: 'Gil Globex',
  orgId: OTHER_ORG.id,
  orgRole: 'owner',
} as const;
