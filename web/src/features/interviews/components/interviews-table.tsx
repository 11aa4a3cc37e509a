import { Link } from 'react-router-dom';
import { Anchor, Button, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { SHARE_LIMITS } from '@shared/constants/limits';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { INTERVIEW_MESSAGES, pageOfPages } from '@shared/messages/interviews';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { FEEDBACK_MESSAGES } from '@shared/messages/feedback';
import {
  candidateInterviewUrl,
  interviewLevelLabel,
  interviewReviewPath,
  interviewTypeLabel,
} from '@/domain/interview';
import type { InterviewRow } from '@/domain/interview';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { InterviewStatusBadge } from '@/domain/interview-status-badge';
import { formatInterviewDate } from '@/lib/format-date';
import { ScrollTable } from '@/components/table/scroll-table';
import { UnreadableRow } from '@/components/table/unreadable-row';
import { APP_MESSAGES } from '@shared/messages/common';
import type { SortKey, SortState } from '../utils/sort-interviews';
import { AdjustmentFlag } from './adjustment-flag';
import classes from './interviews-table.module.css';

/** Rows per page: the table stays small in the DOM whatever the org's size. */
export const PAGE_SIZE = 25;

const C = INTERVIEW_MESSAGES.columns;
const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'candidate', label: C.candidate },
  { key: 'type', label: C.type },
  { key: 'level', label: C.level },
  { key: 'date', label: C.date },
  { key: 'status', label: C.status },
];

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
    <Table.Th scope="col" aria-sort={ariaSort} className={classes.th}>
      <UnstyledButton onClick={() => onSort(column.key)} className={classes.sortButton}>
        <span>{column.label}</span>
        <span aria-hidden="true" className={active ? classes.arrowActive : classes.arrow}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Only a completed interview whose candidate data is kept can be shared. */
const shareableRow = (row: InterviewRow) => row.status === 'completed' && !row.erased;

/** The dashboard's selection of interviews to share together. */
export interface Selection {
  /** Ids ticked, across pages. */
  ids: ReadonlySet<string>;
  onToggle: (row: InterviewRow) => void;
  /** "Share N selected": opens the share dialog. */
  onShare: () => void;
}

export interface Pager {
  /** 1-based. */
  page: number;
  /** From the org's live counters; at least `page` (counters may trail a new interview). */
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * One page of interviews, already sorted and paged by the server (the dashboard's query). `busy`:
 * the rows are the previous page or order while the next one loads; they stay put (no flash, and
 * the header button keeps focus) and the table says it is busy.
 */
export function InterviewsTable({
  rows,
  sort,
  onSort,
  pager,
  busy = false,
  onCancel,
  onErase,
  onExport,
  exporting = false,
  selection,
  origin = window.location.origin,
}: {
  /** An unreadable interview is shown as an error row in its place. */
  rows: readonly Readable<InterviewRow>[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  pager?: Pager;
  busy?: boolean;
  onCancel: (row: InterviewRow) => void;
  /** Owners only: erase an ended interview's candidate data. */
  onErase?: (row: InterviewRow) => void;
  /** "Export CSV": every interview of the org, fetched on demand in the table's order. */
  onExport?: () => void;
  exporting?: boolean;
  /**
   * Tick completed interviews and share them together: a checkbox in each such row's actions (the
   * table keeps its columns).
   */
  selection?: Selection;
  origin?: string;
}) {
  const paged = pager && (pager.hasPrevious || pager.hasNext);
  const full = selection ? selection.ids.size >= SHARE_LIMITS.maxInterviews : false;
  const columns = COLUMNS.length + 1;
  return (
    <>
      {(onExport || selection) && (
        <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
          {selection ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={selection.onShare}
                disabled={selection.ids.size === 0}
              >
                {SHARE_MESSAGES.shareSelected(selection.ids.size)}
              </Button>
              <Text size="xs" c="dimmed">
                {SHARE_MESSAGES.selectHint}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          {onExport && (
            <Button variant="default" size="xs" onClick={onExport} loading={exporting}>
              {REVIEW_MESSAGES.exportCsv}
            </Button>
          )}
        </Group>
      )}
      <ScrollTable
        label={INTERVIEW_MESSAGES.tableLabel}
        minWidth={760}
        busy={busy}
        head={
          <>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            <Table.Th scope="col">{C.actions}</Table.Th>
          </>
        }
      >
        {rows.map((row) =>
          isUnreadable(row) ? (
            <UnreadableRow key={row.id} item={row} columns={columns} />
          ) : (
            <Table.Tr key={row.id} data-interview-id={row.id}>
              <Table.Td>
                <Text fw={500} size="sm">
                  <Anchor component={Link} to={interviewReviewPath(row.id)} inherit>
                    {row.candidateName || APP_MESSAGES.noValue}
                  </Anchor>
                </Text>
                <Text size="xs" c="dimmed">
                  {row.candidateEmail || APP_MESSAGES.noValue}
                </Text>
                <AdjustmentFlag requests={row.adjustmentRequests ?? []} />
                {row.feedbackSentAt && (
                  <Text size="xs" c="green" data-testid="feedback-sent">
                    {FEEDBACK_MESSAGES.sent}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{interviewTypeLabel(row.type) || APP_MESSAGES.noValue}</Table.Td>
              <Table.Td>{interviewLevelLabel(row.level) || APP_MESSAGES.noValue}</Table.Td>
              <Table.Td>{formatInterviewDate(row.date)}</Table.Td>
              <Table.Td>
                <InterviewStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                {row.status === 'scheduled' && (
                  <Group gap="xs" wrap="nowrap">
                    {row.sessionId && (
                      <Button
                        component="a"
                        href={candidateInterviewUrl(row.sessionId, origin)}
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
                {row.status !== 'scheduled' && (
                  <Group gap="xs" wrap="nowrap">
                    {selection && shareableRow(row) && (
                      <Checkbox
                        aria-label={SHARE_MESSAGES.selectInterview(
                          row.candidateName || APP_MESSAGES.noValue,
                        )}
                        checked={selection.ids.has(row.id)}
                        disabled={full && !selection.ids.has(row.id)}
                        onChange={() => selection.onToggle(row)}
                      />
                    )}
                    {onErase && !row.erased && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onErase(row)}>
                        {INTERVIEW_MESSAGES.eraseAction}
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </ScrollTable>
      {paged && (
        <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {pageOfPages(pager.page, pager.pages)}
          </Text>
          <Group gap="xs" role="group" aria-label={INTERVIEW_MESSAGES.pagesLabel}>
            <Button
              variant="default"
              size="xs"
              onClick={pager.onPrevious}
              disabled={!pager.hasPrevious || busy}
            >
              {INTERVIEW_MESSAGES.previousPage}
            </Button>
            <Button
              variant="default"
              size="xs"
              onClick={pager.onNext}
              disabled={!pager.hasNext || busy}
            >
              {INTERVIEW_MESSAGES.nextPage}
            </Button>
          </Group>
        </Group>
      )}
    </>
  );
}
