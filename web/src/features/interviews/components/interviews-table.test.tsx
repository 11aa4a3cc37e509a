import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { at, storedDoc, storedInterview } from '@/test/stored-docs';
import type { InterviewRow } from '@/domain/interview';
import { toInterviewRows } from '../data/interviews-firestore';
import { DEFAULT_SORT } from '../utils/sort-interviews';
import { InterviewsTable } from './interviews-table';
import type { Pager } from './interviews-table';

const row = (id: string, over: Partial<InterviewRow> = {}): InterviewRow => ({
  id,
  candidateName: `Candidate ${id}`,
  candidateEmail: `${id}@x.test`,
  type: 'technical',
  level: 'mid',
  date: '2030-01-01T10:00:00.000Z',
  status: 'scheduled',
  sessionId: `session-${id}`,
  ...over,
});
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].querySelector('p')?.textContent);
const pager = (over: Partial<Pager> = {}): Pager => ({
  page: 1,
  pages: 1,
  hasPrevious: false,
  hasNext: false,
  onPrevious: vi.fn(),
  onNext: vi.fn(),
  ...over,
});

describe('InterviewsTable', () => {
  const rows = [
    row('a', { candidateName: 'Abe', date: '2030-01-03T10:00:00.000Z', status: 'completed' }),
    row('b', { candidateName: 'Bea', date: '2030-01-02T10:00:00.000Z' }),
    row('c', { candidateName: 'Cid', date: undefined, status: 'cancelled' }),
  ];

  it("offers owners to delete an ended interview's candidate data, and nobody else", async () => {
    const onErase = vi.fn();
    const erasedRow = row('d', {
      candidateName: 'Erased candidate',
      status: 'completed',
      erased: true,
    });
    const { unmount } = render(
      <InterviewsTable
        rows={[...rows, erasedRow]}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        onCancel={() => {}}
        onErase={onErase}
      />,
      { router: true },
    );
    const buttons = screen.getAllByRole('button', { name: "Delete this candidate's data" });
    // Abe (completed) and Cid (cancelled); not Bea (scheduled) nor the erased one.
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]);
    expect(onErase).toHaveBeenCalledWith(expect.objectContaining({ id: 'c' }));
    unmount();
    render(
      <InterviewsTable rows={rows} sort={DEFAULT_SORT} onSort={() => {}} onCancel={() => {}} />,
      { router: true },
    );
    expect(screen.queryByRole('button', { name: "Delete this candidate's data" })).toBeNull();
  });

  it('offers a labelled checkbox on completed interviews only, and Share for the ticked ones', async () => {
    const onToggle = vi.fn();
    const onShare = vi.fn();
    const erasedRow = row('d', { candidateName: 'Dee', status: 'completed', erased: true });
    const table = (ids: string[]) => (
      <InterviewsTable
        rows={[...rows, erasedRow, row('e', { candidateName: 'Eve', status: 'completed' })]}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        onCancel={() => {}}
        selection={{ ids: new Set(ids), onToggle, onShare }}
      />
    );
    const { rerender } = render(table([]), { router: true });
    // The table keeps its columns: the checkbox sits in the row's actions.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      expect.stringContaining('Candidate'),
      expect.stringContaining('Type'),
      expect.stringContaining('Level'),
      expect.stringContaining('Date & Time'),
      expect.stringContaining('Status'),
      'Actions',
    ]);
    // Abe and Eve (completed); not Bea (scheduled), Cid (cancelled) nor Dee (erased).
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([
      "Select Abe's interview to share",
      "Select Eve's interview to share",
    ]);
    expect(screen.getByRole('button', { name: 'Share 0 selected' })).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: "Select Eve's interview to share" }),
    );
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'e' }));

    rerender(table(['a', 'e']));
    expect(screen.getByRole('checkbox', { name: "Select Abe's interview to share" })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Share 2 selected' }));
    expect(onShare).toHaveBeenCalled();
  });

  it('allows at most 10 ticked: the other checkboxes are disabled then', () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      row(`r${i}`, { candidateName: `Person ${i}`, status: 'completed' }),
    );
    render(
      <InterviewsTable
        rows={many}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        onCancel={() => {}}
        selection={{
          ids: new Set(many.slice(0, 10).map((r) => r.id)),
          onToggle: () => {},
          onShare: () => {},
        }}
      />,
      { router: true },
    );
    expect(
      screen.getByRole('checkbox', { name: "Select Person 10's interview to share" }),
    ).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: "Select Person 0's interview to share" }),
    ).toBeEnabled();
  });

  it('has the dashboard columns as real column headers; shows the rows in the order given', () => {
    render(
      <InterviewsTable rows={rows} sort={DEFAULT_SORT} onSort={() => {}} onCancel={() => {}} />,
      { router: true },
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Candidate',
      'Type',
      'Level',
      'Date & Time',
      'Status',
      'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: /Date & Time/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Candidate/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(names()).toEqual(['Abe', 'Bea', 'Cid']);
    expect(screen.getByText('-')).toBeInTheDocument();
    // On a narrow screen the table scrolls in a named box a keyboard can focus.
    expect(screen.getByRole('region', { name: 'Interviews' })).toHaveAttribute('tabindex', '0');
  });

  it('header buttons ask for a sort; aria-sort follows the sort given', async () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <InterviewsTable rows={rows} sort={DEFAULT_SORT} onSort={onSort} onCancel={() => {}} />,
      { router: true },
    );
    await userEvent.click(screen.getByRole('button', { name: /Candidate/ }));
    expect(onSort).toHaveBeenCalledWith('candidate');
    rerender(
      <InterviewsTable
        rows={rows}
        sort={{ key: 'candidate', direction: 'asc' }}
        onSort={onSort}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Candidate/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Date & Time/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('offers View Link and Cancel on scheduled rows only', async () => {
    const onCancel = vi.fn();
    render(
      <InterviewsTable
        rows={rows}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        onCancel={onCancel}
        origin="https://hiq.test"
      />,
      { router: true },
    );
    const link = screen.getByRole('link', { name: 'View Link' });
    expect(link).toHaveAttribute('href', 'https://hiq.test/session-b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: 'View Link' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledWith(rows[1]);
  });

  it('no pager when everything fits on one page', () => {
    render(
      <InterviewsTable
        rows={rows}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        pager={pager()}
        onCancel={() => {}}
      />,
      { router: true },
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('Previous and Next are real buttons, disabled at the ends, with "Page X of Y"', async () => {
    const first = pager({ pages: 3, hasNext: true });
    const { rerender } = render(
      <InterviewsTable
        rows={rows}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        pager={first}
        onCancel={() => {}}
      />,
      { router: true },
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onNext).toHaveBeenCalledTimes(1);

    const last = pager({ page: 3, pages: 3, hasPrevious: true });
    rerender(
      <InterviewsTable
        rows={rows}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        pager={last}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    screen.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(last.onPrevious).toHaveBeenCalledTimes(1);
  });

  it('while the next page loads, the rows stay and the table is busy; paging waits', () => {
    render(
      <InterviewsTable
        rows={rows}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        pager={pager({ pages: 2, hasNext: true })}
        busy
        onCancel={() => {}}
      />,
      { router: true },
    );
    expect(screen.getByRole('table', { name: 'Interviews' })).toHaveAttribute('aria-busy', 'true');
    expect(names()).toEqual(['Abe', 'Bea', 'Cid']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('InterviewsTable links and export', () => {
  it('links each candidate to the review screen and asks for the export', async () => {
    const rows = [row('x', { candidateName: 'Xia' }), row('y', { candidateName: 'Yan' })];
    const onExport = vi.fn();
    render(
      <InterviewsTable
        rows={rows}
        sort={DEFAULT_SORT}
        onSort={() => {}}
        onCancel={() => {}}
        onExport={onExport}
      />,
      { router: true },
    );
    for (const row of rows) {
      expect(screen.getByRole('link', { name: row.candidateName })).toHaveAttribute(
        'href',
        `/interviews/${row.id}`,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('shows an interview that does not match the contract as an error row in its place', () => {
    const read = toInterviewRows([
      storedDoc('a', storedInterview({ candidateName: 'Abe' })),
      storedDoc('b', storedInterview({ candidateName: 42 })),
      storedDoc('c', storedInterview({ candidateName: 'Cid', status: 'cancelled' })),
    ]);
    render(
      <InterviewsTable rows={read} sort={DEFAULT_SORT} onSort={() => {}} onCancel={() => {}} />,
      { router: true },
    );
    const [, first, bad, last] = screen.getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Abe' })).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'Cid' })).toBeInTheDocument();
    // One cell across the table's six columns: the message, then the id and the field at fault.
    const cell = within(bad).getByRole('cell');
    expect(cell).toHaveAttribute('colspan', '6');
    expect(cell).toHaveTextContent('This record could not be read');
    expect(cell).toHaveTextContent(/b: candidateName: .*expected string/);
  });

  it("flags a row whose candidate asked for an adjustment; it opens to the candidate's words", async () => {
    const read = toInterviewRows([
      storedDoc(
        'a',
        storedInterview({
          candidateName: 'Abe',
          adjustmentRequests: [
            { message: 'More time, please.', requestedAt: at('2029-12-02T09:00:00.000Z') },
            { message: 'Could I talk to a person?', requestedAt: at('2029-12-03T09:00:00.000Z') },
          ],
        }),
      ),
      storedDoc('b', storedInterview({ candidateName: 'Bea' })),
    ]);
    render(
      <InterviewsTable rows={read} sort={DEFAULT_SORT} onSort={() => {}} onCancel={() => {}} />,
      { router: true },
    );
    const [, abe, bea] = screen.getAllByRole('row');
    expect(within(bea).queryByText('Adjustment requested')).toBeNull();
    const flag = within(abe).getByText('Adjustment requested');
    const details = flag.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(flag);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('More time, please.')).toBeVisible();
    expect(within(details).getByText('Could I talk to a person?')).toBeVisible();
  });

  it('marks a row whose candidate was sent feedback', () => {
    const read = toInterviewRows([
      storedDoc(
        'a',
        storedInterview({
          candidateName: 'Abe',
          status: 'completed',
          candidateFeedback: {
            sentAt: at('2030-01-02T09:00:00.000Z'),
            sentBy: 'u1',
            sentByName: 'Sam',
          },
        }),
      ),
      storedDoc('b', storedInterview({ candidateName: 'Bea', status: 'completed' })),
    ]);
    render(
      <InterviewsTable rows={read} sort={DEFAULT_SORT} onSort={() => {}} onCancel={() => {}} />,
      { router: true },
    );
    const [, abe, bea] = screen.getAllByRole('row');
    expect(within(abe).getByText('Feedback sent')).toBeVisible();
    expect(within(bea).queryByText('Feedback sent')).toBeNull();
  });
});
