import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import { ConnectionIssueModal } from './connection-issue-modal';
import { InstructionsPanel } from './instructions-panel';
import { QuestionArea } from './question-area';

const questions = [
  { id: 'q1', text: 'One?', hint: 'Hint one' },
  { id: 'q2', text: 'Two?', hint: null },
];
const interview = {
  candidateName: 'C',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
};
const answering = (): InterviewState =>
  [
    { type: 'SESSION_LOADED', interview },
    { type: 'MEDIA_READY' },
    { type: 'START' },
    { type: 'START_SUCCEEDED', questions, answers: {} },
  ].reduce((s, e) => interviewReducer(s, e as never), initialState);

describe('InstructionsPanel', () => {
  it("warns 'Please speak louder' below 50 only while recording, and shows the transcription line", () => {
    const { rerender } = render(
      <InstructionsPanel level={30} recording errors={[]} onCloseError={() => {}} />,
    );
    expect(screen.getByText('Please speak louder')).toBeInTheDocument();
    expect(screen.getByText('Your speech is being transcribed automatically')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Audio level' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    rerender(
      <InstructionsPanel level={30} recording={false} errors={[]} onCloseError={() => {}} />,
    );
    expect(screen.queryByText('Please speak louder')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Your speech is being transcribed automatically'),
    ).not.toBeInTheDocument();
  });

  it('error alerts are closable', () => {
    const onClose = vi.fn();
    render(
      <InstructionsPanel
        level={100}
        recording
        errors={[{ id: 4, message: 'Failed to save answer. Please try again.' }]}
        onCloseError={onClose}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save answer. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(4);
  });
});

describe('QuestionArea', () => {
  it('offers Start Interview before the start, enabled once ready', () => {
    const ready = interviewReducer(
      interviewReducer(initialState, { type: 'SESSION_LOADED', interview }),
      { type: 'MEDIA_READY' },
    );
    const onStart = vi.fn();
    render(<QuestionArea state={ready} onStart={onStart} onSubmit={() => {}} onType={() => {}} />);
    expect(
      screen.getByRole('heading', { name: 'Ready to begin your interview?' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(onStart).toHaveBeenCalled();
  });

  it('shows question n of N, the hint, the live transcript and Next Question; Complete Interview on the last', () => {
    let s = interviewReducer(answering(), { type: 'FINAL', text: 'Final words.' });
    s = interviewReducer(s, { type: 'INTERIM', text: 'more' });
    const { rerender } = render(
      <QuestionArea state={s} onStart={() => {}} onSubmit={() => {}} onType={() => {}} />,
    );
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Hint one')).toBeInTheDocument();
    expect(screen.getByTestId('live-transcript')).toHaveTextContent('Final words. more');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    s = [{ type: 'SUBMIT' }, { type: 'ANSWER_ACCEPTED' }].reduce(
      (x, e) => interviewReducer(x, e as never),
      s,
    );
    rerender(<QuestionArea state={s} onStart={() => {}} onSubmit={() => {}} onType={() => {}} />);
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Question 1' })).toHaveTextContent('Final words.');
    expect(screen.getByRole('button', { name: 'Complete Interview' })).toBeInTheDocument();
  });

  it('disables Next while saving, and says it is saving the answers while completing', () => {
    const saving = interviewReducer(answering(), { type: 'SUBMIT' });
    const { rerender } = render(
      <QuestionArea state={saving} onStart={() => {}} onSubmit={() => {}} onType={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Next Question/ })).toBeDisabled();
    const completing: InterviewState = { ...saving, index: 1, phase: 'completing' };
    rerender(
      <QuestionArea state={completing} onStart={() => {}} onSubmit={() => {}} onType={() => {}} />,
    );
    expect(screen.getByText('Saving your answers...')).toBeInTheDocument();
  });

  it('typing is always offered, with a notice when transcription is unavailable', () => {
    const onType = vi.fn();
    const s = interviewReducer(answering(), { type: 'SPEECH_MODE', mode: 'none' });
    render(<QuestionArea state={s} onStart={() => {}} onSubmit={() => {}} onType={onType} />);
    expect(screen.getByText(/Live transcription is not available right now/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Type your answer/), { target: { value: 'hi' } });
    expect(onType).toHaveBeenCalledWith('hi');
  });
});

describe('ConnectionIssueModal', () => {
  it('shows the message and advice with Dismiss and Retry Connection', () => {
    const onRetry = vi.fn();
    const onDismiss = vi.fn();
    render(
      <ConnectionIssueModal
        message="Speech recognition error: lost"
        onDismiss={onDismiss}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Connection Issue' })).toBeInTheDocument();
    expect(
      screen.getByText('Please ensure you have a stable internet connection.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onRetry).toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalled();
  });
});
