import { describe, expect, it } from 'vitest';
import type { PublicAttempt } from '@shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import {
  canRetake,
  canStart,
  canSubmit,
  currentAnswer,
  currentQuestion,
  fullHistory,
  initialState,
  interviewReducer,
  isLastQuestion,
  isThinking,
} from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';
import { practiceAttempt } from './question-clock';

// Library-like questions: recording at once, no limit, one retake.
const untimed = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either',
} as const;
const questions = [
  { id: 'q1', text: 'One?', hint: 'Hint one', ...untimed },
  { id: 'q2', text: 'Two?', hint: null, ...untimed },
];
const interview = {
  candidateName: 'Casey',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
  consented: false,
  estimatedMinutes: 6,
  questionCount: 2,
  maxFollowUps: 0,
  recordingMode: 'video' as const,
  retentionDays: 365,
  aiAssist: false,
};
const run = (events: InterviewEvent[], from: InterviewState = initialState) =>
  events.reduce(interviewReducer, from);
const ready = () =>
  run([
    { type: 'SESSION_LOADED', interview, questions },
    { type: 'MEDIA_READY' },
    { type: 'CONSENT_TICKED', ticked: true },
  ]);
const started = (
  answers: Record<string, string> = {},
  attempts: Record<string, PublicAttempt> = {},
) => run([{ type: 'START' }, { type: 'START_SUCCEEDED', questions, answers, attempts }], ready());
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
/** The server opened the question's take (its answer to the open call). */
const opened = (questionId = 'q1'): InterviewEvent => ({
  type: 'ATTEMPT',
  attempt: take({ questionId }),
  clockOffsetMs: 0,
});
const iso = (ms: number) => new Date(ms).toISOString();
const take = (over: Partial<PublicAttempt> = {}): PublicAttempt => ({
  questionId: 'q1',
  take: 1,
  takeId: 'take-one-aaaaaaaa',
  shownAt: iso(T0),
  startedAt: iso(T0),
  deadlineAt: null,
  ended: false,
  retakesLeft: 1,
  ...over,
});

