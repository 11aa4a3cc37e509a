import { createContext, useContext } from 'react';
import type { OrgRole } from '@shared/constants/domain';

/** The signed-in user's membership of their org, as the membership gate last saw it. */
export type Membership =
  { status: 'loading' } | { status: 'error' } | { status: 'member'; role: OrgRole };

// Without a gate above, the membership is unknown: screens treat it as a failed read.
const MembershipContext = createContext<Membership>({ status: 'error' });

export const MembershipProvider = MembershipContext.Provider;

/** The signed-in user's org role (owner or member), from the membership gate. */
export const useMembership = () => useContext(MembershipContext);
