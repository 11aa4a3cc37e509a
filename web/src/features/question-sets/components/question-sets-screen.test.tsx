import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { render } from '@/test/render';
import { at, storedDoc } from '@/test/stored-docs';
import type * as QuestionSetsFirestore from '../data/question-sets-firestore';
import type { LibrarySet, QuestionSetRow } from '../types';
import { QuestionSetsScreen } from './question-sets-screen';

const mocks = vi.hoisted(() => ({
  useQuestionSets: vi.fn(),
  archiveQuestionSet: vi.fn(),
  restoreQuestionSet: vi.fn(),
  duplicateQuestionSet: vi.fn(),
  getLibrarySets: vi.fn(),
}));
vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ada@acme.test' },
    claims: { role: 'staff', orgId: 'acme.test' },
  }),
}));
vi.mock('../data/question-sets-firestore', () => ({ useQuestionSets: mocks.useQuestionSets }));
vi.mock('../api/archive-question-set', () => ({ archiveQuestionSet: mocks.archiveQuestionSet }));
vi.mock('../api/restore-question-set', () => ({ restoreQuestionSet: mocks.restoreQuestionSet }));
vi.mock('../api/get-library-sets', () => ({ getLibrarySets: mocks.getLibrarySets }));
vi.mock('../api/duplicate-question-set', () => ({
  duplicateQuestionSet: mocks.duplicateQuestionSet,
}));

const set = (id: string, name: string, archived = false): QuestionSetRow => ({
  id,
  name,
  description: '',
  questions: [],
  questionCount: 3,
  archived,
  updatedByName: 'Ada Lovelace',
  updatedAt: '2026-03-01T09:00:00.000Z',
});
const library: LibrarySet[] = [
  {
    id: 'library-technical-mid',
    type: 'technical',
    level: 'mid',
    name: 'Technical · Mid',
    description: 'Mid-level technical questions',
    questions: [],
    questionCount: 0,
    archived: false,
  },
];

const renderList = () =>
  render(
    <MemoryRouter>
      <QuestionSetsScreen />
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.getLibrarySets.mockResolvedValue({ sets: library });
});

/** The library's table, once the API has answered. */
const libraryTable = () => screen.findByRole('table', { name: M.libraryTitle });

describe('Question sets list', () => {
  it("lists the org's sets in a table, archived ones only when asked for, then the library", async () => {
    mocks.useQuestionSets.mockReturnValue({
      status: 'success',
      data: [set('s1', 'Backend round'), set('s2', 'Old round', true)],
    });
    renderList();
    const own = screen.getByRole('table', { name: M.ownTitle });
    expect(
      within(own)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Questions', 'Updated', 'Actions']);
    expect(within(own).getByText('Backend round')).toBeInTheDocument();
    expect(within(own).getByText(M.questionCount(3))).toBeInTheDocument();
    expect(within(own).queryByText('Old round')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(M.showArchived));
    const archivedRow = within(own).getByText('Old round').closest('tr')!;
    expect(within(archivedRow).getByText(M.archivedBadge)).toBeInTheDocument();
    expect(
      within(archivedRow).getByRole('button', { name: M.rowAction(M.restore, 'Old round') }),
    ).toBeInTheDocument();

    const lib = await libraryTable();
    expect(
      within(lib).getByRole('link', { name: M.rowAction(M.view, 'Technical · Mid') }),
    ).toHaveAttribute('href', '/question-sets/library-technical-mid');
  });

  it('shows a set that does not match the contract as an error row, archived ones hidden or not', async () => {
    const { toQuestionSetRows } = await vi.importActual<typeof QuestionSetsFirestore>(
      '../data/question-sets-firestore',
    );
    const stored = {
      name: 'Backend round',
      description: '',
      questions: [],
      questionCount: 0,
      archived: false,
      createdBy: 'u1',
      createdByName: 'Ada',
      updatedByName: 'Ada',
      createdAt: at('2026-03-01T09:00:00.000Z'),
      updatedAt: at('2026-03-01T09:00:00.000Z'),
    };
    mocks.useQuestionSets.mockReturnValue({
      status: 'success',
      data: toQuestionSetRows([
        storedDoc('s1', stored),
        storedDoc('s2', { ...stored, name: 'Broken', questionCount: 'three' }),
      ]),
    });
    renderList();
    const own = screen.getByRole('table', { name: M.ownTitle });
    const [, good, bad] = within(own).getAllByRole('row');
    expect(good).toHaveTextContent('Backend round');
    expect(within(bad).getByRole('cell')).toHaveAttribute('colspan', '4');
    expect(bad).toHaveTextContent('This record could not be read');
    expect(bad).toHaveTextContent(/s2: questionCount: /);
    await libraryTable();
  });

  it('archives only after confirming, and says so', async () => {
    mocks.useQuestionSets.mockReturnValue({
      status: 'success',
      data: [set('s1', 'Backend round')],
    });
    mocks.archiveQuestionSet.mockResolvedValue({ questionSet: { id: 's1', archived: true } });
    renderList();
    await userEvent.click(
      screen.getByRole('button', { name: M.rowAction(M.archive, 'Backend round') }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.archiveConfirmTitle });
    expect(mocks.archiveQuestionSet).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: M.archive }));
    await waitFor(() => expect(mocks.archiveQuestionSet).toHaveBeenCalledWith('s1'));
    expect(await screen.findByText(M.archivedDone('Backend round'))).toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    mocks.useQuestionSets.mockReturnValue({ status: 'loading' });
    const { unmount } = renderList();
    await libraryTable();
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    unmount();
    mocks.useQuestionSets.mockReturnValue({ status: 'success', data: [set('s2', 'Old', true)] });
    const second = renderList();
    await libraryTable();
    expect(screen.getByText(M.empty)).toBeInTheDocument();
    second.unmount();
    mocks.useQuestionSets.mockReturnValue({ status: 'error', errorCode: 'permission-denied' });
    renderList();
    await libraryTable();
    expect(screen.getByRole('alert')).toHaveTextContent(M.loadFailed);
  });

  it('asks the API for the library (it is not in the app) and says so when that fails', async () => {
    mocks.useQuestionSets.mockReturnValue({
      status: 'success',
      data: [set('s1', 'Backend round')],
    });
    mocks.getLibrarySets.mockRejectedValue(new Error('Session expired - Please log in again'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadFailed);
    expect(mocks.getLibrarySets).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table', { name: M.libraryTitle })).not.toBeInTheDocument();
  });
});
