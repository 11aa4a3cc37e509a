import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { AppShellLayout } from '@/components/layout/app-shell-layout';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { MembershipGate } from '@/features/team/components/membership-gate';
import { useSession } from '@/lib/auth/use-session';
import { firebaseApp } from '@/lib/firebase/app';
import { auth } from '@/lib/firebase/auth';
import { firestore } from '@/lib/firebase/firestore';
import { paths } from '@/config/paths';

/**
 * Signed-in screens: 'Loading...' while the session is checked, else /login remembering where
 * from. A company user's screens sit behind their membership of the org.
 */
export function Component() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  const orgId = (session.claims.role === 'staff' && session.claims.orgId) || undefined;
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <AppShellLayout
            email={session.user.email ?? ''}
            isAdmin={session.claims.role === 'admin'}
            hasTeam={orgId !== undefined}
          >
            {orgId ? (
              // A company user's screens last as long as their membership of the org.
              <MembershipGate
                key={`${orgId}/${session.user.uid}`}
                orgId={orgId}
                uid={session.user.uid}
              >
                <Outlet />
              </MembershipGate>
            ) : (
              <Outlet />
            )}
          </AppShellLayout>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
