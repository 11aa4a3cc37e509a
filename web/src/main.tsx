import { StrictMode } from 'react';
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
// typed and replaying early clicks. /login arrives as a painted, disabled shell (data-shell) that
// the first render replaces; every other route starts from the empty shell.
if (container.hasChildNodes() && !container.hasAttribute('data-shell')) hydrateRoot(container, app);
else createRoot(container).render(app);
