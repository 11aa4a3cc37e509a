import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './scroll-table.module.css';

/** The table's name: the id of a heading that names it, or a label of its own. */
type Name = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

/** Its header: plain column names, or header cells of its own (e.g. sortable ones). */
type Head =
  | {
      /** The column headers, in order (an absent one is left out). */
      columns: (string | false | undefined)[];
      head?: never;
    }
  | {
      /** The header row's cells (`Table.Th`, with scope="col"). */
      head: ReactNode;
      columns?: never;
    };

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region that
 * takes focus, so a keyboard can scroll it even when the table has no controls. `busy`: the rows
 * shown are about to be replaced; they stay, dimmed, and the table says it is busy.
 */
export function ScrollTable({
  labelledBy,
  label,
  minWidth,
  columns,
  head,
  busy,
  children,
}: Name &
  Head & {
    minWidth: number;
    busy?: boolean;
    /** The rows. */
    children: ReactNode;
  }) {
  const name = { 'aria-labelledby': labelledBy, 'aria-label': label };
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" role="region" tabIndex={0} {...name}>
      <Table
        striped
        verticalSpacing="sm"
        {...name}
        aria-busy={busy}
        className={busy ? classes.busy : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {head ??
              columns?.filter(Boolean).map((column) => (
                <Table.Th scope="col" key={String(column)}>
                  {column}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
