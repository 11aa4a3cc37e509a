import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { AppNav } from './app-nav';

/** The app navigation bar above the page: signed-in variant with an email, signed-out without. */
export function AppShellLayout({
  email,
  isAdmin,
  hasTeam,
  children,
}: {
  email?: string;
  isAdmin?: boolean;
  hasTeam?: boolean;
  children: ReactNode;
}) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <AppNav email={email} isAdmin={isAdmin} hasTeam={hasTeam} />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
