import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { useSession } from '@/lib/auth/use-session';

interface StaffOrg {
  orgId: string;
  uid: string;
}

/**
 * A screen of the signed-in company user's org, under its title; anyone else (the admin) is told
 * they are not in a team. Keyed by the org, so a switch of org starts the content afresh.
 */
export function StaffOrgScreen({
  title,
  children,
}: {
  title: string;
  children: (org: StaffOrg) => ReactNode;
}) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const orgId = session.claims.role === 'staff' ? session.claims.orgId : undefined;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {orgId ? (
          <Fragment key={orgId}>{children({ orgId, uid: session.user.uid })}</Fragment>
        ) : (
          <Alert color="yellow">{TEAM_MESSAGES.notMember}</Alert>
        )}
      </Stack>
    </Container>
  );
}
