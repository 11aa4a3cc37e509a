import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render as rtlRender } from '@testing-library/react';
import { theme } from '@/app/theme';

/** Renders inside MantineProvider with env="test" (no transitions, no portals delays). */
export function render(ui: ReactElement) {
  return rtlRender(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    ),
  });
}
