import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';
import { onIdTokenChanged } from 'firebase/auth';
import type { Role } from '@shared/constants/domain';
import { auth } from '@/lib/firebase/auth';

interface SessionClaims {
  role?: Role;
  orgId?: string;
}

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User; claims: SessionClaims };

/** The signed-in user with the ID token's custom claims: `role` (admin or staff) and `orgId`. */
export function useSession(): Session {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        user
          .getIdTokenResult()
          .then((result) => {
            const { role, orgId } = result.claims as { role?: Role; orgId?: string };
            setSession({ status: 'signed-in', user, claims: { role, orgId } });
          })
          .catch(() => setSession({ status: 'signed-in', user, claims: {} }));
      }),
    [],
  );

  return session;
}
