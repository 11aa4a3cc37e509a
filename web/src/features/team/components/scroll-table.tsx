import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region that
 * takes focus, so a keyboard can scroll it even when the table has no controls.
 */
export function ScrollTable({
  labelledBy,
  minWidth,
  children,
}: {
  labelledBy: string;
  minWidth: number;
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
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
