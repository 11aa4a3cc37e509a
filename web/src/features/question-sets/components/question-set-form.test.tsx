import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as RouterModule from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { toEditorValues } from '../lib/editor-form';
import { QuestionSetForm } from './question-set-form';

const mocks = vi.hoisted(() => ({
  createQuestionSet: vi.fn(),
  updateQuestionSet: vi.fn(),
  navigate: vi.fn(),
}));
vi.mock('../api/create-question-set', () => ({ createQuestionSet: mocks.createQuestionSet }));
vi.mock('../api/update-question-set', () => ({ updateQuestionSet: mocks.updateQuestionSet }));
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof RouterModule>()),
  useNavigate: () => mocks.navigate,
}));

const question = (id: string, text: string) => ({
  id,
  text,
  hint: null,
  rubric: [],
  thinkTimeSec: 10,
  answerLimitSec: 60,
  retakes: 1,
  answerMode: 'either' as const,
});
const threeQuestions = toEditorValues({
  name: 'Round one',
  description: '',
  questions: [question('qa', 'Alpha?'), question('qb', 'Bravo?'), question('qc', 'Charlie?')],
});

const textOf = (n: number) =>
  within(screen.getByRole('group', { name: M.questionLabel(n) })).getByLabelText(M.textLabel);

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
});

