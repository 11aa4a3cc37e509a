import { useCallback } from 'react';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';

/** The nav bar's Logout: signs out (a failure is only logged), then goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut(auth);
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
