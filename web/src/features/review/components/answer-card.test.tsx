import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnreadableDocument } from '@shared/contract/read-document';
import { render } from '@/test/render';
import { AnswerCard } from './answer-card';

const question = { id: 'q1', text: 'Tell us about yourself.', hint: 'Two minutes.', rubric: [] };
const playback = {
  urlFor: (q: string) => `/api/interviews/iv1/recordings/${q}?grant=g1`,
  failed: false,
  renew: () => {},
};
const base = {
  playback,
  index: 0,
  question,
  comment: '',
  onRating: () => {},
  onComment: () => {},
  others: [],
};

describe('AnswerCard', () => {
  it('a skipped question says "No answer recorded" and can still be rated', async () => {
    const onRating = vi.fn();
    render(<AnswerCard {...base} onRating={onRating} />);
    expect(screen.getByRole('heading', { name: '1. Tell us about yourself.' })).toBeInTheDocument();
    expect(screen.getByText('Hint: Two minutes.')).toBeInTheDocument();
    expect(screen.getByText('No answer recorded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(onRating).toHaveBeenCalledWith(3);
  });

  it('an answer that could not be read says so in place of "No answer recorded"', () => {
    render(
      <AnswerCard
        {...base}
        answer={new UnreadableDocument('q1', 'transcript: Invalid input: expected string')}
      />,
    );
    expect(screen.getByText('This record could not be read')).toBeInTheDocument();
    expect(screen.getByText('q1: transcript: Invalid input: expected string')).toBeInTheDocument();
    expect(screen.queryByText('No answer recorded')).toBeNull();
    expect(screen.getByRole('radio', { name: '3' })).toBeInTheDocument();
  });

  it('a cancelled interview (not reviewable) shows the answer without rating or comment inputs', () => {
    render(<AnswerCard {...base} reviewable={false} />);
    expect(screen.getByText('No answer recorded')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the transcript, its word count, and other reviewers on this answer', () => {
    render(
      <AnswerCard
        {...base}
        answer={{ questionId: 'q1', transcript: 'I write tests first.' }}
        others={[
          {
            reviewerUid: 'u2',
            reviewerName: 'Robin',
            reviewerEmail: 'robin@x.test',
            ratings: { q1: 5 },
            comments: { q1: 'Great' },
            decision: null,
            note: null,
          },
        ]}
      />,
    );
    expect(screen.getByTestId('transcript-q1')).toHaveTextContent('I write tests first.');
    expect(screen.getByText('4 words')).toBeInTheDocument();
    expect(screen.getByText('No recording')).toBeInTheDocument();
    const others = screen.getByLabelText('Other reviewers on answer 1');
    expect(others).toHaveTextContent('Robin');
    expect(others).toHaveTextContent('5/5');
    expect(others).toHaveTextContent('Great');
  });

  it("shows the question's rubric as a list of key points", () => {
    render(
      <AnswerCard
        {...base}
        question={{ ...question, rubric: ['Names a concrete project', 'Says what they learned'] }}
      />,
    );
    const points = screen.getByRole('list', { name: 'Key points' });
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Names a concrete project', 'Says what they learned']);
  });

  it('shows no rubric where the question has none', () => {
    render(<AnswerCard {...base} />);
    expect(screen.queryByText('Key points')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks an answer kept after a retake with its take, and a first take not at all', () => {
    const { rerender } = render(
      <AnswerCard {...base} answer={{ questionId: 'q1', transcript: 'Second try.', take: 2 }} />,
    );
    expect(screen.getByText('Retaken (take 2)')).toBeInTheDocument();
    rerender(
      <AnswerCard {...base} answer={{ questionId: 'q1', transcript: 'First try.', take: 1 }} />,
    );
    expect(screen.queryByText(/Retaken/)).toBeNull();
  });

  it('a recorded answer with timed phrases plays from the phrase chosen, which is then marked', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const segments = [
      { text: 'I write tests first.', offsetMs: 0, durationMs: 1_500 },
      { text: 'Then the code.', offsetMs: 2_000, durationMs: 1_200 },
    ];
    render(
      <AnswerCard
        {...base}
        answer={{ questionId: 'q1', transcript: 'I write tests first. Then the code.', segments }}
        recording={{ questionId: 'q1', mimeType: 'video/webm', kind: 'video', updatedAt: 't1' }}
      />,
    );
    const video = screen.getByLabelText('Video answer to question 1') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/interviews/iv1/recordings/q1?grant=g1#t=0.1');
    // The phrases stand in for the plain transcript.
    expect(screen.queryByTestId('transcript-q1')).toBeNull();
    const phrase = screen.getByRole('button', { name: 'Play from 0:02: Then the code.' });
    await userEvent.click(phrase);
    expect(video.currentTime).toBe(2);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.timeUpdate(video);
    expect(phrase).toHaveAttribute('aria-current', 'true');
    play.mockRestore();
  });

  it('an audio recording gets an audio player, and a typed answer the plain transcript', () => {
    render(
      <AnswerCard
        {...base}
        answer={{ questionId: 'q1', transcript: 'Typed it.' }}
        recording={{ questionId: 'q1', mimeType: 'audio/webm', kind: 'audio', updatedAt: 't1' }}
      />,
    );
    expect(screen.getByLabelText('Audio answer to question 1').tagName).toBe('AUDIO');
    expect(screen.getByTestId('transcript-q1')).toHaveTextContent('Typed it.');
    expect(screen.queryByRole('list', { name: /Transcript/ })).toBeNull();
  });
});
