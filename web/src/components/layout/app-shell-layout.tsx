import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { AppNav } from './app-nav';

/** The protected screens' frame: the app navigation bar above the page. */
export function AppShellLayout({
  email,
  isAdmin,
  children,
}: {
  email: string;
  isAdmin?: boolean;
  children: ReactNode;
}) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <AppNav email={email} isAdmin={isAdmin} />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
