import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Leaving mid-interview: confirm before closing or reloading; a hidden tab goes to /dashboard. */
export function useLeaveGuard(running: boolean, releaseMedia: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!running) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const visibility = () => {
      if (document.visibilityState !== 'hidden') return;
      releaseMedia();
      navigate(paths.dashboard, { replace: true });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [running, navigate, releaseMedia]);
}
