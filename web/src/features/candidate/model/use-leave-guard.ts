import { useEffect } from 'react';
import { paths } from '@/config/paths';

/** Leaving mid-interview: confirm before closing or reloading; a hidden tab goes to /dashboard. */
export function useLeaveGuard(running: boolean, releaseMedia: () => void) {
  useEffect(() => {
    if (!running) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const visibility = () => {
      if (document.visibilityState !== 'hidden') return;
      releaseMedia();
      // Leaving is the point here: no confirmation on the way out.
      window.removeEventListener('beforeunload', beforeUnload);
      window.location.replace(paths.dashboard);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [running, releaseMedia]);
}
