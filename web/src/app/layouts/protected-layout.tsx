import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppShellLayout } from '@/components/layout/app-shell-layout';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { useSession } from '@/lib/auth/use-session';
import { paths } from '@/config/paths';
import { lazyNow } from '../routes/lazy-now';
import { useLogout } from './use-logout';

// Firestore and reactfire download while the session is checked (they are of no use before).
const LiveDataLayout = lazyNow(() => import('./live-data-layout').then((m) => m.LiveDataLayout));

/**
 * Signed-in screens: 'Loading...' while the session is checked, else /login remembering where
 * from. A company user's screens sit behind their membership of the org.
 */
export function Component() {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  const orgId = (session.claims.role === 'staff' && session.claims.orgId) || undefined;
  return (
    <AppShellLayout
      onLogout={logout}
      email={session.user.email ?? ''}
      isAdmin={session.claims.role === 'admin'}
      hasTeam={orgId !== undefined}
    >
      <Suspense fallback={<LoadingScreen />}>
        <LiveDataLayout orgId={orgId} uid={session.user.uid}>
          <Outlet />
        </LiveDataLayout>
      </Suspense>
    </AppShellLayout>
  );
}
