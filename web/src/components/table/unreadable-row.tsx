import { Table } from '@mantine/core';
import type { UnreadableDocument } from '@shared/contract/read-document';
import { UnreadableNotice } from '@/components/feedback/unreadable-notice';

/** A table's row for a stored record that does not match the contract: one cell across the row. */
export function UnreadableRow({ item, columns }: { item: UnreadableDocument; columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <UnreadableNotice item={item} />
      </Table.Td>
    </Table.Tr>
  );
}