describe('interview state machine', () => {
  it('is initializing until the session is found and camera and microphone are granted', () => {
    expect(initialState.media).toBe('initializing');
    const s = ready();
    expect(s.session).toBe('ok');
    expect(s.media).toBe('ready');
    expect(s.phase).toBe('idle');
  });

  it('a denied camera or microphone is an error with the device-access message, and start is refused', () => {
    const s = run([
      { type: 'SESSION_LOADED', interview, questions },
      { type: 'CONSENT_TICKED', ticked: true },
      { type: 'MEDIA_DENIED', message: CANDIDATE_MESSAGES.mediaDenied },
    ]);
    expect(s.media).toBe('denied');
    expect(s.errors.map((e) => e.message)).toEqual([CANDIDATE_MESSAGES.mediaDenied]);
    expect(interviewReducer(s, { type: 'START' }).phase).toBe('idle');
  });

  it('an unsupported browser says so', () => {
    const s = run([{ type: 'UNSUPPORTED', message: CANDIDATE_MESSAGES.unsupportedBrowser }]);
    expect(s.media).toBe('unsupported');
    expect(s.errors[0].message).toBe(CANDIDATE_MESSAGES.unsupportedBrowser);
  });

  it('an unknown, cancelled or completed session is unavailable with its message', () => {
    const s = run([{ type: 'SESSION_UNAVAILABLE', message: CANDIDATE_MESSAGES.sessionCancelled }]);
    expect(s.session).toBe('unavailable');
    expect(s.unavailableMessage).toBe(CANDIDATE_MESSAGES.sessionCancelled);
  });

  it('start selects the first question; a start failure (or no questions) returns to ready with the error', () => {
    const s = started();
    expect(s.phase).toBe('answering');
    expect(s.index).toBe(0);
    const failed = run(
      [{ type: 'START' }, { type: 'START_FAILED', message: CANDIDATE_MESSAGES.startFailed }],
      ready(),
    );
    expect(failed.phase).toBe('idle');
    expect(failed.errors.map((e) => e.message)).toEqual([CANDIDATE_MESSAGES.startFailed]);
    // No questions is not a start.
    expect(
      run(
        [{ type: 'START' }, { type: 'START_SUCCEEDED', questions: [], answers: {}, attempts: {} }],
        ready(),
      ).phase,
    ).toBe('starting');
  });

  it('a reload resumes at the first unanswered question with the saved answers in the history', () => {
    const s = started({ q1: 'Saved one' });
    expect(s.index).toBe(1);
    expect(s.history).toEqual([
      { id: 'q1', text: 'One?', hint: 'Hint one', response: 'Saved one' },
    ]);
    expect(isLastQuestion(s)).toBe(true);
  });

  it('interim text shows while speaking, final phrases accumulate, typing adds to them', () => {
    let s = run([{ type: 'INTERIM', text: 'Hello my' }], started());
    expect(s.interim).toBe('Hello my');
    s = run(
      [
        { type: 'FINAL', text: 'Hello, my name is Alex.' },
        { type: 'FINAL', text: 'I like tests.' },
        { type: 'TYPED', text: ' And types. ' },
      ],
      s,
    );
    expect(s.interim).toBe('');
    expect(currentAnswer(s)).toBe('Hello, my name is Alex. I like tests. And types.');
  });

  it('final phrases keep their time in the recording until the answer is done or retaken', () => {
    const hello = { text: 'Hello.', offsetMs: 400, durationMs: 600 };
    const more = { text: 'More.', offsetMs: 1_500, durationMs: 500 };
    let s = run(
      [
        { type: 'ATTEMPT', attempt: take(), clockOffsetMs: 0 },
        { type: 'FINAL', text: 'Hello.', segment: hello },
        // A phrase heard with nothing recording has no time.
        { type: 'FINAL', text: 'Unplaced.' },
        { type: 'FINAL', text: 'More.', segment: more },
      ],
      started(),
    );
    expect(s.segments).toEqual([hello, more]);
    expect(currentAnswer(s)).toBe('Hello. Unplaced. More.');
    const retaken = run(
      [
        { type: 'RETAKE' },
        {
          type: 'RETAKE_STARTED',
          attempt: take({ take: 2, takeId: 'take-two-bbbbbbbb' }),
          clockOffsetMs: 0,
        },
      ],
      s,
    );
    expect(retaken.segments).toEqual([]);
    s = run([{ type: 'SUBMIT' }, { type: 'ANSWER_ACCEPTED' }], s);
    expect(s.index).toBe(1);
    expect(s.segments).toEqual([]);
  });

  it('Next saves, appends to the history and moves on with a clear transcript; Next is disabled while saving', () => {
    let s = run([opened(), { type: 'FINAL', text: 'Answer one' }, { type: 'SUBMIT' }], started());
    expect(s.phase).toBe('saving');
    expect(canSubmit(s)).toBe(false);
    expect(interviewReducer(s, { type: 'SUBMIT' })).toBe(s);
    s = interviewReducer(s, { type: 'ANSWER_ACCEPTED' });
    expect(s.phase).toBe('answering');
    expect(s.index).toBe(1);
    expect(s.history).toEqual([
      { id: 'q1', text: 'One?', hint: 'Hint one', response: 'Answer one' },
    ]);
    expect(currentAnswer(s)).toBe('');
  });

  it('an empty answer still advances (the flow does not save it)', () => {
    const s = run([opened(), { type: 'SUBMIT' }, { type: 'ANSWER_ACCEPTED' }], started());
    expect(s.index).toBe(1);
    expect(s.history[0].response).toBe('');
  });

  it('a failed save stays on the question with the error and keeps the answer', () => {
    const s = run(
      [
        opened(),
        { type: 'TYPED', text: 'Keep me' },
        { type: 'SUBMIT' },
        { type: 'ANSWER_FAILED', message: CANDIDATE_MESSAGES.answerSaveFailed },
      ],
      started(),
    );
    expect(s.phase).toBe('answering');
    expect(s.index).toBe(0);
    expect(s.typed).toBe('Keep me');
    expect(s.errors.map((e) => e.message)).toEqual([CANDIDATE_MESSAGES.answerSaveFailed]);
  });

  it('the last question saves, then completes with the full history', () => {
    let s = run(
      [
        opened(),
        { type: 'TYPED', text: 'A1' },
        { type: 'SUBMIT' },
        { type: 'ANSWER_ACCEPTED' },
        opened('q2'),
        { type: 'TYPED', text: 'A2' },
        { type: 'SUBMIT' },
      ],
      started(),
    );
    expect(isLastQuestion(s)).toBe(true);
    s = interviewReducer(s, { type: 'ANSWER_ACCEPTED' });
    expect(s.index).toBe(1);
    expect(fullHistory(s).map((h) => h.response)).toEqual(['A1', 'A2']);
    s = interviewReducer(s, { type: 'COMPLETING' });
    expect(s.phase).toBe('completing');
    s = interviewReducer(s, { type: 'COMPLETED' });
    expect(s.phase).toBe('complete');
    expect(s.recording).toBe(false);
  });

  it('a failed completion goes back to the last question with the error, ready to try again', () => {
    let s = run(
      [
        opened(),
        { type: 'SUBMIT' },
        { type: 'ANSWER_ACCEPTED' },
        opened('q2'),
        { type: 'TYPED', text: 'A2' },
        { type: 'SUBMIT' },
        { type: 'ANSWER_ACCEPTED' },
        { type: 'COMPLETING' },
      ],
      started(),
    );
    s = interviewReducer(s, {
      type: 'COMPLETE_FAILED',
      message: CANDIDATE_MESSAGES.completeFailed,
    });
    expect(s.phase).toBe('answering');
    expect(s.history).toHaveLength(1);
    expect(currentAnswer(s)).toBe('A2');
    expect(fullHistory(s).map((h) => h.id)).toEqual(['q1', 'q2']);
  });

  it('a speech error stops recording and opens the Connection Issue; dismiss and retry close it', () => {
    let s = run(
      [
        { type: 'RECORDING', recording: true },
        { type: 'SPEECH_ERROR', message: CANDIDATE_MESSAGES.speechError('boom') },
      ],
      started(),
    );
    expect(s.recording).toBe(false);
    expect(s.connectionIssue).toBe('Speech recognition error: boom');
    expect(interviewReducer(s, { type: 'DISMISS_CONNECTION' }).connectionIssue).toBeNull();
    s = interviewReducer(s, { type: 'RETRY_CONNECTION' });
    expect(s.connectionIssue).toBeNull();
  });

  it('error alerts are closable one by one and never repeat the same message', () => {
    let s = run([
      { type: 'ERROR', message: 'a' },
      { type: 'ERROR', message: 'b' },
      { type: 'ERROR', message: 'a' },
    ]);
    expect(s.errors.map((e) => e.message)).toEqual(['b', 'a']);
    s = interviewReducer(s, { type: 'CLOSE_ERROR', id: s.errors[0].id });
    expect(s.errors.map((e) => e.message)).toEqual(['a']);
  });
  it('Start waits for the consent checkbox; a reload after consenting finds it ticked', () => {
    const unticked = run([
      { type: 'SESSION_LOADED', interview, questions },
      { type: 'MEDIA_READY' },
    ]);
    // The first screen already knows how many questions there are.
    expect(unticked.interview?.questionCount).toBe(2);
    expect(canStart(unticked)).toBe(false);
    expect(interviewReducer(unticked, { type: 'START' }).phase).toBe('idle');
    const ticked = interviewReducer(unticked, { type: 'CONSENT_TICKED', ticked: true });
    expect(canStart(ticked)).toBe(true);
    expect(canStart(interviewReducer(ticked, { type: 'CONSENT_TICKED', ticked: false }))).toBe(
      false,
    );
    expect(ticked.consentGiven).toBe(false);
    expect(interviewReducer(ticked, { type: 'CONSENT_GIVEN' }).consentGiven).toBe(true);
    const reloaded = run([
      { type: 'SESSION_LOADED', interview: { ...interview, consented: true }, questions },
      { type: 'MEDIA_READY' },
    ]);
    expect(reloaded.consentTicked).toBe(true);
    expect(reloaded.consentGiven).toBe(true);
    expect(canStart(reloaded)).toBe(true);
  });

  it('the practice question runs on the question screen, restarts, and leaves nothing behind', () => {
    let s = interviewReducer(ready(), { type: 'PRACTICE_START', attempt: practiceAttempt(T0) });
    expect(s.practice).toBe(true);
    expect(s.phase).toBe('answering');
    expect(currentQuestion(s)?.id).toBe('practice');
    expect(isThinking(s)).toBe(true);
    // Practice is never submitted, retaken or part of the history.
    expect(canSubmit(s)).toBe(false);
    expect(isLastQuestion(s)).toBe(false);
    s = run(
      [
        { type: 'FINAL', text: 'My weekend.' },
        { type: 'TYPED', text: 'More.' },
      ],
      s,
    );
    expect(currentAnswer(s)).toBe('My weekend. More.');
    expect(fullHistory(s)).toEqual([]);
    s = interviewReducer(s, { type: 'PRACTICE_START', attempt: practiceAttempt(T0 + 5_000) });
    expect(currentAnswer(s)).toBe('');
    expect(s.attempt?.shownAt).toBe(iso(T0 + 5_000));
    s = interviewReducer(s, { type: 'PRACTICE_END' });
    expect(s).toMatchObject({ phase: 'idle', practice: false, attempt: null });
    expect(canStart(s)).toBe(true);
    s = run(
      [{ type: 'START' }, { type: 'START_SUCCEEDED', questions, answers: {}, attempts: {} }],
      s,
    );
    expect(currentQuestion(s)?.id).toBe('q1');
    expect(s.history).toEqual([]);
  });

  it("each question takes its attempt and the server's clock offset; a late one for another question is dropped", () => {
    let s = started();
    expect(s.attempt).toBeNull();
    s = interviewReducer(s, {
      type: 'ATTEMPT',
      attempt: take({ questionId: 'q2' }),
      clockOffsetMs: 3,
    });
    expect(s.attempt).toBeNull();
    s = interviewReducer(s, {
      type: 'ATTEMPT',
      attempt: take({ startedAt: null }),
      clockOffsetMs: -1_500,
    });
    expect(s.clockOffsetMs).toBe(-1_500);
    // Thinking: no submit, no retake until recording has started.
    expect(isThinking(s)).toBe(true);
    expect(canSubmit(s)).toBe(false);
    expect(canRetake(s)).toBe(false);
    s = interviewReducer(s, { type: 'ATTEMPT', attempt: take(), clockOffsetMs: -1_500 });
    expect(isThinking(s)).toBe(false);
    expect(canSubmit(s)).toBe(true);
    expect(canRetake(s)).toBe(true);
    // Moving on clears the take: the next question opens its own.
    s = run([{ type: 'SUBMIT' }, { type: 'ANSWER_ACCEPTED' }], s);
    expect(s.index).toBe(1);
    expect(s.attempt).toBeNull();
  });

  it('a retake discards the transcript and runs the new take; with none left it is not offered', () => {
    let s = run(
      [
        { type: 'ATTEMPT', attempt: take(), clockOffsetMs: 0 },
        { type: 'FINAL', text: 'First try.' },
        { type: 'TYPED', text: 'typed' },
        { type: 'RETAKE' },
      ],
      started(),
    );
    expect(s.phase).toBe('retaking');
    expect(canSubmit(s)).toBe(false);
    // The old take's last words still arrive while the retake is asked for...
    s = interviewReducer(s, { type: 'FINAL', text: 'last words' });
    expect(currentAnswer(s)).toBe('First try. last words typed');
    // ...and are dropped with it.
    s = interviewReducer(s, {
      type: 'RETAKE_STARTED',
      attempt: take({ take: 2, takeId: 'take-two-bbbbbbbb', retakesLeft: 0 }),
      clockOffsetMs: 0,
    });
    expect(s.phase).toBe('answering');
    expect(currentAnswer(s)).toBe('');
    expect(s.attempt?.takeId).toBe('take-two-bbbbbbbb');
    expect(canRetake(s)).toBe(false);
    expect(interviewReducer(s, { type: 'RETAKE' })).toBe(s);
  });

  it('a refused retake keeps the take and its transcript, with the reason', () => {
    const s = run(
      [
        { type: 'ATTEMPT', attempt: take(), clockOffsetMs: 0 },
        { type: 'FINAL', text: 'Keep.' },
        { type: 'RETAKE' },
        { type: 'RETAKE_FAILED', message: CANDIDATE_MESSAGES.retakesUsed },
      ],
      started(),
    );
    expect(s.phase).toBe('answering');
    expect(currentAnswer(s)).toBe('Keep.');
    expect(s.errors.map((e) => e.message)).toEqual([CANDIDATE_MESSAGES.retakesUsed]);
  });

  it('time running out submits like Next and says so on the next question, until the next submit', () => {
    let s = run(
      [
        { type: 'ATTEMPT', attempt: take(), clockOffsetMs: 0 },
        { type: 'SUBMIT', timeUp: true },
        { type: 'ANSWER_ACCEPTED' },
      ],
      started(),
    );
    expect(s.index).toBe(1);
    expect(s.timeUp).toBe(true);
    s = run([opened('q2'), { type: 'SUBMIT' }], s);
    expect(s.timeUp).toBe(false);
  });

  it('a reload resumes at the question whose take is open, past ones ended without an answer', () => {
    const s = started(
      {},
      {
        q1: take({ ended: true }),
        q2: take({ questionId: 'q2', startedAt: null }),
      },
    );
    expect(s.index).toBe(1);
    expect(s.history).toEqual([{ id: 'q1', text: 'One?', hint: 'Hint one', response: undefined }]);
  });
});
