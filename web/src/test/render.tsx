import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render as rtlRender } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/theme';

/**
 * Renders inside MantineProvider with env="test" (no transitions, no portals delays); with
 * `{ router: true }` also inside a MemoryRouter, for components that render router Links.
 */
export function render(ui: ReactElement, options: { router?: boolean } = {}) {
  return rtlRender(ui, {
    wrapper: ({ children }) => {
      const content = (
        <MantineProvider theme={theme} env="test">
          {children}
        </MantineProvider>
      );
      return options.router ? <MemoryRouter>{content}</MemoryRouter> : content;
    },
  });
}

/** `ui`'s markup as the build's prerender writes it (server-rendered, inside MantineProvider). */
export const renderToMarkup = (ui: ReactElement) =>
  renderToString(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
