import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A lazy component whose module starts downloading when the importing module loads, not when it
 * first renders. The signed-in screens use it so that Firestore and the screen's code download in
 * parallel with the session check instead of before the first render ('Loading...' until ready).
 */
export function lazyNow<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loaded = load();
  // Failures surface when the screen renders (the route's error view), not as unhandled here.
  loaded.catch(() => undefined);
  return lazy(() => loaded.then((Screen) => ({ default: Screen })));
}
