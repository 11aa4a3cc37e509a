import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAttempt, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { render } from '@/test/render';
import { initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewEvent, InterviewState } from '../model/interview-machine';
import { practiceAttempt, practiceFollowUpQuestion } from '../model/question-clock';
import type { QuestionClock } from '../model/use-question-clock';
import type { CandidateActions } from './candidate-actions';
import { QuestionArea } from './question-area';

const untimed = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either',
} as const;
const questions: PublicQuestion[] = [
  { id: 'q1', text: 'One?', hint: null, ...untimed },
  { id: 'q2', text: 'Two?', hint: null, ...untimed },
  { id: 'q3', text: 'Three?', hint: null, ...untimed },
];
const measured: PublicQuestion = {
  id: 'fu-2-1',
  text: 'What did you measure before you changed anything?',
  hint: null,
  thinkTimeSec: 10,
  answerLimitSec: 90,
  retakes: 0,
  answerMode: 'either',
  followUpOf: 'q2',
};
const interview = {
  candidateName: 'C',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
  consented: false,
  estimatedMinutes: 9,
  questionCount: 3,
  maxFollowUps: 2,
  recordingMode: 'video' as const,
  retentionDays: 365,
  aiAssist: false,
};
const run = (events: InterviewEvent[], from: InterviewState = initialState) =>
  events.reduce(interviewReducer, from);
const ready = (maxFollowUps: number) =>
  run([
    { type: 'SESSION_LOADED', interview: { ...interview, maxFollowUps }, questions },
    { type: 'MEDIA_READY' },
    { type: 'CONSENT_TICKED', ticked: true },
  ]);
const take = (questionId: string, over: Partial<PublicAttempt> = {}): PublicAttempt => ({
  questionId,
  take: 1,
  takeId: 'take-one-aaaaaaaa',
  shownAt: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:00.000Z',
  deadlineAt: null,
  ended: false,
  retakesLeft: 0,
  ...over,
});
/** The question's take opened by the server, then answered (and the save's follow-up, if any). */
const answered = (
  questionId: string,
  text: string,
  followUp: PublicQuestion | null = null,
): InterviewEvent[] => [
  { type: 'ATTEMPT', attempt: take(questionId), clockOffsetMs: 0 },
  { type: 'TYPED', text },
  { type: 'SUBMIT' },
  { type: 'ANSWER_ACCEPTED', followUp },
];
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
const area = (state: InterviewState, actions = actionsMock()) => (
  <QuestionArea state={state} clock={noClock} actions={actions} />
);

const WHY = /If an answer leaves out a key point, you may be asked one short follow-up question/;

describe('follow-up questions on the ready screen', () => {
  it('says how many follow-ups may come and why, before the consent box', () => {
    render(area(ready(2)));
    expect(screen.getByText('Up to 2 short follow-up questions')).toBeInTheDocument();
    const why = screen.getByText(WHY);
    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(why.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing about follow-ups when the interview asks none', () => {
    render(area(ready(0)));
    expect(screen.queryByText(/follow-up/i)).toBeNull();
  });
});

describe('a follow-up question on screen', () => {
  const atFollowUp = () =>
    run(
      [
        { type: 'START' },
        { type: 'START_SUCCEEDED', questions, answers: {}, attempts: {} },
        ...answered('q1', 'A1'),
        ...answered('q2', 'I rewrote the cache.', measured),
        { type: 'ATTEMPT', attempt: take('fu-2-1'), clockOffsetMs: 0 },
      ],
      ready(2),
    );

  it('is badged as a follow-up to its question, not numbered as one, and has no retake', () => {
    render(area(atFollowUp()));
    // The question counter counts the interview's own questions only.
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    const current = screen.getByRole('region', {
      name: 'Follow-up question A follow-up to question 2',
    });
    expect(current).toHaveTextContent('What did you measure before you changed anything?');
    expect(screen.queryByRole('button', { name: 'Retake' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    // The questions before it keep their numbers.
    expect(screen.getByRole('region', { name: 'Question 1' })).toHaveTextContent('A1');
    expect(screen.getByRole('region', { name: 'Question 2' })).toHaveTextContent(
      'I rewrote the cache.',
    );
  });

  it('once answered it stays under its question, and the next question is numbered on', () => {
    render(area(run(answered('fu-2-1', 'I measured p95.'), atFollowUp())));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Follow-up question A follow-up to question 2' }),
    ).toHaveTextContent('I measured p95.');
    expect(screen.getByRole('region', { name: 'Question 3' })).toHaveTextContent('Three?');
  });
});

describe('the practice follow-up', () => {
  const practising = (maxFollowUps: number) =>
    run([{ type: 'PRACTICE_START', attempt: take('practice') }], ready(maxFollowUps));

  it('Next on the practice answer leads to its follow-up, badged as one, then the practice ends', () => {
    const actions = actionsMock();
    const { rerender } = render(area(practising(1), actions));
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(actions.practiceNext).toHaveBeenCalled();

    const followUp = run(
      [
        {
          type: 'PRACTICE_FOLLOW_UP',
          attempt: practiceAttempt(Date.parse('2026-03-01T10:01:00Z'), practiceFollowUpQuestion),
        },
      ],
      practising(1),
    );
    rerender(area(followUp, actions));
    expect(
      screen.getByRole('region', { name: 'Follow-up question Practice question' }),
    ).toHaveTextContent('What is one thing you would do differently next time?');
    // Thinking first: Next waits for the answer.
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();

    const ended = interviewReducer(followUp, {
      type: 'ATTEMPT',
      attempt: { ...followUp.attempt!, startedAt: followUp.attempt!.shownAt, ended: true },
      clockOffsetMs: 0,
    });
    rerender(area(ended, actions));
    expect(screen.queryByRole('button', { name: 'Next Question' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start the real interview' })).toBeEnabled();
  });

  it('is not offered when the interview asks no follow-ups', () => {
    render(area(practising(0)));
    expect(screen.queryByRole('button', { name: 'Next Question' })).toBeNull();
  });
});
