import { describe, expect, it } from 'vitest';
import type { PublicAttempt, PublicQuestion } from '@shared/contract/endpoints/candidate';
import {
  canPracticeNext,
  canRetake,
  currentQuestion,
  fullHistory,
  initialState,
  interviewReducer,
  isLastQuestion,
  questionNumber,
  regularQuestionCount,
} from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';
import { practiceAttempt, practiceFollowUpQuestion } from './question-clock';

const untimed = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either',
} as const;
const questions: PublicQuestion[] = [
  { id: 'q1', text: 'One?', hint: null, ...untimed },
  { id: 'q2', text: 'Two?', hint: null, ...untimed },
];
const followUp = (parent: string, id: string): PublicQuestion => ({
  id,
  text: 'What did you measure before you changed anything?',
  hint: null,
  thinkTimeSec: 10,
  answerLimitSec: 90,
  retakes: 0,
  answerMode: 'either',
  followUpOf: parent,
});
const withoutParent = ({ followUpOf: _, ...question }: PublicQuestion) => question;
const interview = {
  candidateName: 'Casey',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
  consented: false,
  estimatedMinutes: 8,
  questionCount: 2,
  maxFollowUps: 2,
  recordingMode: 'video' as const,
  retentionDays: 365,
  aiAssist: false,
};
const run = (events: InterviewEvent[], from: InterviewState = initialState) =>
  events.reduce(interviewReducer, from);
const ready = (maxFollowUps = 2) =>
  run([
    { type: 'SESSION_LOADED', interview: { ...interview, maxFollowUps }, questions },
    { type: 'MEDIA_READY' },
    { type: 'CONSENT_TICKED', ticked: true },
  ]);
const started = (
  qs: PublicQuestion[] = questions,
  answers: Record<string, string> = {},
  attempts: Record<string, PublicAttempt> = {},
) =>
  run([{ type: 'START' }, { type: 'START_SUCCEEDED', questions: qs, answers, attempts }], ready());
const answer = (text: string, follow: PublicQuestion | null = null): InterviewEvent[] => [
  { type: 'TYPED', text },
  { type: 'SUBMIT' },
  { type: 'ANSWER_ACCEPTED', followUp: follow },
];
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
/** The server opened the question's take (its answer to the open call). */
const opened = (questionId: string): InterviewEvent => ({
  type: 'ATTEMPT',
  attempt: {
    questionId,
    take: 1,
    takeId: `take-${questionId}-aaaaaaaa`,
    shownAt: new Date(T0).toISOString(),
    startedAt: new Date(T0).toISOString(),
    deadlineAt: null,
    ended: false,
    retakesLeft: 1,
  },
  clockOffsetMs: 0,
});

