import '@mantine/core/styles.css';
import './theme.css';
import { useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  // Marks the page interactive (tests wait for it before typing into prerendered markup).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
