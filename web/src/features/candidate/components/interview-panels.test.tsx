import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAttempt, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { render } from '@/test/render';
import { initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewEvent, InterviewState } from '../model/interview-machine';
import type { QuestionClock } from '../model/use-question-clock';
import type { CandidateActions } from './candidate-actions';
import { ConnectionIssueModal } from './connection-issue-modal';
import { InstructionsPanel } from './instructions-panel';
import { QuestionArea } from './question-area';

const untimed = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either',
} as const;
const questions: PublicQuestion[] = [
  { id: 'q1', text: 'One?', hint: 'Hint one', ...untimed },
  { id: 'q2', text: 'Two?', hint: null, ...untimed },
];
const interview = {
  candidateName: 'C',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
  consented: false,
  estimatedMinutes: 7,
  questionCount: 2,
  maxFollowUps: 0,
  recordingMode: 'video' as const,
  retentionDays: 365,
  aiAssist: false,
};
const run = (events: InterviewEvent[], from: InterviewState = initialState) =>
  events.reduce(interviewReducer, from);
const ready = (consented = true) =>
  run([
    { type: 'SESSION_LOADED', interview, questions },
    { type: 'MEDIA_READY' },
    { type: 'CONSENT_TICKED', ticked: consented },
  ]);
const answering = (qs: PublicQuestion[] = questions): InterviewState =>
  run(
    [{ type: 'START' }, { type: 'START_SUCCEEDED', questions: qs, answers: {}, attempts: {} }],
    ready(),
  );
