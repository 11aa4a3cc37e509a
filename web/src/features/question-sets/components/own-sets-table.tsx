import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { formatInterviewDate } from '@/lib/format-date';
import { paths } from '@/config/paths';
import { ScrollTable } from '@/components/table/scroll-table';
import { UnreadableRow } from '@/components/table/unreadable-row';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import type { QuestionSetRow } from '../types';

export interface OwnSetActions {
  onDuplicate: (set: QuestionSetRow) => void;
  onArchive: (set: QuestionSetRow) => void;
  onRestore: (set: QuestionSetRow) => void;
  isBusy: (action: 'duplicate' | 'archive' | 'restore', id: string) => boolean;
}

/** The org's sets: Edit (View when archived), Duplicate, and Archive or Restore on every row. */
export function OwnSetsTable({
  sets,
  labelledBy,
  actions,
}: {
  /** An unreadable set is shown as an error row in its place. */
  sets: readonly Readable<QuestionSetRow>[];
  labelledBy: string;
  actions: OwnSetActions;
}) {
  const c = M.columns;
  const columns = [c.name, c.questions, c.updated, c.actions];
  return (
    <ScrollTable labelledBy={labelledBy} minWidth={720} columns={columns}>
      {sets.map((set) =>
        isUnreadable(set) ? (
          <UnreadableRow key={set.id} item={set} columns={columns.length} />
        ) : (
          <Table.Tr key={set.id} data-set-id={set.id}>
            <Table.Td>
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{set.name}</Text>
                {set.archived && (
                  <Badge variant="light" color="gray">
                    {M.archivedBadge}
                  </Badge>
                )}
              </Group>
              {set.description && (
                <Text size="sm" c="gray.7" lineClamp={2}>
                  {set.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{M.questionCount(set.questionCount)}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatInterviewDate(set.updatedAt)}</Text>
              {set.updatedByName && (
                <Text size="sm" c="gray.7">
                  {set.updatedByName}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={paths.questionSet(set.id)}
                  size="xs"
                  variant="light"
                  aria-label={M.rowAction(set.archived ? M.view : M.edit, set.name)}
                >
                  {set.archived ? M.view : M.edit}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => actions.onDuplicate(set)}
                  disabled={actions.isBusy('duplicate', set.id)}
                  aria-label={M.rowAction(M.duplicate, set.name)}
                >
                  {M.duplicate}
                </Button>
                {set.archived ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => actions.onRestore(set)}
                    disabled={actions.isBusy('restore', set.id)}
                    aria-label={M.rowAction(M.restore, set.name)}
                  >
                    {M.restore}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => actions.onArchive(set)}
                    disabled={actions.isBusy('archive', set.id)}
                    aria-label={M.rowAction(M.archive, set.name)}
                  >
                    {M.archive}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ),
      )}
    </ScrollTable>
  );
}
