import { Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { paths } from '@/config/paths';
import { ScrollTable } from '@/components/table/scroll-table';
import type { LibrarySet } from '../types';

/** The HiQ library: read-only sets to view or duplicate. */
export function LibraryTable({
  sets,
  labelledBy,
  onDuplicate,
  isBusy,
}: {
  sets: readonly LibrarySet[];
  labelledBy: string;
  onDuplicate: (set: LibrarySet) => void;
  isBusy: (id: string) => boolean;
}) {
  const c = M.columns;
  return (
    <ScrollTable labelledBy={labelledBy} minWidth={620} columns={[c.name, c.questions, c.actions]}>
      {sets.map((set) => (
        <Table.Tr key={set.id} data-set-id={set.id}>
          <Table.Td>
            <Text fw={500}>{set.name}</Text>
            {set.description && (
              <Text size="sm" c="gray.7" lineClamp={2}>
                {set.description}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{M.questionCount(set.questions.length)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                component={Link}
                to={paths.questionSet(set.id)}
                size="xs"
                variant="light"
                aria-label={M.rowAction(M.view, set.name)}
              >
                {M.view}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => onDuplicate(set)}
                disabled={isBusy(set.id)}
                aria-label={M.rowAction(M.duplicate, set.name)}
              >
                {M.duplicate}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
