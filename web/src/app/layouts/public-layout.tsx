import { Outlet } from 'react-router-dom';
import { AppShellLayout } from '@/components/layout/app-shell-layout';
import { useSession } from '@/lib/auth/use-session';
import { useLogout } from './use-logout';

/** Sign-in, reset, registration and verification: the nav bar in its signed-in or signed-out variant. */
export function Component() {
  const session = useSession();
  const logout = useLogout();
  return (
    <AppShellLayout
      onLogout={logout}
      email={session.status === 'signed-in' ? (session.user.email ?? '') : undefined}
      isAdmin={session.status === 'signed-in' && session.claims.role === 'admin'}
    >
      <Outlet />
    </AppShellLayout>
  );
}
