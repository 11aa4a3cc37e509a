import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region that
 * takes focus, so a keyboard can scroll it even when the table has no controls.
 */
export function ScrollTable({
  labelledBy,
  minWidth,
  columns,
  children,
}: {
  labelledBy: string;
  minWidth: number;
  /** The column headers, in order (an absent one is left out). */
  columns: (string | false | undefined)[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.filter(Boolean).map((name) => (
              <Table.Th scope="col" key={String(name)}>
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
