import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { AppNav } from './app-nav';
import type { AppNavProps } from './app-nav';

/** The app navigation bar above the page: signed-in variant with an email, signed-out without. */
export function AppShellLayout({ children, ...nav }: AppNavProps & { children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <AppNav {...nav} />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
