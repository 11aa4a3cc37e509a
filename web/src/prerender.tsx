// Build-time renders (`npm run build` → scripts/prerender.mjs), so a page paints before any JS
// runs: the landing (hydrated on the client) and the sign-in screen's shell (replaced by the client
// render once its JS and Firebase Auth have loaded). Rendered without the data router: they need
// only links.
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Component as PublicLayout } from './app/layouts/public-layout';
import { Component as Landing } from './app/routes/landing';
import { Component as Login } from './app/routes/login';
import { theme } from './app/theme';

export function renderLanding(): string {
  const router = createMemoryRouter([{ path: '/', element: <Landing /> }], {
    initialEntries: ['/'],
  });
  return renderToString(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** /login as it first renders (nobody signed in yet); its fields are disabled until the app runs. */
export function renderLogin(): string {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: <PublicLayout />,
        children: [{ index: true, element: <Login /> }],
      },
    ],
    { initialEntries: ['/login'] },
  );
  return renderToString(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
