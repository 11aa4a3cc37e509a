import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '@shared/constants';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { InterviewRow } from '../types';
import { formatInterviewDate } from '@/lib/format-date';
import { DEFAULT_SORT, nextSort, sortInterviews } from '../utils/sort-interviews';
import type { SortKey, SortState } from '../utils/sort-interviews';
import classes from './interviews-table.module.css';

/** Rows per page: the table stays small in the DOM whatever the org's size. */
export const PAGE_SIZE = 25;

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'candidate', label: 'Candidate' },
  { key: 'type', label: 'Type' },
  { key: 'level', label: 'Level' },
  { key: 'date', label: 'Date & Time' },
  { key: 'status', label: 'Status' },
];

const STATUS_COLORS: Record<string, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

const label = (labels: Record<string, string>, value: string) => labels[value] ?? (value || '-');

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: { key: SortKey; label: string };
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column.key;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={ariaSort} className={classes.th}>
      <UnstyledButton onClick={() => onSort(column.key)} className={classes.sortButton}>
        <span>{column.label}</span>
        <span aria-hidden="true" className={active ? classes.arrowActive : classes.arrow}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

export function InterviewsTable({
  rows,
  complete = true,
  onCancel,
  onExport,
  exporting = false,
  origin = window.location.origin,
}: {
  rows: readonly InterviewRow[];
  /** false: `rows` is only the newest page (date descending) while the full list loads. */
  complete?: boolean;
  onCancel: (row: InterviewRow) => void;
  /** "Export CSV": called with every row, in the table's current order. */
  onExport?: (rows: readonly InterviewRow[]) => void;
  exporting?: boolean;
  origin?: string;
}) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortInterviews(rows, sort), [rows, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  // Until every row is here only the default view (newest first, page 1) is known to be right.
  const waiting =
    !complete &&
    (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction || current > 1);
  const visible = waiting ? [] : sorted.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const onSort = (key: SortKey) => {
    setSort((s) => nextSort(s, key));
    setPage(1);
  };

  return (
    <>
      {onExport && (
        <Group justify="flex-end" mb="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => onExport(sorted)}
            loading={exporting}
            disabled={!complete}
          >
            {REVIEW_MESSAGES.exportCsv}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Interviews">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
              ))}
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={row.id} data-interview-id={row.id}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    <Anchor component={Link} to={`/interviews/${row.id}`} inherit>
                      {row.candidateName || '-'}
                    </Anchor>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.candidateEmail || '-'}
                  </Text>
                </Table.Td>
                <Table.Td>{label(INTERVIEW_TYPE_LABELS, row.type)}</Table.Td>
                <Table.Td>{label(INTERVIEW_LEVEL_LABELS, row.level)}</Table.Td>
                <Table.Td>{formatInterviewDate(row.date)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light">
                    {row.status || '-'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.status === 'scheduled' && (
                    <Group gap="xs" wrap="nowrap">
                      {row.sessionId && (
                        <Button
                          component="a"
                          href={`${origin}/${row.sessionId}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="xs"
                          variant="light"
                        >
                          {INTERVIEW_MESSAGES.viewLink}
                        </Button>
                      )}
                      <Button size="xs" variant="light" color="red" onClick={() => onCancel(row)}>
                        {INTERVIEW_MESSAGES.cancel}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {waiting && (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length + 1}>
                  <Text role="status" c="dimmed" ta="center" py="md">
                    {INTERVIEW_MESSAGES.loading}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {complete && pages > 1 && (
        <Group justify="space-between" mt="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {(current - 1) * PAGE_SIZE + 1}–{Math.min(current * PAGE_SIZE, sorted.length)} of{' '}
            {sorted.length}
          </Text>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            aria-label="Interview pages"
          />
        </Group>
      )}
    </>
  );
}
