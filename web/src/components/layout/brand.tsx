import { Group, Text } from '@mantine/core';

export function Brand() {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" fw={800} fz="xl" c="indigo.7">
        HiQ
      </Text>
      <Text component="span" size="xs" c="dimmed" visibleFrom="xs">
        AI Interviews
      </Text>
    </Group>
  );
}