describe('follow-up questions in the interview state machine', () => {
  it("a save's follow-up is inserted right after the question and becomes the current one", () => {
    const s = run(
      [opened('q1'), ...answer('I rewrote the cache.', followUp('q1', 'fu-1-1'))],
      started(),
    );
    expect(s.phase).toBe('answering');
    expect(s.questions.map((q) => q.id)).toEqual(['q1', 'fu-1-1', 'q2']);
    expect(currentQuestion(s)?.id).toBe('fu-1-1');
    expect(s.attempt).toBeNull();
    expect(s.typed).toBe('');
    expect(s.history.map((h) => h.id)).toEqual(['q1']);
    // Numbered as the question it follows up; the questions are still 2.
    expect(questionNumber(s, 'fu-1-1')).toBe(1);
    expect(questionNumber(s, 'q2')).toBe(2);
    expect(regularQuestionCount(s)).toBe(2);
    // It has no retake, even while recording.
    const recording = interviewReducer(s, {
      type: 'ATTEMPT',
      attempt: {
        questionId: 'fu-1-1',
        take: 1,
        takeId: 'take-fu-aaaaaaaa',
        shownAt: new Date(T0).toISOString(),
        startedAt: new Date(T0).toISOString(),
        deadlineAt: null,
        ended: false,
        retakesLeft: 0,
      },
      clockOffsetMs: 0,
      // As the take's answer may send it: without `followUpOf`.
      question: withoutParent(followUp('q1', 'fu-1-1')),
    });
    expect(canRetake(recording)).toBe(false);
    // The question as sent with its take stays a follow-up.
    expect(currentQuestion(recording)?.followUpOf).toBe('q1');
    // Answered, the flow goes on to the next question.
    const next = run(answer('I measured p95 first.'), recording);
    expect(currentQuestion(next)?.id).toBe('q2');
    expect(next.history.map((h) => [h.id, h.response])).toEqual([
      ['q1', 'I rewrote the cache.'],
      ['fu-1-1', 'I measured p95 first.'],
    ]);
  });

  it('the last answer completes only once its save brought no follow-up', () => {
    let s = run([opened('q1'), ...answer('A1')], started());
    s = run([opened('q2'), { type: 'TYPED', text: 'A2' }, { type: 'SUBMIT' }], s);
    expect(isLastQuestion(s)).toBe(true);
    s = interviewReducer(s, { type: 'ANSWER_ACCEPTED', followUp: followUp('q2', 'fu-2-1') });
    // Not completing: the follow-up is now the (last) question.
    expect(s.phase).toBe('answering');
    expect(interviewReducer(s, { type: 'COMPLETING' }).phase).toBe('answering');
    expect(currentQuestion(s)?.id).toBe('fu-2-1');
    expect(isLastQuestion(s)).toBe(true);
    s = run(
      [
        opened('fu-2-1'),
        { type: 'TYPED', text: 'F2' },
        { type: 'SUBMIT' },
        { type: 'ANSWER_ACCEPTED' },
      ],
      s,
    );
    expect(s.phase).toBe('saving');
    // The complete call carries the follow-up with the questions.
    expect(fullHistory(s).map((h) => [h.id, h.response])).toEqual([
      ['q1', 'A1'],
      ['q2', 'A2'],
      ['fu-2-1', 'F2'],
    ]);
    expect(interviewReducer(s, { type: 'COMPLETING' }).phase).toBe('completing');
  });

  it('a follow-up sent again (a retried save) is not inserted twice', () => {
    const fu = followUp('q1', 'fu-1-1');
    const s = run(
      [
        { type: 'START' },
        {
          type: 'START_SUCCEEDED',
          questions: [questions[0], fu, questions[1]],
          answers: {},
          attempts: {},
        },
        opened('q1'),
        ...answer('A1', fu),
      ],
      ready(),
    );
    expect(s.questions.map((q) => q.id)).toEqual(['q1', 'fu-1-1', 'q2']);
    expect(currentQuestion(s)?.id).toBe('fu-1-1');
  });

  it('a reload resumes at an unanswered follow-up, with the questions before it answered', () => {
    const fu = followUp('q1', 'fu-1-1');
    const s = started([questions[0], fu, questions[1]], { q1: 'A1' });
    expect(currentQuestion(s)?.id).toBe('fu-1-1');
    expect(s.history.map((h) => h.id)).toEqual(['q1']);
    expect(questionNumber(s, 'fu-1-1')).toBe(1);
    expect(regularQuestionCount(s)).toBe(2);
    // Answered before the reload: the next question.
    const later = started([questions[0], fu, questions[1]], { q1: 'A1', 'fu-1-1': 'F1' });
    expect(currentQuestion(later)?.id).toBe('q2');
    expect(questionNumber(later, 'q2')).toBe(2);
  });

  it('the practice answer is followed by the practice follow-up once, where follow-ups are asked', () => {
    const startedTake = { ...practiceAttempt(T0), startedAt: new Date(T0).toISOString() };
    let s = run([{ type: 'PRACTICE_START', attempt: startedTake }], ready());
    expect(canPracticeNext(s)).toBe(true);
    s = run(
      [
        { type: 'TYPED', text: 'My weekend.' },
        {
          type: 'PRACTICE_FOLLOW_UP',
          attempt: practiceAttempt(T0 + 1_000, practiceFollowUpQuestion),
        },
      ],
      s,
    );
    expect(s.practiceFollowUp).toBe(true);
    expect(currentQuestion(s)).toMatchObject({
      text: 'What is one thing you would do differently next time?',
      followUpOf: 'practice',
      thinkTimeSec: 10,
      answerLimitSec: 90,
    });
    expect(s.typed).toBe('');
    // Thinking: nothing to end yet; and never a second follow-up.
    expect(canPracticeNext(s)).toBe(false);
    const again = interviewReducer(s, {
      type: 'PRACTICE_FOLLOW_UP',
      attempt: practiceAttempt(T0 + 2_000, practiceFollowUpQuestion),
    });
    expect(again).toBe(s);
    // Try again starts the practice over, without the follow-up.
    s = interviewReducer(s, { type: 'PRACTICE_START', attempt: practiceAttempt(T0 + 3_000) });
    expect(s.practiceFollowUp).toBe(false);
    expect(currentQuestion(s)?.id).toBe('practice');
    // Nothing of it reaches the interview.
    expect(fullHistory(s)).toEqual([]);

    // No follow-ups in the interview: no practice follow-up either.
    const none = run([{ type: 'PRACTICE_START', attempt: startedTake }], ready(0));
    expect(canPracticeNext(none)).toBe(false);
    expect(
      interviewReducer(none, {
        type: 'PRACTICE_FOLLOW_UP',
        attempt: practiceAttempt(T0, practiceFollowUpQuestion),
      }),
    ).toBe(none);
  });
});
