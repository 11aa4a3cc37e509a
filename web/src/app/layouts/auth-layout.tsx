import { useEffect } from 'react';
import { signOut } from 'firebase/auth';
import { Outlet, useNavigate } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { configureApiClient } from '@/lib/api-client';
import { firebaseApp } from '@/lib/firebase/app';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';

function ApiClientWiring() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      getToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
      // Section 4, Session: a 401 signs the user out and goes to /login.
      onUnauthorized: async () => {
        await signOut(auth).catch((error: unknown) => console.error('Logout failed', error));
        navigate(paths.login, { replace: true });
      },
    });
  }, [navigate]);
  return null;
}

export function Component() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <ApiClientWiring />
        <Outlet />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
