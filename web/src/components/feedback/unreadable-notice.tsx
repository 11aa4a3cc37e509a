import { Text } from '@mantine/core';
import { APP_MESSAGES } from '@shared/messages/common';
import type { UnreadableDocument } from '@shared/contract/read-document';

/**
 * In place of a stored record that does not match the contract: the app's message, then the
 * record's id and what is wrong with it, so one bad record neither breaks a screen nor vanishes.
 */
export function UnreadableNotice({ item }: { item: UnreadableDocument }) {
  return (
    <div data-unreadable-id={item.id}>
      <Text size="sm" c="red.8">
        {APP_MESSAGES.unreadableRecord}
      </Text>
      <Text size="xs" c="dimmed">
        {item.id}: {item.reason}
      </Text>
    </div>
  );
}
