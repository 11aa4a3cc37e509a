import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FirestoreProvider } from 'reactfire';
import { AppShellLayout } from '@/components/layout/app-shell-layout';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { useSession } from '@/lib/auth/use-session';
import { firestore } from '@/lib/firebase/firestore';
import { paths } from '@/config/paths';

export function Component() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return (
    <FirestoreProvider sdk={firestore}>
      <AppShellLayout email={session.user.email ?? ''} isAdmin={session.claims.role === 'admin'}>
        <Outlet />
      </AppShellLayout>
    </FirestoreProvider>
  );
}