const attempt = (over: Partial<PublicAttempt> = {}): PublicAttempt => ({
  questionId: 'q1',
  take: 1,
  takeId: 'take-one-aaaaaaaa',
  shownAt: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:00.000Z',
  deadlineAt: null,
  ended: false,
  retakesLeft: 1,
  ...over,
});
const noClock: QuestionClock = { secondsLeft: null, announcement: '' };
const actionsMock = (): CandidateActions => ({
  consent: vi.fn(),
  start: vi.fn(),
  practice: vi.fn(),
  practiceAgain: vi.fn(),
  practiceNext: vi.fn(),
  startReal: vi.fn(),
  beginAnswer: vi.fn(),
  retake: vi.fn(),
  submit: vi.fn(),
  type: vi.fn(),
});
const area = (state: InterviewState, actions = actionsMock(), clock = noClock) => (
  <QuestionArea state={state} clock={clock} actions={actions} />
);

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
  it('offers Start Interview before the start, enabled once ready and consented', () => {
    const actions = actionsMock();
    const { rerender } = render(area(ready(false), actions));
    expect(
      screen.getByRole('heading', { name: 'Ready to begin your interview?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Interview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try a practice question' })).toBeDisabled();
    const consent = screen.getByRole('checkbox', { name: /I agree that my video, audio/ });
    expect(consent).not.toBeChecked();
    fireEvent.click(consent);
    expect(actions.consent).toHaveBeenCalledWith(true);
    rerender(area(ready(true), actions));
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(actions.start).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try a practice question' }));
    expect(actions.practice).toHaveBeenCalled();
  });

  it('says before the start what the interview is, what is recorded, who sees it and for how long', () => {
    render(area(ready(false)));
    expect(screen.getByRole('heading', { name: 'Before you begin' })).toBeInTheDocument();
    expect(screen.getByText('2 questions')).toBeInTheDocument();
    expect(screen.getByText('About 7 minutes')).toBeInTheDocument();
    expect(
      screen.getByText('Your camera (video) and microphone (audio) while you answer'),
    ).toBeInTheDocument();
    expect(screen.getByText('Only the hiring team at Acme sees your answers.')).toBeInTheDocument();
    expect(
      screen.getByText('Recordings and transcripts are kept for 365 days, then deleted.'),
    ).toBeInTheDocument();
  });

  it('an org recording audio only says so, asks consent to audio and gives its own retention', () => {
    const audioOnly = { ...interview, recordingMode: 'audio' as const, retentionDays: 90 };
    render(
      area(
        run(
          [{ type: 'SESSION_LOADED', interview: audioOnly, questions }, { type: 'MEDIA_READY' }],
          initialState,
        ),
      ),
    );
    expect(
      screen.getByText('Your microphone (audio) while you answer; your camera is not recorded'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your camera \(video\)/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'I agree that my audio and answers are recorded and shared with the hiring team as described above',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Recordings and transcripts are kept for 90 days, then deleted.'),
    ).toBeInTheDocument();
  });

  it('with AI assist on, says transcripts may be analysed and a person decides, beside an unchanged consent label', () => {
    const loaded = (aiAssist: boolean) =>
      area(
        run(
          [
            { type: 'SESSION_LOADED', interview: { ...interview, aiAssist }, questions },
            { type: 'MEDIA_READY' },
          ],
          initialState,
        ),
      );
    const { unmount } = render(loaded(true));
    expect(screen.getByText(CANDIDATE_MESSAGES.aiAssistNotice)).toBeInTheDocument();
    expect(CANDIDATE_MESSAGES.aiAssistNotice).toMatch(/analysed/);
    expect(CANDIDATE_MESSAGES.aiAssistNotice).toMatch(/a person makes every decision/);
    expect(
      screen.getByRole('checkbox', { name: CANDIDATE_MESSAGES.consentLabel }),
    ).toBeInTheDocument();
    unmount();
    render(loaded(false));
    expect(screen.queryByText(CANDIDATE_MESSAGES.aiAssistNotice)).toBeNull();
  });

  it('says in plain words what the AI assist reads and never does, or that no AI reads the answers', () => {
    const loaded = (aiAssist: boolean) =>
      area(
        run(
          [
            { type: 'SESSION_LOADED', interview: { ...interview, aiAssist }, questions },
            { type: 'MEDIA_READY' },
          ],
          initialState,
        ),
      );
    const { unmount } = render(loaded(true));
    expect(
      screen.getByText(
        'The AI assist reads only the words of your answers. It never analyses your face, your voice or your emotions, and it never rejects anyone automatically.',
      ),
    ).toBeInTheDocument();
    unmount();
    render(loaded(false));
    expect(
      screen.getByText(
        'No AI analyses your answers: people on the hiring team review them. Nothing analyses your face, your voice or your emotions, and nobody is rejected automatically.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The AI assist reads/)).toBeNull();
  });

  it('shows question n of N, the hint, the live transcript and Next Question; Complete Interview on the last', () => {
    let s = interviewReducer(answering(), { type: 'FINAL', text: 'Final words.' });
    s = interviewReducer(s, { type: 'INTERIM', text: 'more' });
    const { rerender } = render(area(s));
    // Not before the server has opened the question's take: it would refuse the answer.
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    s = interviewReducer(s, { type: 'ATTEMPT', attempt: attempt(), clockOffsetMs: 0 });
    rerender(area(s));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Hint one')).toBeInTheDocument();
    expect(screen.getByTestId('live-transcript')).toHaveTextContent('Final words. more');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    s = [{ type: 'SUBMIT' }, { type: 'ANSWER_ACCEPTED' }].reduce(
      (x, e) => interviewReducer(x, e as never),
      s,
    );
    rerender(area(s));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Question 1' })).toHaveTextContent('Final words.');
    expect(screen.getByRole('button', { name: 'Complete Interview' })).toBeInTheDocument();
  });

  it('disables Next while saving, and says it is saving the answers while completing', () => {
    const saving = interviewReducer(answering(), { type: 'SUBMIT' });
    const { rerender } = render(area(saving));
    expect(screen.getByRole('button', { name: /Next Question/ })).toBeDisabled();
    const completing: InterviewState = { ...saving, index: 1, phase: 'completing' };
    rerender(area(completing));
    expect(screen.getByText('Saving your answers...')).toBeInTheDocument();
  });

  it('typing is always offered, with a notice when transcription is unavailable', () => {
    const actions = actionsMock();
    const s = interviewReducer(answering(), { type: 'SPEECH_MODE', mode: 'none' });
    render(area(s, actions));
    expect(screen.getByText(/Live transcription is not available right now/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Type your answer/), { target: { value: 'hi' } });
    expect(actions.type).toHaveBeenCalledWith('hi');
  });

  it('a question without think time or limit shows no clock, only Retake with the retakes left', () => {
    const actions = actionsMock();
    const s = interviewReducer(answering(), {
      type: 'ATTEMPT',
      attempt: attempt(),
      clockOffsetMs: 0,
    });
    render(area(s, actions));
    expect(screen.queryByText(/Recording starts in|Time left|No time limit/)).toBeNull();
    expect(screen.getByText('Retakes left: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(actions.retake).toHaveBeenCalled();
  });

  it('think time counts down with Start now; then the time left shows, and is announced in the one live region', () => {
    const timed = questions.map((q) => ({ ...q, thinkTimeSec: 30, answerLimitSec: 120 }));
    const actions = actionsMock();
    let s = interviewReducer(answering(timed), {
      type: 'ATTEMPT',
      attempt: attempt({ startedAt: null }),
      clockOffsetMs: 0,
    });
    const { rerender } = render(area(s, actions, { secondsLeft: 25, announcement: '' }));
    expect(screen.getByText('Recording starts in 0:25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Retake' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Type your answer/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    expect(actions.beginAnswer).toHaveBeenCalled();
    s = interviewReducer(s, {
      type: 'ATTEMPT',
      attempt: attempt({ deadlineAt: '2026-03-01T10:02:00.000Z' }),
      clockOffsetMs: 0,
    });
    rerender(area(s, actions, { secondsLeft: 10, announcement: '10 seconds left to answer' }));
    expect(screen.getByText('Time left: 0:10')).toBeInTheDocument();
    expect(screen.getByTestId('live-transcript')).toHaveTextContent('10 seconds left to answer');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('answer modes: typed only has no transcription; spoken only offers typing only without speech', () => {
    const typeOnly = questions.map((q) => ({ ...q, answerMode: 'type' as const }));
    const { unmount } = render(area(answering(typeOnly)));
    expect(screen.getByText('Type your answer to this question.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Type your answer/ })).toBeInTheDocument();
    unmount();
    const speakOnly = questions.map((q) => ({ ...q, answerMode: 'speak' as const }));
    const s = answering(speakOnly);
    const { rerender } = render(area(s));
    expect(screen.getByText('Answer this question aloud.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Type your answer/ })).toBeNull();
    rerender(area(interviewReducer(s, { type: 'SPEECH_MODE', mode: 'none' })));
    expect(screen.getByRole('textbox', { name: /Type your answer/ })).toBeInTheDocument();
  });

  it('the practice question has its own title and note, Try again and Start the real interview', () => {
    const actions = actionsMock();
    const s = interviewReducer(ready(), {
      type: 'PRACTICE_START',
      attempt: attempt({ questionId: 'practice', startedAt: null, retakesLeft: 0 }),
    });
    render(area(s, actions, { secondsLeft: 10, announcement: '' }));
    expect(screen.getByRole('region', { name: 'Practice question' })).toBeInTheDocument();
    expect(
      screen.getByText('This answer is not saved. Try it as often as you like.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Recording starts in 0:10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Question' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the real interview' }));
    expect(actions.practiceAgain).toHaveBeenCalled();
    expect(actions.startReal).toHaveBeenCalled();
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
