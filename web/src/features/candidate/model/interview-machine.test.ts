import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import {
  canSubmit,
  currentAnswer,
  fullHistory,
  initialState,
  interviewReducer,
  isLastQuestion,
} from './interview-machine';
import type { InterviewEvent, InterviewState } from './interview-machine';

const questions = [
  { id: 'q1', text: 'One?', hint: 'Hint one' },
  { id: 'q2', text: 'Two?', hint: null },
];
const interview = {
  candidateName: 'Casey',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  status: 'scheduled',
};
const run = (events: InterviewEvent[], from: InterviewState = initialState) =>
  events.reduce(interviewReducer, from);
const ready = () => run([{ type: 'SESSION_LOADED', interview }, { type: 'MEDIA_READY' }]);
const started = (answers: Record<string, string> = {}) =>
  run([{ type: 'START' }, { type: 'START_SUCCEEDED', questions, answers }], ready());

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
      { type: 'SESSION_LOADED', interview },
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
      run([{ type: 'START' }, { type: 'START_SUCCEEDED', questions: [], answers: {} }], ready())
        .phase,
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

  it('Next saves, appends to the history and moves on with a clear transcript; Next is disabled while saving', () => {
    let s = run([{ type: 'FINAL', text: 'Answer one' }, { type: 'SUBMIT' }], started());
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
    const s = run([{ type: 'SUBMIT' }, { type: 'ANSWER_ACCEPTED' }], started());
    expect(s.index).toBe(1);
    expect(s.history[0].response).toBe('');
  });

  it('a failed save stays on the question with the error and keeps the answer', () => {
    const s = run(
      [
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
        { type: 'TYPED', text: 'A1' },
        { type: 'SUBMIT' },
        { type: 'ANSWER_ACCEPTED' },
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
        { type: 'SUBMIT' },
        { type: 'ANSWER_ACCEPTED' },
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
});
