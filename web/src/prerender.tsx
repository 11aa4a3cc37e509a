// Build-time render of the landing page (`npm run build` → scripts/prerender.mjs), so `/` paints
// before any JS runs. Rendered without the data router: the landing needs only links.
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Component as Landing } from './app/routes/landing';
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
