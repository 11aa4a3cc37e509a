import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { render } from '@/test/render';
import type { LibrarySet, QuestionSetRow } from '../types';
import { QuestionSetEditorScreen } from './question-set-editor-screen';

const mocks = vi.hoisted(() => ({ useQuestionSet: vi.fn(), getLibrarySets: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ada@acme.test' },
    claims: { role: 'staff', orgId: 'acme.test' },
  }),
}));
vi.mock('../data/question-sets-firestore', () => ({ useQuestionSet: mocks.useQuestionSet }));
vi.mock('../api/get-library-sets', () => ({ getLibrarySets: mocks.getLibrarySets }));

const question = {
  id: 'qa',
  text: 'Alpha?',
  hint: null,
  rubric: ['One point'],
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either' as const,
};
const v1: QuestionSetRow = {
  id: 's1',
  name: 'Backend round',
  description: '',
  questions: [question],
  questionCount: 1,
  archived: false,
  updatedByName: 'Ada Lovelace',
  updatedAt: '2026-03-01T09:00:00.000Z',
};
const v2: QuestionSetRow = {
  ...v1,
  name: 'Backend round v2',
  updatedByName: 'Bo Chen',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const library: LibrarySet[] = [
  {
    id: 'library-technical-mid',
    type: 'technical',
    level: 'mid',
    name: 'Technical · Mid',
    description: 'Mid-level technical questions',
    questions: [
      {
        ...question,
        rubric: ['One point', 'Measures the problem before changing anything'],
        probes: [null, { prompt: 'What did you measure first?', askIfMissing: true }],
      },
    ],
    questionCount: 1,
    archived: false,
  },
];

const ui = (id = 's1') => (
  <MemoryRouter>
    <QuestionSetEditorScreen id={id} />
  </MemoryRouter>
);
const live = (data: QuestionSetRow) =>
  mocks.useQuestionSet.mockReturnValue({ status: 'success', data });
const nameField = () => screen.getByLabelText(M.nameLabel);

beforeEach(() => {
  mocks.useQuestionSet.mockReset();
  mocks.getLibrarySets.mockReset().mockResolvedValue({ sets: library });
});

describe('Question set editor screen', () => {
  it('shows a library set read-only, with Duplicate, once the API has served it', async () => {
    render(ui('library-technical-mid'));
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(await screen.findByText(M.readOnlyNote)).toBeInTheDocument();
    expect(screen.getByText('Alpha?')).toBeInTheDocument();
    expect(screen.getByText('One point')).toBeInTheDocument();
    // Each point's follow-up, and whether it is asked when the point is missing.
    const measured = screen.getByText('Measures the problem before changing anything');
    expect(measured.closest('li')).toHaveTextContent(
      `${M.probeLine('What did you measure first?')}${M.probeAskedIfMissing}`,
    );
    expect(screen.getByText('One point').closest('li')).not.toHaveTextContent(M.probeLine(''));
    expect(screen.getByText(`${M.followUpsPerQuestionLabel}:`).parentElement).toHaveTextContent(
      `${M.followUpsPerQuestionLabel}: 1`,
    );
    expect(screen.getByRole('button', { name: M.duplicate })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(mocks.useQuestionSet).not.toHaveBeenCalled();
  });

  it('shows an archived set read-only, with Restore', () => {
    live({ ...v1, archived: true });
    render(ui());
    expect(screen.getByText(M.archivedNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.restore })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('follows the stored set while nothing was changed', () => {
    live(v1);
    const { rerender } = render(ui());
    expect(nameField()).toHaveValue('Backend round');
    // A set made before follow-ups: its point with an empty follow-up, not asked.
    expect(screen.getByRole('textbox', { name: M.rubricPointLabel(1) })).toHaveValue('One point');
    expect(screen.getByRole('textbox', { name: M.probePromptLabel(1) })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: M.askIfMissingLabel })).not.toBeChecked();
    live(v2);
    rerender(ui());
    expect(nameField()).toHaveValue('Backend round v2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the user's edits when someone else saves, and loads theirs only when asked", async () => {
    live(v1);
    const { rerender } = render(ui());
    await userEvent.type(nameField(), ' (mine)');
    live(v2);
    rerender(ui());
    expect(screen.getByRole('alert')).toHaveTextContent(M.changedElsewhere('Bo Chen'));
    expect(nameField()).toHaveValue('Backend round (mine)');
    await userEvent.click(screen.getByRole('button', { name: M.loadLatest }));
    expect(nameField()).toHaveValue('Backend round v2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the user's edits when someone archives the set, offering Restore", async () => {
    live(v1);
    const { rerender } = render(ui());
    await userEvent.type(nameField(), ' (mine)');
    live({ ...v2, name: v1.name, archived: true });
    rerender(ui());
    expect(screen.getByRole('alert')).toHaveTextContent(M.archivedElsewhere);
    expect(nameField()).toHaveValue('Backend round (mine)');
    expect(screen.getByRole('button', { name: M.restore })).toBeInTheDocument();
  });
});
