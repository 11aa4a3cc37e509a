import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { MembershipProvider } from '@/lib/auth/membership';
import type { Membership } from '@/lib/auth/membership';
import { useOwnMembership } from '../data/team-firestore';
import { AccessEndedScreen } from './access-ended-screen';

/**
 * A company user's screens, for as long as they are a member of the org: their own member
 * document is watched live, and once it is gone (or unreadable) the screens are unmounted, so
 * their listeners stop, and the access-ended screen is shown. Until the first answer the screens
 * render as usual; the org role is given to them through the membership context.
 */
export function MembershipGate({
  orgId,
  uid,
  children,
}: {
  orgId: string;
  uid: string;
  children: ReactNode;
}) {
  const own = useOwnMembership(orgId, uid);
  const role = own.data?.role;
  const membership = useMemo<Membership>(() => {
    if (role) return { status: 'member', role };
    return { status: own.status === 'error' ? 'error' : 'loading' };
  }, [role, own.status]);
  const ended =
    (own.status === 'success' && own.data === null) || own.errorCode === 'permission-denied';
  if (ended) return <AccessEndedScreen />;
  return <MembershipProvider value={membership}>{children}</MembershipProvider>;
}
