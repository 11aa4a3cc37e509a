import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';

// Render once the router has loaded the first route's lazy module: the first paint is the real
// screen, and on `/` it replaces the prerendered markup with the same markup (no layout shift).
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
