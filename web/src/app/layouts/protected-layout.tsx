import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { AppShellLayout } from '@/components/layout/app-shell-layout';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { useSession } from '@/lib/auth/use-session';
import { firebaseApp } from '@/lib/firebase/app';
import { auth } from '@/lib/firebase/auth';
import { firestore } from '@/lib/firebase/firestore';
import { paths } from '@/config/paths';

/** Signed-in screens: 'Loading...' while the session is checked, else /login remembering where from. */
export function Component() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <AppShellLayout
            email={session.user.email ?? ''}
            isAdmin={session.claims.role === 'admin'}
          >
            <Outlet />
          </AppShellLayout>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
