import { useState } from 'react';

/**
 * A setting changed on screen before the live document shows it. The change is shown while the
 * stored value is still the one it was made over, so nothing flips back while the listener catches
 * up; once the stored value moves (the save arrived, or another owner changed it) the stored value
 * shows again. `release` drops the change (a failed save).
 */
export function useHeldValue<T>(stored: T, same: (a: T, b: T) => boolean = Object.is) {
  const [held, setHeld] = useState<{ value: T; over: T } | null>(null);
  const current = held !== null && same(held.over, stored);
  // A change the stored value has moved past is over for good (it must not return if the stored
  // value later goes back to what it was).
  if (held !== null && !current) setHeld(null);
  return {
    shown: current ? held.value : stored,
    /** Whether a change is on screen that the stored value does not show yet. */
    changed: current,
    hold: (value: T) => setHeld({ value, over: stored }),
    release: () => setHeld(null),
  };
}
