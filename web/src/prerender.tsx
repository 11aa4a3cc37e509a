// Build-time renders (`npm run build` → scripts/prerender.mjs), so a page paints before any JS
// runs: the landing (hydrated on the client), and the shells of the sign-in screen and of the
// candidate's interview (replaced by the client render once their JS has loaded). Rendered without
// the data router: they need only links.
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { APP_ROUTES } from '@shared/contract/app-routes';
import { Component as PublicLayout } from './app/layouts/public-layout';
import { WORKLET_URL } from './features/candidate/audio/capture';
import { CandidatePageShell } from './features/candidate/components/first-screen-template';
import { Component as Landing } from './app/routes/landing';
import { Component as Login } from './app/routes/login';
import { cssVariablesResolver, theme } from './app/theme';

/**
 * The landing, with what it loads lazily (the request form below the fold) rendered in, so the page
 * paints complete before any JS. The first pass starts the lazy imports; once they have resolved, a
 * render is synchronous and complete. (A streaming prerender would emit the form as a hidden segment
 * plus inline scripts, which the CSP forbids.)
 */
export async function renderLanding(): Promise<string> {
  const render = () =>
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: <Landing /> }], {
            initialEntries: ['/'],
          })}
        />
      </MantineProvider>,
    );
  for (let pass = 0; pass < 10; pass++) {
    const html = render();
    // A boundary still waiting (or given up to the client) is marked `<!--$?-->` / `<!--$!-->`.
    if (!/<!--\$[?!]-->/.test(html)) return html;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('prerender: the landing never rendered without a loading fallback');
}

/** /login as it first renders (nobody signed in yet); its fields are disabled until the app runs. */
export function renderLogin(): string {
  const router = createMemoryRouter(
    [
      {
        path: APP_ROUTES.login,
        element: <PublicLayout />,
        children: [{ index: true, element: <Login /> }],
      },
    ],
    { initialEntries: [APP_ROUTES.login] },
  );
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/**
 * The candidate's page as it is built, the same for every session link: 'Loading...' while the
 * session is looked up, and the first screen, hidden, for the page to fill in and show before the
 * app's code has loaded.
 */
export function renderCandidateShell(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <CandidatePageShell />
    </MantineProvider>,
  );
}

/** Files the candidate's first screen fetches once its code runs (the audio capture's worklet). */
export const candidatePrefetch = [WORKLET_URL];
