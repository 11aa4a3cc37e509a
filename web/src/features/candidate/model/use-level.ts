import { useEffect, useState } from 'react';
import { AUDIO_LEVEL_INTERVAL_MS } from '@shared/constants/capture';

/**
 * The level meter's value, sampled every 100 ms from `read` while `active`. Used by the meter's
 * own component, so ten samples a second re-render the meter, not the whole screen.
 */
export function useLevel(read: () => number, active: boolean): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setLevel(read()), AUDIO_LEVEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [read, active]);
  return level;
}
