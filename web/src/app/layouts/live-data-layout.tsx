import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { MembershipGate } from '@/features/team/components/membership-gate';
import { firebaseApp } from '@/lib/firebase/app';
import { auth } from '@/lib/firebase/auth';
import { firestore } from '@/lib/firebase/firestore';

/**
 * Live data for the signed-in screens (reactfire over Firestore). A company user's screens last as
 * long as their membership of the org.
 */
export function LiveDataLayout({
  orgId,
  uid,
  children,
}: {
  orgId?: string;
  uid: string;
  children: ReactNode;
}) {
  const screen = <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          {orgId ? (
            <MembershipGate key={`${orgId}/${uid}`} orgId={orgId} uid={uid}>
              {screen}
            </MembershipGate>
          ) : (
            screen
          )}
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
