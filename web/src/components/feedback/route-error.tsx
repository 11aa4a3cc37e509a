import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { APP_MESSAGES } from '@shared/messages/common';

/** The router's fallback view, shown when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{APP_MESSAGES.routerFallback}</Title>
        {detail && <Text c="dimmed">{detail}</Text>}
        <Stack gap="xs" align="flex-start">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Anchor href="/">Go to the home page</Anchor>
        </Stack>
      </Stack>
    </Container>
  );
}
