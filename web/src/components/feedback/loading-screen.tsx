import { Center, Loader, Stack, Text } from '@mantine/core';
import { APP_MESSAGES } from '@shared/messages/common';

/** 'Loading...' while something the whole screen needs is not ready. */
export function LoadingScreen({ label = APP_MESSAGES.loading }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
