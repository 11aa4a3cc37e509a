import { useEffect } from 'react';
import { signOut } from 'firebase/auth';
import { Outlet, useNavigate } from 'react-router-dom';
import { configureApiClient } from '@/lib/api-client';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';

/**
 * The Firebase Auth layer for every route that needs a user (sign-in, registration, protected
 * screens). Deliberately without reactfire: its single module imports Firestore, which public
 * routes must not carry; reactfire lives in the protected layout, where live data is read.
 */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      getToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
      // A 401 from any call signs the user out and goes to /login.
      onUnauthorized: async () => {
        await signOut(auth).catch((error: unknown) => console.error('Logout failed', error));
        navigate(paths.login, { replace: true });
      },
    });
  }, [navigate]);
  return <Outlet />;
}
