import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import type { InterviewRow } from '../types';
import { InterviewsTable, PAGE_SIZE } from './interviews-table';

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

describe('InterviewsTable', () => {
  const rows = [
    row('b', { candidateName: 'Bea', date: '2030-01-02T10:00:00.000Z' }),
    row('a', { candidateName: 'Abe', date: '2030-01-03T10:00:00.000Z', status: 'completed' }),
    row('c', { candidateName: 'Cid', date: undefined, status: 'cancelled' }),
  ];

  it('has the spec columns as real column headers, date descending by default', () => {
    render(<InterviewsTable rows={rows} onCancel={() => {}} origin="https://hiq.test" />, {
      router: true,
    });
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
    expect(names()).toEqual(['Abe', 'Bea', 'Cid']);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('sorts ascending on a first click and flips on the second', async () => {
    render(<InterviewsTable rows={rows} onCancel={() => {}} />, { router: true });
    await userEvent.click(screen.getByRole('button', { name: /Candidate/ }));
    expect(screen.getByRole('columnheader', { name: /Candidate/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names()).toEqual(['Abe', 'Bea', 'Cid']);
    await userEvent.click(screen.getByRole('button', { name: /Candidate/ }));
    expect(screen.getByRole('columnheader', { name: /Candidate/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Cid', 'Bea', 'Abe']);
  });

  it('offers View Link and Cancel on scheduled rows only', async () => {
    const onCancel = vi.fn();
    render(<InterviewsTable rows={rows} onCancel={onCancel} origin="https://hiq.test" />, {
      router: true,
    });
    const link = screen.getByRole('link', { name: 'View Link' });
    expect(link).toHaveAttribute('href', 'https://hiq.test/session-b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: 'View Link' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledWith(rows[0]);
  });

  it('paginates large lists', async () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 3 }, (_, i) =>
      row(String(i).padStart(3, '0')),
    );
    render(<InterviewsTable rows={many} onCancel={() => {}} />, { router: true });
    expect(screen.getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('row')).toHaveLength(3 + 1);
  });

  it('while only the first page is loaded, other sorts wait for the full list', async () => {
    const { rerender } = render(
      <InterviewsTable rows={rows} complete={false} onCancel={() => {}} />,
      { router: true },
    );
    expect(names()).toEqual(['Abe', 'Bea', 'Cid']);
    await userEvent.click(screen.getByRole('button', { name: /Candidate/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading interviews...');
    rerender(<InterviewsTable rows={rows} complete onCancel={() => {}} />);
    expect(names()).toEqual(['Abe', 'Bea', 'Cid']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('InterviewsTable links and export', () => {
  it('links each candidate to the review screen and exports the rows in table order', async () => {
    const rows = [row('x', { candidateName: 'Xia' }), row('y', { candidateName: 'Yan' })];
    const onExport = vi.fn();
    render(<InterviewsTable rows={rows} onCancel={() => {}} onExport={onExport} />, {
      router: true,
    });
    for (const row of rows) {
      expect(screen.getByRole('link', { name: row.candidateName })).toHaveAttribute(
        'href',
        `/interviews/${row.id}`,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(
      onExport.mock.calls[0][0].map((r: { candidateName: string }) => r.candidateName),
    ).toEqual(names());
  });
});
