import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';

// Render once the router has loaded the first route's lazy module, so the first render is the
// real screen, not a loading fallback.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// `/` arrives prerendered (web/scripts/prerender.mjs): hydrate it, keeping what the visitor already
// typed and replaying early clicks. /login and the candidate's link arrive as a painted shell
// (data-shell) that the first render replaces; every other route starts from the empty shell.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task (what is on screen stays until it commits).
startTransition(() => {
  if (container.hasChildNodes() && !container.hasAttribute('data-shell'))
    hydrateRoot(container, app);
  else createRoot(container).render(app);
});