describe('Question set editor', () => {
  it('moves a question with its Move buttons, focus staying on the moved question', async () => {
    render(<QuestionSetForm setId="s1" initialValues={threeQuestions} />);
    expect(screen.getByRole('button', { name: M.moveUpLabel(1) })).toBeDisabled();
    expect(screen.getByRole('button', { name: M.moveDownLabel(3) })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: M.moveUpLabel(3) }));
    expect(textOf(2)).toHaveValue('Charlie?');
    expect(textOf(3)).toHaveValue('Bravo?');
    expect(screen.getByRole('button', { name: M.moveUpLabel(2) })).toHaveFocus();

    // Enter on the focused button moves it again; at the top, focus goes to its Move down.
    await userEvent.keyboard('{Enter}');
    expect(textOf(1)).toHaveValue('Charlie?');
    expect(textOf(2)).toHaveValue('Alpha?');
    expect(screen.getByRole('button', { name: M.moveDownLabel(1) })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(textOf(1)).toHaveValue('Alpha?');
    expect(screen.getByRole('button', { name: M.moveDownLabel(2) })).toHaveFocus();
  });

  it('moves a question dragged by its handle onto another', () => {
    render(<QuestionSetForm setId="s1" initialValues={threeQuestions} />);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const target = screen.getByRole('group', { name: M.questionLabel(1) });
    fireEvent.dragStart(screen.getByTitle(M.dragHandle(3)), { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(textOf(1)).toHaveValue('Charlie?');
    expect(textOf(2)).toHaveValue('Alpha?');
    expect(textOf(3)).toHaveValue('Bravo?');
  });

  it('saves the questions in their new order with their ids, then goes back to the list', async () => {
    mocks.updateQuestionSet.mockResolvedValue({ questionSet: { id: 's1' } });
    render(<QuestionSetForm setId="s1" initialValues={threeQuestions} />);
    await userEvent.click(screen.getByRole('button', { name: M.moveDownLabel(1) }));
    await userEvent.clear(textOf(3));
    await userEvent.click(textOf(3));
    await userEvent.paste('Delta?');
    // The moved question's rubric: a point with its follow-up, and a blank one with a follow-up.
    const first = within(screen.getByRole('group', { name: M.questionLabel(1) }));
    await userEvent.click(first.getByRole('button', { name: M.addRubricPoint }));
    await userEvent.click(first.getByRole('button', { name: M.addRubricPoint }));
    // A point added takes the focus.
    expect(first.getByRole('textbox', { name: M.rubricPointLabel(2) })).toHaveFocus();
    const point = (n: number) => within(first.getByRole('group', { name: M.rubricPointLabel(n) }));
    const fill = (field: HTMLElement, value: string) =>
      fireEvent.change(field, { target: { value } });
    fill(point(1).getByRole('textbox', { name: M.rubricPointLabel(1) }), 'First point');
    fill(point(1).getByRole('textbox', { name: M.probePromptLabel(1) }), 'What did you measure?');
    await userEvent.click(point(1).getByRole('checkbox', { name: M.askIfMissingLabel }));
    fill(point(2).getByRole('textbox', { name: M.probePromptLabel(2) }), 'Asked of nothing');
    await userEvent.click(screen.getByRole('button', { name: M.save }));

    await waitFor(() => expect(mocks.updateQuestionSet).toHaveBeenCalledTimes(1));
    const [id, body] = mocks.updateQuestionSet.mock.calls[0]!;
    expect(id).toBe('s1');
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual(['qb', 'qa', 'qc']);
    // Sent by position; the schema drops the blank point with its follow-up.
    expect(body.questions[0].rubric).toEqual(['First point', '']);
    expect(body.questions[0].probes).toEqual([
      { prompt: 'What did you measure?', askIfMissing: true },
      { prompt: 'Asked of nothing', askIfMissing: false },
    ]);
    expect(body.followUpsPerQuestion).toBe(1);
    expect(body.questions[2].text).toBe('Delta?');
    expect(body.questions[0].answerLimitSec).toBe(60);
    await waitFor(() =>
      expect(mocks.navigate).toHaveBeenCalledWith('/question-sets', {
        state: { notice: M.saved },
      }),
    );
  });

  it("removes a key point with its follow-up, and sets the set's follow-ups per question", async () => {
    mocks.createQuestionSet.mockResolvedValue({ questionSet: { id: 'new-1' } });
    const withPoints = toEditorValues({
      name: 'Round one',
      description: '',
      followUpsPerQuestion: 2,
      questions: [
        {
          ...question('qa', 'Alpha?'),
          rubric: ['Measures first', 'Names the result'],
          probes: [{ prompt: 'What did you measure?', askIfMissing: true }, null],
        },
      ],
    });
    render(<QuestionSetForm setId={null} initialValues={withPoints} />);
    const first = within(screen.getByRole('group', { name: M.questionLabel(1) }));
    expect(first.getByLabelText(M.probePromptLabel(1))).toHaveValue('What did you measure?');
    expect(first.getAllByRole('checkbox', { name: M.askIfMissingLabel })[0]).toBeChecked();
    expect(first.getByLabelText(M.probePromptLabel(2))).toHaveValue('');
    await userEvent.click(first.getByRole('button', { name: M.removeRubricPointLabel(1) }));
    expect(first.getByRole('button', { name: M.addRubricPoint })).toHaveFocus();
    expect(first.getByRole('textbox', { name: M.rubricPointLabel(1) })).toHaveValue(
      'Names the result',
    );
    expect(first.queryByRole('textbox', { name: M.rubricPointLabel(2) })).toBeNull();

    const perQuestion = screen.getByRole('combobox', { name: M.followUpsPerQuestionLabel });
    expect(perQuestion).toHaveValue('2');
    await userEvent.selectOptions(perQuestion, '0');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(mocks.createQuestionSet).toHaveBeenCalledTimes(1));
    const body = mocks.createQuestionSet.mock.calls[0]![0];
    expect(body.followUpsPerQuestion).toBe(0);
    expect(body.questions[0].rubric).toEqual(['Names the result']);
    expect(body.questions[0].probes).toEqual([{ prompt: '', askIfMissing: false }]);
  });

  it('adds and removes questions; a new question gets its own id', async () => {
    mocks.createQuestionSet.mockResolvedValue({ questionSet: { id: 'new-1' } });
    render(<QuestionSetForm setId={null} initialValues={threeQuestions} />);
    await userEvent.click(screen.getByRole('button', { name: M.removeLabel(2) }));
    expect(screen.queryByRole('group', { name: M.questionLabel(3) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.addQuestion })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: M.addQuestion }));
    await userEvent.click(textOf(3));
    await userEvent.paste('Echo?');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(mocks.createQuestionSet).toHaveBeenCalledTimes(1));
    const ids = mocks.createQuestionSet.mock.calls[0]![0].questions.map(
      (q: { id: string }) => q.id,
    );
    expect(ids.slice(0, 2)).toEqual(['qa', 'qc']);
    expect(ids[2]).toMatch(/^q[0-9a-f]{15}$/);
  });

  it("shows each field's message beside it, and the API's refusal", async () => {
    render(<QuestionSetForm setId={null} initialValues={threeQuestions} />);
    await userEvent.clear(screen.getByLabelText(M.nameLabel));
    await userEvent.clear(textOf(2));
    const think = within(screen.getByRole('group', { name: M.questionLabel(2) })).getByLabelText(
      M.thinkTimeLabel,
    );
    // Emptied (the input itself keeps any number within 0-300).
    await userEvent.clear(think);
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(M.nameLabel)).toHaveFocus();
    const second = within(screen.getByRole('group', { name: M.questionLabel(2) }));
    expect(second.getByText(M.textRequired)).toBeInTheDocument();
    expect(second.getByText(M.thinkTimeRange)).toBeInTheDocument();
    expect(mocks.createQuestionSet).not.toHaveBeenCalled();

    mocks.createQuestionSet.mockRejectedValue(new ApiError('Two questions have the same id', 400));
    await userEvent.click(screen.getByLabelText(M.nameLabel));
    await userEvent.paste('Named');
    await userEvent.click(textOf(2));
    await userEvent.paste('Bravo again?');
    await userEvent.clear(think);
    await userEvent.type(think, '30');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Two questions have the same id');
    expect(mocks.navigate).not.toHaveBeenCalled();
  });
});
