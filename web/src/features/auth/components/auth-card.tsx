import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the sign-in, reset and registration screens: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py={40} px="md">
      <Stack gap="xs" mb="lg" align="center">
        <Title order={1} ta="center" fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" ta="center">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}
