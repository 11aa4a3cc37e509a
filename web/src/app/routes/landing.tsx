import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between">
        <Text fw={800} fz="xl" c="indigo.7">
          HiQ
        </Text>
        <Anchor component={Link} to={paths.login}>
          Sign In
        </Anchor>
      </Group>
      <Stack py={80} gap="md">
        <Title order={1}>AI-assisted interviews that hire better, faster</Title>
        <Text size="lg">
          Schedule recorded interviews, watch them live, and review transcripts.
        </Text>
        <Group>
          <Button component={Link} to={paths.login}>
            Sign In
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
